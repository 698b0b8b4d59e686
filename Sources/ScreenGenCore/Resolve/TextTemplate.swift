/// Display text with `{param}` placeholders (titles, alert messages, button titles). Literal
/// text is rendered as an escaped Swift string literal; placeholders only ever become
/// interpolations of the screen's own params.
struct TextTemplate: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case text(String)
        case param(Int)
    }

    var segments: [Segment]

    var referencedParams: [Int] {
        segments.compactMap { if case .param(let index) = $0 { index } else { nil } }
    }

    /// Splits `text` at `{name}` placeholders; `lookup` maps a name to a param index. Braces that
    /// do not enclose an identifier-like name stay literal text. Returns the unknown names too.
    static func parse(_ text: String, lookup: (String) -> Int?) -> (template: TextTemplate, unknown: [String]) {
        // Most texts have no placeholder: no `{` byte means no `{` character either.
        guard text.containsUTF8(UInt8(ascii: "{")) else { return (TextTemplate(segments: [.text(text)]), []) }
        var segments: [Segment] = []
        var unknown: [String] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else {
                rest = rest[open...]  // the text before the brace is already in `literal`
                break
            }
            let name = String(rest[afterOpen..<close])
            if SwiftIdentifier.words(of: name) != nil {
                if let index = lookup(name) {
                    if !literal.isEmpty { segments.append(.text(literal)) }
                    literal = ""
                    segments.append(.param(index))
                } else {
                    unknown.append(name)
                    literal += rest[open...close]
                }
            } else {
                literal += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty || segments.isEmpty { segments.append(.text(literal)) }
        return (TextTemplate(segments: segments), unknown)
    }
}
