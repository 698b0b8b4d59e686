import ScreenGenDiagnostics

/// A dump's text: the header line, then one fact a line, `kind key… value`. Key tokens are
/// separated by one space; the value is the rest of the line. Escapes keep every fact on one
/// line and every token whole: `\\`, `\n`, `\r`, `\t`, `\u{7F}` for other controls, `\s` for
/// a space inside a key token or at either end of a value, `\e` for an empty key token.
public enum GraphDumpText {
    /// The first line of every dump; the number is the dump format's version.
    public static let header = "# screengen dump 1"

    public static func render(_ dump: GraphDump) -> String {
        var text = header + ": one fact a line, sorted; compare two with `screengen diff`\n"
        for fact in dump.facts {
            var line = fact.kind.rawValue
            for token in fact.key { line += " " + escape(token, isKey: true) }
            if !fact.value.isEmpty { line += " " + escape(fact.value, isKey: false) }
            text += line + "\n"
        }
        return text
    }

    /// Whether `text` claims to be a dump (its first line is the header), rather than YAML.
    public static func looksLikeDump(_ text: String) -> Bool {
        text.hasPrefix("# screengen dump ")
    }

    public struct ParseError: Error, Hashable, Sendable {
        /// 1-based.
        public var line: Int
        public var message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// The dump `text` holds. Blank lines and lines starting with `#` after the header are
    /// ignored; anything else that is not a fact is an error at its line.
    public static func parse(_ text: String) throws(ParseError) -> GraphDump {
        // "\r\n" is one Character: a CRLF dump splits at it too. (A carriage return inside a
        // value is escaped, so it never ends a line.)
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        guard let first = lines.first, first == header || first.hasPrefix(header + ":") || first.hasPrefix(header + " ")
        else {
            throw ParseError(line: 1, message: "not a screengen dump: the first line must start with '\(header)'")
        }
        var facts: [GraphFact] = []
        var lineOf: [GraphFact.Identity: Int] = [:]
        for (offset, line) in lines.enumerated().dropFirst() {
            let number = offset + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fact = try parseFact(line, number: number)
            if let earlier = lineOf[fact.identity] {
                throw ParseError(
                    line: number,
                    message:
                        "the same fact as line \(earlier): '\(fact.kind.rawValue) \(fact.key.joined(separator: " "))'")
            }
            lineOf[fact.identity] = number
            facts.append(fact)
        }
        return GraphDump(facts: facts)!
    }

    private static func parseFact(_ line: Substring, number: Int) throws(ParseError) -> GraphFact {
        var rest = line
        let kindText = nextToken(&rest)
        guard let kind = GraphFact.Kind(rawValue: String(kindText)) else {
            var message = "unknown fact kind '\(DisplayText.singleLine(String(kindText)))'"
            let names = GraphFact.Kind.allCases.map(\.rawValue)
            if let suggestion = SpellingSuggestion.closest(to: String(kindText), among: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw ParseError(line: number, message: message)
        }
        var key: [String] = []
        for _ in 0..<kind.keyArity {
            let token = nextToken(&rest)
            guard !token.isEmpty else {
                throw ParseError(
                    line: number,
                    message: "a '\(kind.rawValue)' fact needs \(kind.keyArity) key tokens, found \(key.count)")
            }
            key.append(try unescape(token, number: number))
        }
        return GraphFact(kind, key, try unescape(rest, number: number))
    }

    /// The text up to the next space, removed from `rest` with that space.
    private static func nextToken(_ rest: inout Substring) -> Substring {
        guard let space = rest.firstIndex(of: " ") else {
            defer { rest = rest[rest.endIndex...] }
            return rest
        }
        defer { rest = rest[rest.index(after: space)...] }
        return rest[..<space]
    }

    static func escape(_ text: String, isKey: Bool) -> String {
        if isKey, text.isEmpty { return "\\e" }
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " " where isKey || index == 0 || index == scalars.count - 1: result += "\\s"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func unescape(_ token: Substring, number: Int) throws(ParseError) -> String {
        if token == "\\e" { return "" }
        var result = ""
        var scalars = token.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.popFirst() {
            case "\\": result += "\\"
            case "n": result += "\n"
            case "r": result += "\r"
            case "t": result += "\t"
            case "s": result += " "
            case "u":
                guard scalars.popFirst() == "{", let close = scalars.firstIndex(of: "}"),
                    let value = UInt32(String(scalars[..<close]), radix: 16), let decoded = Unicode.Scalar(value)
                else {
                    throw ParseError(line: number, message: "a '\\u' escape must be '\\u{hex}'")
                }
                result.unicodeScalars.append(decoded)
                scalars = scalars[scalars.index(after: close)...]
            default:
                throw ParseError(line: number, message: "unknown escape: use \\\\, \\n, \\r, \\t, \\s, \\e or \\u{hex}")
            }
        }
        return result
    }
}
