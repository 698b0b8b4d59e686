import ScreenNavigation

// The names the DocC articles' snippets on the example graph (screens/) use.
@MainActor let ann = Contact(name: "Ann")
@MainActor final class Session { var isSignedIn = false }
@MainActor let session = Session()
@MainActor let bob = Contact(name: "Bob")
