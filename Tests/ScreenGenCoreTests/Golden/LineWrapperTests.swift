@testable import ScreenGenCore
import Testing

/// Generated lines longer than 120 columns are broken where swift-format would break them, and
/// never inside a string literal (#20).
struct LineWrapperTests {
    private func wrap(_ line: String, indent: Int = 4) -> [String] {
        LineWrapper.wrap(line, indent: indent)
    }

    @Test func aLineThatFitsIsLeftAsItIs() {
        let line = "func open() throws(RouteGraph.Failure) { try _RouteHelpMove(_context, .sheet) }"
        #expect(wrap(line) == ["    " + line])
        let exactly = String(repeating: "x", count: 116)
        #expect(wrap(exactly) == ["    " + exactly])
    }

    @Test func aOneLineBodyGoesOnItsOwnLine() {
        let line = "func openFeaturedTag(tag: String, accountId: String? = nil) throws(IceCubesRouteGraph.Failure) { try IceCubesRouteGraph._timelineMove(_context, .hashtag(tag: tag), .push) }"
        #expect(wrap(line) == [
            "    func openFeaturedTag(tag: String, accountId: String? = nil) throws(IceCubesRouteGraph.Failure) {",
            "        try IceCubesRouteGraph._timelineMove(_context, .hashtag(tag: tag), .push)",
            "    }",
        ])
    }

    @Test func argumentsGoOnOneLineOfTheirOwnWhenTheyFitElseOneALine() {
        let call = "try IceCubesRouteGraph._mediaMove(_origin.navigator, _origin.screen, .viewer(selectedAttachment: selectedAttachment), .sheet)"
        #expect(wrap(call, indent: 8) == [
            "        try IceCubesRouteGraph._mediaMove(",
            "            _origin.navigator, _origin.screen, .viewer(selectedAttachment: selectedAttachment), .sheet",
            "        )",
        ])
        let long = "case image(url: Foundation.URL, caption: Swift.String, altText: Swift.String, width: Swift.Double, height: Swift.Double, id: Int)"
        #expect(wrap(long) == [
            "    case image(",
            "        url: Foundation.URL,",
            "        caption: Swift.String,",
            "        altText: Swift.String,",
            "        width: Swift.Double,",
            "        height: Swift.Double,",
            "        id: Int",
            "    )",
        ])
    }

    @Test func aCaseBodyGoesBelowItsPattern() {
        let line = "case .mediaGrid(let account, let initialMediaStatuses): return _handler.accountMediaGrid(account: account, initialMediaStatuses: initialMediaStatuses)"
        #expect(wrap(line, indent: 8) == [
            "        case .mediaGrid(let account, let initialMediaStatuses):",
            "            return _handler.accountMediaGrid(account: account, initialMediaStatuses: initialMediaStatuses)",
        ])
    }

    @Test func manyPatternsOfOneCaseFillTheirLines() {
        let patterns = (1...30).map { ".screenNumber\($0)" }
        let lines = wrap("case " + patterns.joined(separator: ", ") + ":", indent: 8)
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.count <= 120 })
        #expect(lines[0].hasPrefix("        case .screenNumber1, ") && lines.dropFirst().allSatisfy { $0.hasPrefix("            .") })
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == "case " + patterns.joined(separator: ", ") + ":")
    }

    @Test func aConformanceListFillsTheLinesBelowItsType() {
        let line = "extension AccountDetailDirections: IceCubesRouteGraph.AccountPageMoves, IceCubesRouteGraph.AccountMenuMoves, IceCubesRouteGraph.LinkCardMoves {}"
        #expect(wrap(line, indent: 0) == [
            "extension AccountDetailDirections:",
            "    IceCubesRouteGraph.AccountPageMoves, IceCubesRouteGraph.AccountMenuMoves, IceCubesRouteGraph.LinkCardMoves",
            "{}",
        ])
        let clause = "extension ScreenNavigation.NavigationTabs where Graph == IceCubesRouteGraph, Destination == IceCubesRouteView, Label == SwiftUI.Text {"
        #expect(wrap(clause, indent: 0) == [
            "extension ScreenNavigation.NavigationTabs",
            "where Graph == IceCubesRouteGraph, Destination == IceCubesRouteView, Label == SwiftUI.Text {",
        ])
    }

    @Test func aClosuresParametersStayOnItsFirstLine() {
        let line = "self.init(state, rootAt: rootIndex) { route in SomeVeryLongGeneratedRouteViewName(route).padding(EdgeInsets(top: 1, leading: 2)) }"
        #expect(wrap(line, indent: 8) == [
            "        self.init(state, rootAt: rootIndex) { route in",
            "            SomeVeryLongGeneratedRouteViewName(route).padding(EdgeInsets(top: 1, leading: 2))",
            "        }",
        ])
    }

    @Test func commentsAreRefilledAtWordBoundaries() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = wrap("/// " + words)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("    /// ") && $0.count <= 120 })
        #expect(lines.map { $0.dropFirst(8) }.joined(separator: " ") == words)
    }

    /// Commas, colons and brackets inside a string literal, or inside an interpolation in one,
    /// are not places to break.
    @Test func stringLiteralsAreNeverBroken() {
        let text = String(repeating: "a, b: (c) ", count: 12)
        let line = "case .x(let value): return \"\(text)\\(Swift.String(describing: value)), (\\(\"q, r\"))\""
        let wrapped = wrap(line, indent: 8)
        #expect(wrapped == ["        case .x(let value):", "            return \"\(text)\\(Swift.String(describing: value)), (\\(\"q, r\"))\""])
        let literal = "title: \"\(String(repeating: "long, long (text) ", count: 8))\","
        #expect(wrap(literal) == ["    " + literal], "nothing to break outside the literal")
    }
}
