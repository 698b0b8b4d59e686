import ScreenGenCore
import Testing

/// `screengen-dev stubs` of a graph whose `args` read properties of a param of the app's type
/// (`account.profile.email`, #38): the stand-in declares the path, the last member of the type
/// of the param it is passed to with a sample value (a path replay reads it), shared prefixes
/// once; so compile-graphs compiles such a graph (the VaultCases example).
@Suite struct StubPropertyPathTests {
    @Test func aPathIntoAnAppTypeIsDeclaredOnItsStandIn() throws {
        let yaml = """
            graph:
              route: VaultRoute
              root: home
            screens:
              home:
                view: HomeView
                transitions:
                  unlock: { to: unlock, args: { account: .init() } }
              unlock:
                view: UnlockView
                params:
                  account: Account
                transitions:
                  sso: { to: sign-on, args: { email: account.profile.email, count: account.profile.logins } }
                  name: { to: name, args: { name: account.`default` } }
              sign-on:
                view: SignOnView
                params:
                  email: String
                  count: Int
              name:
                view: NameView
                params:
                  name: String?
            """
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let stubs = try #require(SupportStubs.supportStubs([file]))
        #expect(
            stubs.contains(
                """
                    var profile: _profile { .init() }; struct _profile: Swift.Sendable {
                        init() {}; var email: String { "" }; var logins: Int { 0 }
                    }
                    var `default`: String? { nil }

                """))
    }
}
