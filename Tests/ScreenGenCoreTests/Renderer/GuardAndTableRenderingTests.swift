import Testing

@testable import ScreenGenCore

/// The renderer's `guard` statements, calls written an argument a line and dictionary entries
/// (#39): each as swift-format would break it.
struct GuardAndTableRenderingTests {
    private func render(_ statement: Statement, depth: Int = 0) -> String {
        var writer = SwiftWriter()
        func nest(_ level: Int, _ writer: inout SwiftWriter) {
            guard level > 0 else { return SwiftRenderer.render(statement, into: &writer) }
            writer.indented { nest(level - 1, &$0) }
        }
        nest(depth, &writer)
        return writer.text
    }

    private func guardStatement(_ conditions: [String]) -> Statement {
        .guard(conditions.map(Expression.identifier), else: [.return(.identifier("nil"))])
    }

    @Test func aShortGuardIsOneLine() {
        #expect(
            render(guardStatement(["routes.count == 1", "case .home = routes[0]"]))
                == "guard routes.count == 1, case .home = routes[0] else { return nil }\n")
    }

    /// Too long with its body: the body goes below the head.
    @Test func aGuardsBodyGoesBelowWhenTheLineIsTooLong() {
        let pattern = "case .search(let _p0_0, let _p0_1, let _p0_2, let _p0_3, let _p0_4) = routes[0]"
        #expect(
            render(guardStatement(["routes.count == 1", pattern]), depth: 2) == """
                        guard routes.count == 1, \(pattern) else {
                            return nil
                        }

                """)
    }

    /// Even the head too long: a condition a line, the first after `guard`, `else {` below.
    @Test func aLongGuardsConditionsGoOneALine() {
        let pattern = "case .room(let _p0_0, let _p0_1, let _p0_2, let _p0_3) = routes[0]"
        let conditions = ["routes.count == 1", pattern, "_p0_2 == nil", "_p0_3 == nil"]
        let text = render(guardStatement(conditions), depth: 2)
        #expect(
            text == """
                        guard routes.count == 1,
                            \(pattern),
                            _p0_2 == nil,
                            _p0_3 == nil
                        else {
                            return nil
                        }

                """)
    }

    /// A call an argument a line however short, tables inside it an entry a line, the last
    /// argument without a comma; a dictionary's entries are `key: value`.
    @Test func aCallOneArgumentALineHoldsTables() {
        let table = Expression.call(
            .identifier("Table"),
            [
                Argument("schemes", .array([.string("app")])),
                Argument("patterns", .array([.string("/a"), .string("/b")], oneALine: true)),
                Argument("printed", .array([.pair(.identifier("0"), .string("https"))], oneALine: true)),
            ],
            oneALine: true)
        #expect(
            render(.return(table)) == """
                return Table(
                    schemes: ["app"],
                    patterns: [
                        "/a",
                        "/b",
                    ],
                    printed: [
                        0: "https",
                    ]
                )

                """)
    }

    /// A case whose body is a call written an argument a line is never one line.
    @Test func aCaseBodyBrokenOneArgumentALineGoesBelowItsPattern() {
        let content = Expression.call(.identifier("Alert"), [Argument("title", .string("Hi"))], oneALine: true)
        let text = render(.switch(.identifier("route"), [SwitchCase([.dot("hi")], [.return(content)])]))
        #expect(
            text == """
                switch route {
                case .hi:
                    return Alert(
                        title: "Hi"
                    )
                }

                """)
    }
}
