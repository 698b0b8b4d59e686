import Testing

@testable import ScreenGenCore

/// A `switch` case of one pattern and one statement of plain text is written without building
/// its pieces (#39): the same text as the general way, which a long one still takes.
struct SwitchCaseRenderingTests {
    private func render(_ cases: [SwitchCase]) -> String {
        SwiftRenderer.render([.statement(.switch(.identifier("route"), cases))])
    }

    @Test func aPlainCaseIsOneLineAndADefaultToo() {
        let text = render([
            SwitchCase(.identifier(".home"), .return(.literal("\"Home\""))),
            SwitchCase(.identifier(".feed(let route)"), .return(.identifier("route.title"))),
            .default(.return(.identifier("nil"))),
        ])
        #expect(
            text == """
                switch route {
                case .home: return "Home"
                case .feed(let route): return route.title
                default: return nil
                }

                """)
    }

    /// The inline case and the one built from arrays write the same text, short or long.
    @Test(arguments: [10, 110])
    func theInlineCaseWritesWhatTheArraysDo(length: Int) {
        let title = "\"" + Array(repeating: "word", count: length / 5 + 1).joined(separator: " ") + "\""
        let inline = render([SwitchCase(.identifier(".home"), .return(.literal(title)))])
        let arrays = render([SwitchCase([.identifier(".home")], [.return(.literal(title))])])
        #expect(inline == arrays)
        #expect(inline.split(separator: "\n").count == (length < 100 ? 3 : 7))
    }

    @Test func severalPatternsOrStatementsAreWrittenTheGeneralWay() {
        let text = render([
            SwitchCase([.dot("a"), .dot("b")], [.expression(.identifier("one"))]),
            SwitchCase([.dot("c")], [.assignment("x", .identifier("1")), .return(.identifier("x"))]),
        ])
        #expect(
            text == """
                switch route {
                case .a, .b: one
                case .c:
                    x = 1
                    return x
                }

                """)
    }
}
