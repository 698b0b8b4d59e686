import ScreenGenDiagnostics

@testable import ScreenGenYAML

/// The file name every test loads under.
let testFile = "t.yaml"

/// Loads `text` (as UTF-8) under `testFile`.
func load(_ text: String, limits: YAMLLoadLimits = YAMLLoadLimits()) -> YAMLLoadResult {
    YAMLLoader.load(Array(text.utf8), file: testFile, limits: limits)
}

/// The formatted diagnostics of loading `text`: `t.yaml:line:col: error: message [rule]`,
/// notes on lines of their own.
func diagnostics(of text: String, limits: YAMLLoadLimits = YAMLLoadLimits()) -> [String] {
    load(text, limits: limits).diagnostics.map(\.formatted)
}

/// The diagnostics of loading raw bytes.
func diagnostics(ofBytes bytes: [UInt8], limits: YAMLLoadLimits = YAMLLoadLimits()) -> [String] {
    YAMLLoader.load(bytes, file: testFile, limits: limits).diagnostics.map(\.formatted)
}

/// The document of `text` in a compact form that shows every node's position:
/// `{key@1:1: value@1:6}@1:1`, `[a@1:2]@1:1`. Quoted, block and tagged scalars show their style
/// ('x', "x", |x, >x) and tag (<tag>x).
func tree(of text: String, limits: YAMLLoadLimits = YAMLLoadLimits()) -> String? {
    load(text, limits: limits).document.map(render)
}

func render(_ node: YAMLNode) -> String {
    let at = "@\(node.location.line):\(node.location.column)"
    switch node.content {
    case .scalar(let scalar):
        let tag = scalar.tag.map { "<\($0)>" } ?? ""
        let text: String =
            switch scalar.style {
            case .plain: scalar.text
            case .singleQuoted: "'\(scalar.text)'"
            case .doubleQuoted: "\"\(scalar.text)\""
            case .literal: "|\(scalar.text)"
            case .folded: ">\(scalar.text)"
            }
        return tag + text + at
    case .sequence(let items):
        return "[" + items.map(render).joined(separator: ", ") + "]" + at
    case .mapping(let pairs):
        return "{" + pairs.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "}" + at
    }
}
