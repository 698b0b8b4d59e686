/// Renders text as a Swift string literal that means exactly that text: quotes, backslashes and
/// every control or non-ASCII-printable character escaped, so YAML text can never close the
/// literal, start an interpolation or smuggle in a line of code.
enum SwiftStringLiteral {
    static func render(_ text: String) -> String {
        "\"" + escapedBody(text) + "\""
    }

    /// The inside of a literal, without the quotes.
    static func escapedBody(_ text: String) -> String {
        // Most text (screen names, titles, transition lines) needs no escape at all: checking
        // its bytes costs far less than rebuilding it one scalar at a time.
        if text.allUTF8(satisfy: isPlainByte) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                // Printable ASCII stays as it is; everything else (controls, and non-ASCII which
                // could hide bidi overrides or line separators) becomes \u{…}.
                if scalar.value >= 0x20 && scalar.value < 0x7F {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result
    }

    /// Printable ASCII other than `"` and `\`: a byte the literal keeps as it is.
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
}
