import Testing

@testable import ScreenGenCore

/// The layouts `SwiftWriter` builds from their parts (#39, #33): a one-statement body, a
/// `switch` case and a doc comment's words, at many widths and depths. Each keeps the text of the
/// one-line form (only whitespace between its parts changes), fits in the limit wherever there
/// is a place to break, and stays on one line when that line fits.
struct ConstructedLayoutTests {
    private static let limit = SwiftRenderer.limit

    /// `build` written `depth` levels deep.
    private func written(depth: Int, _ build: (inout SwiftWriter) -> Void) -> [Substring] {
        var writer = SwiftWriter()
        func nest(_ level: Int, _ writer: inout SwiftWriter) {
            guard level > 0 else { return build(&writer) }
            writer.indented { nest(level - 1, &$0) }
        }
        nest(depth, &writer)
        return writer.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// The text without its whitespace: what a layout may not change.
    private func tokens<S: StringProtocol>(_ text: S) -> String {
        String(text.filter { $0 != " " && $0 != "\n" })
    }

    private static func parameters(_ count: Int, nameLength: Int) -> String {
        (0..<count).map { "p\($0)" + String(repeating: "x", count: nameLength) + ": Int" }.joined(separator: ", ")
    }

    @Test(arguments: [0, 1, 2, 3, 6])
    func aSingleStatementBlockKeepsItsTextAndFits(depth: Int) {
        let margin = String(repeating: " ", count: depth * 4)
        for count in 0...6 {
            for nameLength in [1, 8, 20] {
                let head =
                    "public func open(\(Self.parameters(count, nameLength: nameLength))) throws(AppGraph.Failure)"
                let arguments = (0..<count).map { "p\($0): p\($0)" }.joined(separator: ", ")
                let body = "try context.navigator.push(.detail(\(arguments)), from: context.origin)"
                let whole = head + " { " + body + " }"
                let lines = written(depth: depth) { writer in
                    writer.singleStatementBlock(
                        head: { text in
                            text += "public func open"
                            text.writeList(
                                (0..<count).map { "p\($0)" + String(repeating: "x", count: nameLength) + ": Int" },
                                open: "(", close: ")")
                            text += " throws(AppGraph.Failure)"
                        },
                        body: { text in
                            text += "try context.navigator.push"
                            text.openList("(")
                            text += ".detail"
                            text.writeList((0..<count).map { "p\($0): p\($0)" }, open: "(", close: ")")
                            text.nextEntry()
                            text += "from: context.origin"
                            text.closeList(")")
                        })
                }
                let context = "\(count) parameters of \(nameLength), depth \(depth)"
                #expect(tokens(lines.joined(separator: "\n")) == tokens(whole), "\(context)")
                #expect(lines.allSatisfy { $0.utf8.count <= Self.limit }, "\(context)")
                if margin.utf8.count + whole.utf8.count <= Self.limit {
                    #expect(lines == [Substring(margin + whole)], "\(context)")
                } else {
                    #expect(lines.last == Substring(margin + "}"), "\(context)")
                    // The body below the head, one level deeper.
                    #expect(lines.contains { $0.hasPrefix(margin + "    try context.navigator.push(") }, "\(context)")
                }
            }
        }
    }

    @Test(arguments: [0, 1, 2, 4])
    func aSwitchCaseKeepsItsTextAndFits(depth: Int) {
        let margin = String(repeating: " ", count: depth * 4)
        for count in [1, 2, 5, 16, 40] {
            for nameLength in [3, 12] {
                let patterns = (0..<count).map { ".s" + String(repeating: "a", count: nameLength) + "\($0)" }
                for body in ["_Group0(route: route)", "SomeView(" + String(repeating: "v", count: 90) + ")"] {
                    let line = "case " + patterns.joined(separator: ", ") + ": " + body
                    let lines = written(depth: depth) { $0.switchCase(patterns, body: body) }
                    let context = "\(count) patterns of \(nameLength), depth \(depth)"
                    #expect(tokens(lines.joined(separator: "\n")) == tokens(line), "\(context)")
                    #expect(lines.allSatisfy { $0.utf8.count <= Self.limit }, "\(context)")
                    if margin.utf8.count + line.utf8.count <= Self.limit {
                        #expect(lines == [Substring(margin + line)], "\(context)")
                    } else {
                        // The body below its label, one level deeper.
                        #expect(lines.last == Substring(margin + "    " + body), "\(context)")
                        #expect(lines.first?.hasPrefix(margin + "case ") == true, "\(context)")
                    }
                }
            }
        }
    }

    @Test(arguments: [0, 1, 3, 8])
    func aDocCommentIsRefilledAtItsWords(depth: Int) {
        let margin = String(repeating: " ", count: depth * 4)
        let words = ["The", "legal", "moves", "from", "`Timeline.statusDetail`", "through", "a", "navigator:"]
        for count in [1, 5, 20, 40, 90] {
            let comment = (0..<count).map { words[$0 % words.count] }.joined(separator: " ")
            for text in [comment, "`" + String(repeating: "w", count: 130) + "`", comment + "  double  spaces"] {
                let lines = written(depth: depth) { $0.doc(text) }
                let context = "\(text.utf8.count) bytes, depth \(depth)"
                #expect(lines.allSatisfy { $0.hasPrefix(margin + "/// ") }, "\(context)")
                // One word longer than a line keeps its line; the others fit.
                #expect(
                    lines.allSatisfy { $0.utf8.count <= Self.limit || !$0.dropFirst(margin.count + 4).contains(" ") })
                if margin.utf8.count + 4 + text.utf8.count <= Self.limit {
                    #expect(lines == [Substring(margin + "/// " + text)], "\(context)")
                } else {
                    let refilled = lines.flatMap { $0.dropFirst(margin.count + 4).split(separator: " ") }
                    #expect(refilled == text.split(separator: " "), "\(context)")
                }
                #expect(written(depth: depth) { $0.doc { $0 += text } } == lines, "\(context)")
            }
        }
    }
}
