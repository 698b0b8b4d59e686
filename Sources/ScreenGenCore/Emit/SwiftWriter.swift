/// A small structured writer for Swift source: it owns indentation and line breaks so emitters
/// only say what they write. Output always uses `\n` and four-space indentation.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    private static let indentation = (0..<16).map { String(repeating: "    ", count: $0) }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += depth < Self.indentation.count ? Self.indentation[depth] : String(repeating: "    ", count: depth)
            text += content
        }
        text += "\n"
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Lines written one level deeper without braces (the body of a `case`).
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// A `///` doc comment; the text is the tool's own, but newlines are still kept out.
    mutating func doc(_ comment: String) {
        guard comment.utf8.contains(UInt8(ascii: "\n")) else {
            line("/// " + comment)
            return
        }
        for part in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            line("/// " + part)
        }
    }
}
