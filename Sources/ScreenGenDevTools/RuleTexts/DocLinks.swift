import Foundation

/// DocC links of a rule page rewritten for readers outside DocC: `<doc:unknown-key>` becomes
/// `` `unknown-key` `` and `<doc:Screens-Format-Reference#Deep-links>` becomes
/// "“Deep links” in the format reference".
struct DocLinks {
    /// A link with no plain-text form (to a page other than a rule or the format reference).
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    var ruleNames: Set<String>

    /// `text` with every `<doc:target>` and `<doc:target#anchor>` rewritten.
    ///
    /// - Parameter text: Markdown prose.
    /// - Returns: The prose with its links as plain text.
    /// - Throws: `Unreadable` for a link that has no plain-text form.
    func plain(_ text: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<doc:") {
            guard let (target, anchor, end) = Self.link(rest[open.upperBound...]) else {
                // Not a link: keep its first character and look again after it.
                let next = rest.index(after: open.lowerBound)
                result += rest[..<next]
                rest = rest[next...]
                continue
            }
            result += rest[..<open.lowerBound]
            result += try replacement(target: target, anchor: anchor)
            rest = rest[end...]
        }
        return result + rest
    }

    private func replacement(target: String, anchor: String?) throws -> String {
        if ruleNames.contains(target), anchor == nil { return "`\(target)`" }
        if target == "Screens-Format-Reference" {
            guard let anchor else { return "the format reference" }
            return "\u{201C}\(anchor.replacingOccurrences(of: "-", with: " "))\u{201D} in the format reference"
        }
        let link = "<doc:\(target)\(anchor.map { "#" + $0 } ?? "")>"
        throw Unreadable(description: "a link to \(link) has no plain-text form")
    }

    /// What follows `<doc:`: a target of one or more characters other than `>` and `#`, then
    /// `>`, or `#`, an anchor of one or more characters other than `>`, and `>`. Returns the
    /// index after the `>`.
    private static func link(_ text: Substring) -> (String, String?, Substring.Index)? {
        guard let targetEnd = text.firstIndex(where: { $0 == ">" || $0 == "#" }), targetEnd > text.startIndex else {
            return nil
        }
        let target = String(text[..<targetEnd])
        if text[targetEnd] == ">" { return (target, nil, text.index(after: targetEnd)) }
        let anchorStart = text.index(after: targetEnd)
        guard let anchorEnd = text[anchorStart...].firstIndex(of: ">"), anchorEnd > anchorStart else { return nil }
        return (target, String(text[anchorStart..<anchorEnd]), text.index(after: anchorEnd))
    }
}
