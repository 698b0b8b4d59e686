import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Flow results (#38): `finishes:` gives a screen pushed inside a presented flow
/// `finishFlow(with:)`, typed with the flow's `returns:`, and the graph `finishesFlow(_:from:)`;
/// it is a `finishes` fact of the dump.
@Suite struct FlowResultCompileTests {
    static let base = """
        graph:
          roots: [rooms, spaces]
        screens:
          rooms:
            view: RoomsView
            transitions:
              start-chat: { to: start-chat, style: sheet }
          spaces:
            view: SpacesView
            transitions:
              start-chat: { to: start-chat, style: cover }
          start-chat:
            view: StartChatView
            returns: "RoomID?"
            transitions:
              invite: invite-users
              help: help
          invite-users:
            view: InviteUsersView
            finishes: start-chat
            transitions:
              create: create-room
          create-room:
            view: CreateRoomView
            finishes: start-chat
          help:
            view: HelpView
        """

    static func source(_ yaml: String) throws -> String {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.source(toolVersion: "1.0"))
    }

    @Test func finishingScreensGetFinishFlowAndTheGraphSaysWhich() throws {
        let source = try Self.source(Self.base)
        #expect(source.contains("struct CreateRoomDirections {"), "a screen with only `finishes:` gets directions")
        #expect(
            source.contains(
                "func finishFlow(with result: RoomID?) throws(RouteGraph.Failure) { try context.navigator.finish(RouteScreen.startChat, with: result) }"
            ) || source.contains("try context.navigator.finish(RouteScreen.startChat, with: result)"))
        #expect(source.components(separatedBy: "func finishFlow(with result: RoomID?)").count == 3)
        #expect(source.contains("static func finishesFlow(_ root: RouteScreen, from screen: RouteScreen) -> Bool {"))
        #expect(source.contains("case .inviteUsers: root == .startChat"))
        #expect(source.contains("case .createRoom: root == .startChat"))
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test func aGraphWithoutFinishesGeneratesNone() throws {
        let plain = Self.base.replacingOccurrences(of: "    finishes: start-chat\n", with: "")
        #expect(!plain.contains("finishes"))
        let source = try Self.source(plain)
        #expect(!source.contains("finishesFlow") && !source.contains("finishFlow"))
    }

    @Test func itIsAFactOfTheDumpAndReadsBack() throws {
        let dump = try GraphDiffTests.dump(Self.base)
        let lines = dump.facts.map { ([$0.kind.rawValue] + $0.key + [$0.value]).joined(separator: " ") }
        #expect(lines.contains("finishes invite-users start-chat"), "\(lines)")
        #expect(lines.contains("finishes create-room start-chat"), "\(lines)")
        #expect(try GraphDumpText.parse(GraphDumpText.render(dump)) == dump)
        let edited = Self.base.replacingOccurrences(
            of: "    view: CreateRoomView\n    finishes: start-chat\n", with: "    view: CreateRoomView\n")
        let changes = GraphDiff.changes(from: dump, to: try GraphDiffTests.dump(edited)).map {
            ([$0.impact.rawValue, $0.edit.rawValue, $0.fact.kind.rawValue] + $0.fact.key).joined(separator: " ")
        }
        #expect(changes == ["compatible removed finishes create-room"])
    }

    /// Pushes reach the finishing screen through screens of their own, and an `anywhere` push
    /// counts: the search follows every push, not only the flow root's own.
    @Test func anyChainOfPushesInsideTheSheetIsAccepted() throws {
        let source = try Self.source(
            Self.base.replacingOccurrences(of: "      help: help\n", with: "")
                .replacingOccurrences(of: "    view: HelpView", with: "    view: HelpView\n    finishes: start-chat")
                + "\nanywhere:\n  help: help\n")
        #expect(source.contains("case .help: root == .startChat"))
    }
}
