import ScreenGenCore
import Testing

/// `<Route>Button` (#39): every alert button id of the graph that is a name, once, so that
/// `try state.alerts.tap(.delete)` infers; the graph's `AlertButtonID`.
struct AlertButtonIDTests {
    private func source(_ yaml: String) throws -> String {
        let files = [SourceFile(path: "app.yaml", displayPath: "screens/app.yaml", contents: Array(yaml.utf8))]
        let result = ScreenGraphCompiler.check(files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.source(toolVersion: "1.0"))
    }

    private func graph(confirmButtons: String, moreButtons: String) -> String {
        """
        graph:
          root: home
          route: AppRoute
        screens:
          home:
            view: HomeView
            transitions:
              confirm: { to: confirm, style: alert }
              more: { to: more, style: dialog }
          confirm:
            kind: alert
            title: Sure?
            buttons:
        \(confirmButtons)
          more:
            kind: dialog
            title: More
            buttons:
        \(moreButtons)

        """
    }

    /// The enum's body: its case lines, in order.
    private func cases(in source: String) throws -> [String] {
        let start = try #require(source.range(of: "enum AppRouteButton: Swift.String"))
        let body = source[start.upperBound...].prefix { $0 != "}" }
        return body.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func everyIdOnceInTheOrderFirstDeclared() throws {
        let source = try source(
            graph(
                confirmButtons: """
                          delete: { title: Delete, role: destructive }
                          cancel: { title: Cancel, role: cancel }
                    """,
                moreButtons: """
                          copy-link: { title: Copy link }
                          cancel: { title: Cancel, role: cancel }
                    """))
        #expect(try cases(in: source) == ["case delete", "case cancel", #"case copyLink = "copy-link""#])
        #expect(source.contains("typealias AlertButtonID = AppRouteButton"))
    }

    /// Two ids of one name (`delete-all`, `deleteAll`) get no case: it could mean only one; an id
    /// that is no name gets none either. The other ids keep theirs.
    @Test func idsOfOneNameAndIdsThatAreNoNamesGetNone() throws {
        let source = try source(
            graph(
                confirmButtons: """
                          delete-all: { title: Delete all, role: destructive }
                          "Yes, really": { title: Yes }
                    """,
                moreButtons: """
                          deleteAll: { title: Delete all }
                          share: { title: Share }
                    """))
        #expect(try cases(in: source) == ["case share"])
    }

    @Test func aGraphWithoutAlertButtonsHasNone() throws {
        let source = try source(
            """
            graph:
              root: home
              route: AppRoute
            screens:
              home:
                view: HomeView

            """)
        #expect(!source.contains("AppRouteButton"))
        #expect(!source.contains("AlertButtonID"))
    }
}
