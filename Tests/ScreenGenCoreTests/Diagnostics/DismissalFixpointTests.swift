import Foundation
import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// The steps `dismiss: true` and inclusive `pop-to` moves add feed back into who presents a
/// layer and what lies beneath a screen, until nothing changes (#34): the graphs of
/// `Tests/Fixtures/CompileFailures/{dismissal-*,pop-inclusive-*}` lint clean under `--strict`, and
/// a `cycle: intended` mark on a back transition with several steps is judged per transition.
@Suite struct DismissalFixpointTests {
    static func fixture(_ name: String) throws -> String {
        let url = InvalidFixtures.repositoryRoot.appendingPathComponent(
            "Tests/Fixtures/CompileFailures/\(name)/app.yaml")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// `rule@line: message` of every diagnostic under `--strict`.
    static func findings(_ yaml: String) -> [String] {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check(
            [file], options: CheckOptions(strict: true))
        return result.diagnostics.map { "\($0.rule.name)@\($0.location.line): \($0.message)" }
    }

    static let cleanFixtures = [
        "dismissal-presents-cover", "dismissal-pushes-then-pop-inclusive", "dismissal-cycle-mark-several-presenters",
        "pop-inclusive-cycle-mark-several-beneath",
    ]

    @Test(arguments: cleanFixtures)
    func theFixtureIsCleanUnderStrict(name: String) throws {
        #expect(Self.findings(try Self.fixture(name)) == [])
    }

    /// The steps a dismissal adds are moves: a sheet or cover it presents is a layer a later
    /// dismissal closes, and a screen it pushes has one beneath it. The generated transition
    /// table, which the runtime checks every move against, has them.
    @Test func aDismissalsStepsAreInTheTransitionTable() throws {
        #expect(
            try Self.transitionTable(Self.fixture("dismissal-presents-cover")) == [
                "home: composer sheet, directory cover, room push"
            ])
        #expect(
            try Self.transitionTable(Self.fixture("dismissal-pushes-then-pop-inclusive")) == [
                "home: composer sheet, room push, lobby push"
            ])
    }

    /// A step of a back transition that goes on further: a dismissal that presents a sheet
    /// whose own dismissal pushes, three layers deep, and an inclusive `pop-to` of a screen only a
    /// dismissal pushes, which itself presents a sheet another dismissal closes.
    @Test func stepsFeedBackUntilNothingChanges() {
        let yaml = """
            graph: { root: home }
            screens:
              home: { view: HomeView, transitions: { a: { to: one, style: sheet } } }
              one: { view: OneView, transitions: { next: { dismiss: true, to: two, style: sheet } } }
              two: { view: TwoView, transitions: { next: { dismiss: true, to: three, style: cover } } }
              three: { view: ThreeView, transitions: { next: { dismiss: true, to: four } } }
              four:
                view: FourView
                transitions: { next: { pop-to: four, inclusive: true, to: five, style: sheet } }
              five: { view: FiveView, transitions: { done: { dismiss: true, to: six } } }
              six: { view: SixView }
            """
        #expect(Self.findings(yaml) == [])
    }

    /// The lines of the generated transition table (`from: to style, …`).
    static func transitionTable(_ yaml: String) throws -> [String] {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        let source = try #require(result.source(), "\(result.diagnostics)")
        var lines: [String] = []
        var inTable = false
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if inTable, text == "\"\"\"" { inTable = false }
            if inTable { lines.append(text) }
            if text.hasPrefix("static let _transitions") { inTable = true }
        }
        return lines
    }
}

extension DismissalFixpointTests {
    /// Without the mark, the cycle its steps close is reported; with it, nothing (it was "closes
    /// no cycle; remove the mark" for the step from the other presenter, or screen beneath).
    @Test(arguments: [
        ("dismissal-cycle-mark-several-presenters", 16), ("pop-inclusive-cycle-mark-several-beneath", 16),
    ])
    func theMarkIsRequired(name: String, line: Int) throws {
        let unmarked = try Self.fixture(name).replacingOccurrences(of: ", cycle: intended", with: "")
        #expect(
            Self.findings(unmarked) == [
                "unbounded-cycle@\(line): cycle folder → folder has no 'replace' transition, so the stack can grow without bound; mark the move that closes it 'cycle: intended' if the drill-down is meant"
            ])
    }

    /// A mark none of whose steps closes a cycle is still stale, and reported once.
    @Test func aMarkNoStepUsesIsReportedOnce() {
        let yaml = """
            graph: { root: home }
            screens:
              home: { view: HomeView, transitions: { new: { to: creator, style: sheet }, open: folder } }
              folder: { view: FolderView, transitions: { new: { to: creator, style: sheet } } }
              creator: { view: CreatorView, transitions: { created: { dismiss: true, to: done, cycle: intended } } }
              done: { view: DoneView }
            """
        #expect(
            Self.findings(yaml) == [
                "unbounded-cycle@5: transition 'created' of 'creator' is marked 'cycle: intended', but it closes no cycle; remove the mark"
            ])
    }
}
