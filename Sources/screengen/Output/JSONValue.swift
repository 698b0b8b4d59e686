/// A JSON document with its keys in the order they were written, rendered the same way every
/// time: what the machine-readable outputs are built from (Foundation's serializer orders
/// keys only alphabetically, and escapes `/`).
indirect enum JSONValue: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.compact == rhs.compact
    }

    /// Pretty-printed with two-space indentation, `"key": value`, and a final newline.
    var pretty: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    /// On one line: `{"key": 1, "other": [1, 2]}`.
    var compact: String {
        switch self {
        case .array(let items):
            return "[" + items.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { "\(Self.quoted($0.0)): \($0.1.compact)" }.joined(separator: ", ") + "}"
        default:
            return scalarText
        }
    }

    private var scalarText: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .int(let number): String(number)
        case .bool(let value): value ? "true" : "false"
        case .array, .object: compact
        }
    }

    private func write(to text: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let items) where !items.isEmpty:
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                item.write(to: &text, indent: inner)
                text += index < items.count - 1 ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let members) where !members.isEmpty:
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                text += inner + Self.quoted(key) + ": "
                value.write(to: &text, indent: inner)
                text += index < members.count - 1 ? ",\n" : "\n"
            }
            text += indent + "}"
        case .array:
            text += "[]"
        case .object:
            text += "{}"
        default:
            text += scalarText
        }
    }

    /// A JSON string literal (RFC 8259): `"` and `\` escaped, control characters as `\n`, `\r`,
    /// `\t` or `\u00XX`; everything else, non-ASCII included, as UTF-8.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
