import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Properties of params in `args` (#38): `email: account.profile.email` is read as written by
/// the generated code (keywords escaped, lines within 120 columns), is part of its move's fact
/// in the dump, and a change of it is a change of the move.
@Suite struct ArgumentPropertyTests {
    static let base = """
        graph:
          root: unlock
          start-params: { unlock: [account] }
        screens:
          unlock:
            view: UnlockView
            params:
              account: Account
            transitions:
              sso: { to: single-sign-on, args: { email: account.profile.email, name: account.profile.default } }
              ask: { to: confirm, style: alert, args: { account: account } }
          single-sign-on:
            view: SingleSignOnView
            params:
              email: String
              name: { type: String, default: '""' }
          confirm:
            kind: alert
            title: Sign in?
            params:
              account: Account
            buttons:
              ok: { to: single-sign-on, args: { email: account.`profile`.email } }
        """

    static func source(_ yaml: String) throws -> String {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.source(toolVersion: "1.0"))
    }

    @Test func theGeneratedCodeReadsTheProperty() throws {
        let source = try Self.source(Self.base)
        #expect(source.contains("email: context.params.profile.email"), "the directions read it")
        #expect(source.contains("name: context.params.profile.`default`"), "a keyword is escaped")
        #expect(source.contains("to: .singleSignOn(email: account.profile.email, name: "), "so does a button")
        #expect(!source.contains("func sso(email"), "the method takes no parameter for the param it fills")
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test func longPathsStayWithinTheColumnLimit() throws {
        let path = (1...14).map { "member\($0)" }.joined(separator: ".")
        let source = try Self.source(
            Self.base.replacingOccurrences(of: "account.profile.email,", with: "account.\(path),"))
        #expect(source.contains("member14"))
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test func thePropertyIsPartOfTheMovesFactAndItsChangeIsCompatible() throws {
        let lines = try GraphDiffTests.dump(Self.base).facts.map { fact in
            ([fact.kind.rawValue] + fact.key + (fact.value.isEmpty ? [] : [fact.value])).joined(separator: " ")
        }
        #expect(
            lines.contains(
                "transition unlock sso push single-sign-on email=account.profile.email name=account.profile.`default`"),
            "\(lines)")
        #expect(lines.contains("button-move confirm ok push single-sign-on email=account.profile.email"), "\(lines)")
        let edited = Self.base.replacingOccurrences(of: "email: account.profile.email,", with: "email: account.email,")
        let changes = GraphDiff.changes(from: try GraphDiffTests.dump(Self.base), to: try GraphDiffTests.dump(edited))
        #expect(
            changes.map { "\($0.impact.rawValue) \($0.edit.rawValue) \($0.fact.kind.rawValue)" } == [
                "compatible changed transition"
            ])
    }
}
