import ScreenNavigation

// The names the README's snippets on the example graph (screens/) use.
@MainActor let ann = Contact(name: "Ann")
@MainActor final class Session { var isSignedIn = false }
@MainActor let session = Session()
@MainActor let bob = Contact(name: "Bob")
