import Testing

@testable import ScreenGenCore

/// Layouts `SwiftWriter` builds from what the emitters tell it (#39): an extension's `where`
/// clause, a function whose body is one statement, a header whose lists are marked, and a long
/// member chain. Nothing is read back: each is laid out from its parts.
struct SwiftWriterLayoutTests {
    private func written(_ build: (inout SwiftWriter) -> Void) -> String {
        var writer = SwiftWriter()
        build(&writer)
        return writer.text
    }

    @Test func anExtensionsWhereClauseGoesBelowItWhenTheLineIsTooLong() {
        let short = written { $0.extensionBlock("Host", where: ["Graph == AppGraph"]) { $0.line("init() {}") } }
        #expect(short == "extension Host where Graph == AppGraph {\n    init() {}\n}\n")
        let graph = "Graph == " + String(repeating: "G", count: 40)
        let view = "Destination == " + String(repeating: "V", count: 40)
        let long = written { $0.extensionBlock("ScreenNavigation.NavigationHost", where: [graph, view]) { _ in } }
        #expect(long == "extension ScreenNavigation.NavigationHost\nwhere \(graph), \(view) {\n}\n")
        let many = (1...4).map { "T\($0) == " + String(repeating: "x", count: 30) }
        let longest = written { $0.extensionBlock("Host", where: many) { _ in } }
        #expect(
            longest == "extension Host\nwhere\n" + many.enumerated().map { "    \($1)\($0 < 3 ? "," : "")\n" }.joined()
                + "{\n}\n")
        #expect(longest.split(separator: "\n").allSatisfy { $0.utf8.count <= SwiftRenderer.limit })
    }

    @Test func aOneStatementFunctionStaysOnOneLineWhenItFits() {
        let text = written {
            $0.function(
                "static func open", parameters: ["link: Swift.Int"], throwing: "Failure", returning: "Route",
                statement: "try route(link)")
        }
        #expect(text == "static func open(link: Swift.Int) throws(Failure) -> Route { try route(link) }\n")
    }

    /// Too long: the body below the header, then the header broken at its parameters (one a
    /// line, as they do not fit on one line of their own).
    @Test func aOneStatementFunctionTooLongBreaksItsBodyThenItsParameters() {
        let parameters = (1...4).map { "parameter\($0): Module.SomeLongTypeName\($0)" }
        let text = written {
            $0.function(
                "static func open", parameters: parameters, throwing: "AppGraph.Failure", returning: "Route",
                statement: "try route(link)")
        }
        #expect(
            text == """
                static func open(
                    \(parameters.joined(separator: ",\n    "))
                ) throws(AppGraph.Failure) -> Route {
                    try route(link)
                }

                """)
    }

    @Test func aHeaderBuiltWithMarksBreaksAtItsTuple() {
        let elements = (1...4).map { "ScreenNavigation.LiveValue<Model\($0)>" }
        let text = written {
            $0.block { text in
                text += "func params(ofEntry entry: Swift.AnyHashable?) -> "
                text.writeList(elements, open: "(", close: ")")
                text += "?"
            } _: {
                $0.line("nil")
            }
        }
        #expect(
            text == """
                func params(ofEntry entry: Swift.AnyHashable?) -> (
                    \(elements.joined(separator: ",\n    "))
                )? {
                    nil
                }

                """)
    }

    @Test func aLongMemberChainBreaksBeforeAMemberOneLevelDeeper() {
        let chain = "account." + (1...14).map { "member\($0)" }.joined(separator: ".")
        let text = written { writer in
            writer.indented { writer in
                writer.listLine { text in
                    text += "try context.move"
                    text.writeList(["email: " + chain], open: "(", close: ")")
                }
            }
        }
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { $0.utf8.count <= SwiftRenderer.limit })
        #expect(lines.first == "    try context.move(")
        #expect(lines.last == "    )")
        // The chain is whole once its lines are joined, and no line ends in a dot.
        #expect(lines.dropFirst().dropLast().map { $0.drop { $0 == " " } }.joined() == "email: " + chain)
        #expect(lines.dropFirst(2).dropLast().allSatisfy { $0.hasPrefix("            .member") })
    }

    @Test func aChainInALineWithAStringLiteralIsLeftWhole() {
        let chain = "account." + (1...14).map { "member\($0)" }.joined(separator: ".")
        let text = written { $0.listLine { $0 += "let x = " + chain + " + \"a.b\"" } }
        #expect(text == "let x = " + chain + " + \"a.b\"\n")
    }
}
