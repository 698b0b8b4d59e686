import Testing

@testable import ScreenGenCore

/// The layouts `SwiftWriter` builds from their parts (#39, #33): a one-statement body, a
/// `switch` case and a doc comment's words. Each must be the text `LineWrapper` made by reading the whole line back, at
/// every width and depth, so the hot emitters could stop going through it without changing a
/// byte of the output.
struct ConstructedLayoutTests {
    /// `build` at `depth`, and the whole line written the old way at the same depth.
    private func both(
        depth: Int, line: String, _ build: (inout SwiftWriter) -> Void
    ) -> (constructed: String, wrapped: String) {
        var constructed = SwiftWriter()
        var wrapped = SwiftWriter()
        func nest(_ level: Int, _ writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
            guard level > 0 else { return body(&writer) }
            writer.indented { nest(level - 1, &$0, body) }
        }
        nest(depth, &constructed, build)
        nest(depth, &wrapped) { $0.line(line) }
        return (constructed.text, wrapped.text)
    }

    private static func parameters(_ count: Int, nameLength: Int) -> String {
        (0..<count).map { "p\($0)" + String(repeating: "x", count: nameLength) + ": Int" }.joined(separator: ", ")
    }

    @Test(arguments: [0, 1, 2, 3, 6])
    func aSingleStatementBlockIsWhatTheWrapperMade(depth: Int) {
        for count in 0...6 {
            for nameLength in [1, 8, 20] {
                let head =
                    "public func open(\(Self.parameters(count, nameLength: nameLength))) throws(AppGraph.Failure)"
                let arguments = (0..<count).map { "p\($0): p\($0)" }.joined(separator: ", ")
                let body = "try context.navigator.push(.detail(\(arguments)), from: context.origin)"
                let (constructed, wrapped) = both(depth: depth, line: head + " { " + body + " }") {
                    $0.singleStatementBlock(head: head, body: body)
                }
                #expect(constructed == wrapped, "\(count) parameters of \(nameLength), depth \(depth)")
            }
        }
    }

    @Test(arguments: [0, 1, 2, 4])
    func aSwitchCaseIsWhatTheWrapperMade(depth: Int) {
        for count in [1, 2, 5, 16, 40] {
            for nameLength in [3, 12] {
                let patterns = (0..<count).map { ".s" + String(repeating: "a", count: nameLength) + "\($0)" }
                for body in ["_Group0(route: route)", "SomeView(" + String(repeating: "v", count: 90) + ")"] {
                    let line = "case " + patterns.joined(separator: ", ") + ": " + body
                    let (constructed, wrapped) = both(depth: depth, line: line) {
                        $0.switchCase(patterns, body: body)
                    }
                    #expect(constructed == wrapped, "\(count) patterns of \(nameLength), depth \(depth)")
                }
            }
        }
    }

    @Test(arguments: [0, 1, 3, 8])
    func aDocCommentIsWhatTheWrapperMade(depth: Int) {
        let words = ["The", "legal", "moves", "from", "`Timeline.statusDetail`", "through", "a", "navigator:"]
        for count in [1, 5, 20, 40, 90] {
            let comment = (0..<count).map { words[$0 % words.count] }.joined(separator: " ")
            for text in [comment, "`" + String(repeating: "w", count: 130) + "`", comment + "  double  spaces"] {
                let (constructed, wrapped) = both(depth: depth, line: "/// " + text) { $0.doc(text) }
                #expect(constructed == wrapped, "\(text.utf8.count) bytes, depth \(depth)")
                var built = SwiftWriter()
                built.doc { $0 += text }
                #expect(built.text == both(depth: 0, line: "/// " + text) { _ in }.wrapped)
            }
        }
    }
}
