import ScreenGenDiagnostics

/// Keeps a diagnostic on one line and readable whatever names and values it quotes from the
/// YAML: line breaks, other control characters and the invisible characters that reorder or
/// hide text on a terminal (bidi overrides and isolates) are shown as `\u{…}` escapes
/// (`\n`, `\r` and `\t` as themselves).
public enum DisplayText {
    public static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls, DEL
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
        case 0x2028, 0x2029, 0xFEFF: true  // line and paragraph separators, zero-width no-break space
        default: false
        }
    }
}

extension Diagnostic {
    /// The diagnostic with its message, notes and file paths made safe to print on their own
    /// lines: a file name is as untrusted as the text inside the file.
    var sanitized: Diagnostic {
        var copy = self
        copy.message = DisplayText.singleLine(message)
        copy.location.file = DisplayText.singleLine(location.file)
        copy.notes = notes.map { note in
            var location = note.location
            location.file = DisplayText.singleLine(location.file)
            return Diagnostic.Note(DisplayText.singleLine(note.message), at: location)
        }
        return copy
    }
}
