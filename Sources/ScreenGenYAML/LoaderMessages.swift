/// Every message the loader prints, in one place, so their exact wording is easy to review
/// and to keep stable: tests and users match on it.
enum LoaderMessages {
    // MARK: yaml-syntax

    /// libyaml's problem, then its context when it gives one:
    /// "did not find expected key while parsing a block mapping".
    /// The note at libyaml's context mark: "while parsing a flow mapping" → "libyaml was
    /// parsing a flow mapping that started here".
    static func syntaxContext(_ context: String) -> String {
        let activity = context.hasPrefix("while ") ? String(context.dropFirst("while ".count)) : context
        return "libyaml was \(activity) that started here"
    }

    static func syntaxError(_ problem: String, context: String?) -> String {
        guard let context, !context.isEmpty else { return problem }
        return "\(problem) \(context)"
    }

    /// A libyaml reader error, with the offending character when libyaml names one:
    /// "control characters are not allowed (U+0007)".
    static func readerError(_ problem: String, value: Int?) -> String {
        guard let value else { return problem }
        return "\(problem) (\(codePoint(value)))"
    }

    static let parserOutOfMemory = "libyaml ran out of memory"

    static func invalidUTF8(byte: UInt8) -> String {
        "invalid UTF-8 byte 0x\(hex(Int(byte), digits: 2))"
    }

    static func notUTF8(encoding: String) -> String {
        "the file is \(encoding) (it starts with a \(encoding) byte order mark); screens files must be UTF-8"
    }

    static func unknownAnchor(_ name: String) -> String {
        "unknown anchor '\(quoted(name))'"
    }

    // MARK: invalid-value

    static func recursiveAlias(_ name: String) -> String {
        "alias '*\(quoted(name))' is inside the node it refers to"
    }

    static let nonScalarKey = "mapping keys must be scalars"

    static let secondDocument = "a screens file holds one YAML document; found another here"

    /// `found`: a node's `kindName`.
    static func mergeValue(found: String) -> String {
        "a merge key '<<' takes a mapping or a list of mappings, found a \(found)"
    }

    static func mergeListItem(found: String) -> String {
        "a merge key '<<' takes a mapping or a list of mappings, found a \(found) in the list"
    }

    // MARK: duplicate-key

    static func duplicateKey(_ key: String) -> String {
        "duplicate key '\(quoted(key))' in mapping"
    }

    static let firstDefinedHere = "first defined here"

    // MARK: input-limit

    static func fileTooLarge(size: Int, limit: Int) -> String {
        "file is \(size) bytes, larger than the limit of \(limit) bytes"
    }

    static func nestingTooDeep(limit: Int) -> String {
        "nesting is deeper than \(limit) levels"
    }

    static func aliasNestingTooDeep(limit: Int) -> String {
        "alias expands to nesting deeper than \(limit) levels"
    }

    static func tooManyNodes(limit: Int) -> String {
        "document has more than \(limit) nodes"
    }

    static func aliasesExpandTooFar(limit: Int) -> String {
        "aliases expand to more than \(limit) nodes"
    }

    // MARK: formatting

    /// Keeps a diagnostic on one line whatever the key holds: control characters are escaped
    /// and very long text is shortened.
    static func quoted(_ text: String) -> String {
        var result = ""
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == 60 {
                result += "…"
                break
            }
            shown += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(hex(Int(scalar.value), digits: 1))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func codePoint(_ value: Int) -> String {
        "U+\(hex(value, digits: 4))"
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
