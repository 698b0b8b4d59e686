import ScreenNavigation

// The names the format reference's IceCubes snippets use: the tabs, the signed-in account and
// the app's session.
@MainActor let me = Account(id: "1", acct: "me")
@MainActor let tabs = IceCubesTabs.iPhoneDefault(account: me)
@MainActor final class Session { var isSignedIn = true }
@MainActor let session = Session()
