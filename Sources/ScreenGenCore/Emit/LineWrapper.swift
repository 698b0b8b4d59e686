/// Breaks a generated line longer than 120 columns the way swift-format would: a one-line body
/// onto its own lines, a `case` body below its pattern, an argument or parameter list one entry a
/// line, a conformance list one protocol a line, a comment at word boundaries. Applied to each
/// finished line by `SwiftWriter`, so emitters write whole lines and only long ones pay for it.
///
/// It never changes what the code means: it breaks only outside string literals (whose
/// interpolations it follows) and only where Swift allows a line break. A line that has no such
/// place and is long because of a string literal (an alert's long message) gets the literal as a
/// multi-line one whose lines end in `\` (a line break the text does not contain); a line that
/// has neither stays as it is.
enum LineWrapper {
    static let limit = 120
    private static let step = 4

    /// The lines `content` becomes at `indent` spaces, indentation included; one line, as it
    /// is, when it fits.
    static func wrap(_ content: String, indent: Int) -> [String] {
        var lines: [String] = []
        append(Array(content.utf8), indent: indent, into: &lines)
        return lines
    }

    private static func append(_ content: [UInt8], indent: Int, into lines: inout [String]) {
        if indent + content.count <= limit {
            lines.append(text(content, indent: indent))
            return
        }
        if let pieces = comment(content, indent: indent) ?? breakLine(content, indent: indent) {
            for (piece, depth) in pieces where !piece.isEmpty || depth == 0 {
                append(piece, indent: indent + depth * step, into: &lines)
            }
            return
        }
        if let literal = StringLiteralBreaker.lines(content, indent: indent, step: step, limit: limit) {
            lines += literal
            return
        }
        if let pieces = memberChain(content, indent: indent) {
            for (piece, depth) in pieces { append(piece, indent: indent + depth * step, into: &lines) }
            return
        }
        lines.append(text(content, indent: indent))
    }

    /// A long member chain (`account.profile.…`, a param's property read by `args`), broken
    /// before the rightmost `.member` that leaves a first piece within the limit: the rest goes on
    /// the next line, one level deeper, as Swift continues a postfix chain. Only in a line with no
    /// string literal or comment, and only between two names (never in a number or before an
    /// implicit member `.case`); nil when there is no such place.
    private static func memberChain(_ content: [UInt8], indent: Int) -> [([UInt8], Int)]? {
        guard !content.contains(UInt8(ascii: "\"")), !content.starts(with: Array("//".utf8)) else { return nil }
        let isName = { (byte: UInt8) in byte.isASCIILetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") }
        var best: Int?
        for index in content.indices.dropFirst().dropLast() where content[index] == UInt8(ascii: ".") {
            let before = content[index - 1]
            guard isName(before) || before.isASCIIDigit, isName(content[index + 1]) else { continue }
            // A number's digits before the dot make it no member access only when it is all digits.
            var start = index - 1
            while start > 0, isName(content[start - 1]) || content[start - 1].isASCIIDigit { start -= 1 }
            guard isName(content[start]) else { continue }
            if indent + index <= limit { best = index } else { break }
        }
        guard let best, best > 0 else { return nil }
        return [(Array(content[..<best]), 0), (Array(content[best...]), 1)]
    }

    private static func text(_ content: [UInt8], indent: Int) -> String {
        String(repeating: " ", count: indent) + String(decoding: content, as: UTF8.self)
    }

    // MARK: Comments

    /// `/// words…` or `// words…`, refilled at word boundaries.
    private static func comment(_ content: [UInt8], indent: Int) -> [([UInt8], Int)]? {
        let prefix: [UInt8]
        if content.starts(with: Array("/// ".utf8)) {
            prefix = Array("/// ".utf8)
        } else if content.starts(with: Array("// ".utf8)) {
            prefix = Array("// ".utf8)
        } else {
            return nil
        }
        let words = content[prefix.count...].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
        var result: [([UInt8], Int)] = []
        var current = prefix
        for word in words {
            if current.count > prefix.count, indent + current.count + 1 + word.count > limit {
                result.append((current, 0))
                current = prefix
            }
            if current.count > prefix.count { current.append(UInt8(ascii: " ")) }
            current += word
        }
        result.append((current, 0))
        return result.count > 1 ? result : nil
    }

    // MARK: Code

    /// A bracket pair outside string literals, at the line's top level, and the top-level commas
    /// (or other separators) inside it.
    private struct Scan {
        /// Offsets of each opening bracket at depth 0 with its closing one.
        var pairs: [(open: Int, close: Int)] = []
        /// Per pair, the offsets of commas directly inside it.
        var commas: [[Int]] = []
        /// Offsets of top-level `, ` (outside any bracket).
        var topCommas: [Int] = []
        /// Offsets of top-level `: `.
        var topColons: [Int] = []
        /// Offset of the first top-level `{` whose `}` ends the line, if any.
        var trailingBlock: Int?
        var isBalanced = true
    }

    /// Finds brackets, commas and colons outside string literals, following interpolations.
    private static func scan(_ content: [UInt8]) -> Scan {
        var result = Scan()
        // Each open bracket: its byte and offset; a `\(` of a string is a `(` that returns to the string.
        var stack: [(byte: UInt8, offset: Int, interpolation: Bool)] = []
        var inString = false
        var index = 0
        var depthZeroBraces: [Int] = []
        while index < content.count {
            let byte = content[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    if index + 1 < content.count, content[index + 1] == UInt8(ascii: "(") {
                        stack.append((UInt8(ascii: "("), index + 1, true))
                        inString = false
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if stack.isEmpty {
                    result.pairs.append((index, -1))
                    result.commas.append([])
                    if byte == UInt8(ascii: "{") { depthZeroBraces.append(result.pairs.count - 1) }
                }
                stack.append((byte, index, false))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let open = stack.popLast() else {
                    result.isBalanced = false
                    return result
                }
                if open.interpolation {
                    inString = true
                } else if stack.isEmpty {
                    result.pairs[result.pairs.count - 1].close = index
                }
            case UInt8(ascii: ","):
                if stack.isEmpty {
                    result.topCommas.append(index)
                } else if stack.count == 1, !stack[0].interpolation {
                    result.commas[result.commas.count - 1].append(index)
                }
            case UInt8(ascii: ":"):
                if stack.isEmpty, index + 1 < content.count, content[index + 1] == UInt8(ascii: " ") {
                    result.topColons.append(index)
                }
            default:
                break
            }
            index += 1
        }
        // A line may end by opening a block (`func f(…) {`): that brace closes on a later line.
        if !inString, stack.count == 1, stack[0].byte == UInt8(ascii: "{"), stack[0].offset == content.count - 1 {
            stack.removeAll()
        }
        if inString || !stack.isEmpty {
            result.isBalanced = false
            return result
        }
        if let last = depthZeroBraces.last, result.pairs[last].close == content.count - 1, result.pairs[last].open > 0 {
            result.trailingBlock = result.pairs[last].open
        }
        return result
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var slice = bytes
        while slice.first == UInt8(ascii: " ") { slice = slice.dropFirst() }
        while slice.last == UInt8(ascii: " ") { slice = slice.dropLast() }
        return Array(slice)
    }

    /// The pieces a long code line breaks into, each with its extra depth; nil when it has no
    /// place to break.
    private static func breakLine(_ content: [UInt8], indent: Int) -> [([UInt8], Int)]? {
        // `).move(…)`, the rest of a call broken before: the closers stay, the rest is broken.
        let closers = content.prefix { $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "}") }
        if !closers.isEmpty, closers.count < content.count,
            var pieces = breakLine(Array(content[closers.count...]), indent: indent), pieces.first?.1 == 0
        {
            pieces[0].0 = Array(closers) + pieces[0].0
            return pieces
        }
        let scan = scan(content)
        guard scan.isBalanced else { return nil }
        // `head { body }`: the body on its own lines (a closure's `name in` stays on the head).
        if let open = scan.trailingBlock {
            var head = trimmed(content[..<open]) + Array(" {".utf8)
            var body = trimmed(content[(open + 1)..<(content.count - 1)])
            if !body.isEmpty {
                if let parameters = closureParameters(body) {
                    head += [UInt8(ascii: " ")] + body[..<parameters] + Array(" in".utf8)
                    body = trimmed(body[(parameters + 3)...])
                }
                if isConformanceHeader(head), let list = conformanceList(head, indent: indent) {
                    return list + [(body, 1), (Array("}".utf8), 0)]
                }
                return [(head, 0), (body, 1), (Array("}".utf8), 0)]
            }
        }
        // `case pattern: body`: the body below the pattern.
        if content.starts(with: Array("case ".utf8)) || content.starts(with: Array("default:".utf8)),
            let colon = scan.topColons.first
        {
            return [(Array(content[...colon]), 0), (trimmed(content[(colon + 1)...]), 1)]
        }
        // `guard a, b, … else {`: a condition a line, `else {` below them (swift-format's way).
        if content.starts(with: Array("guard ".utf8)), content.suffix(7).elementsEqual(" else {".utf8),
            let last = scan.topCommas.last, last < content.count - 7
        {
            let conditions = entries(content, from: 0, to: content.count - 7, commas: scan.topCommas)
            return conditions.enumerated().map { ($1, $0 == 0 ? 0 : 1) } + [(Array("else {".utf8), 0)]
        }
        if isConformanceHeader(content), let list = conformanceList(content, indent: indent) { return list }
        // `extension X where A == B, … {`: the where clause on a line of its own.
        if isConformanceHeader(content), let clause = firstRange(of: Array(" where ".utf8), in: content) {
            return [(Array(content[..<clause]), 0), (trimmed(content[clause...]), 0)]
        }
        // `case .a, .b, …:` with many patterns: filled line by line, continued one level deeper.
        if content.starts(with: Array("case ".utf8)), content.last == UInt8(ascii: ":"), !scan.topCommas.isEmpty {
            return filledList(content, commas: scan.topCommas, indent: indent)
        }
        // The first bracket with a list in it, else the longest: one entry a line.
        let candidates = scan.pairs.indices.filter { scan.pairs[$0].close > scan.pairs[$0].open + 1 }
        guard
            let chosen = candidates.first(where: { !scan.commas[$0].isEmpty })
                ?? candidates.max(by: {
                    scan.pairs[$0].close - scan.pairs[$0].open < scan.pairs[$1].close - scan.pairs[$1].open
                })
        else { return nil }
        let (open, close) = scan.pairs[chosen]
        guard content[open] != UInt8(ascii: "{") else { return nil }
        var pieces: [([UInt8], Int)] = [(Array(content[...open]), 0)]
        // All the entries on one line of their own when they fit there, else one a line.
        let inner = trimmed(content[(open + 1)..<close])
        if indent + step + inner.count <= limit {
            return pieces + [(inner, 1), (Array(content[close...]), 0)]
        }
        pieces += entries(content, from: open + 1, to: close, commas: scan.commas[chosen]).map { ($0, 1) }
        pieces.append((Array(content[close...]), 0))
        return pieces
    }

    /// The entries of `content[start..<end]` between `commas`, trimmed, each but the last with
    /// its comma.
    private static func entries(_ content: [UInt8], from start: Int, to end: Int, commas: [Int]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var entryStart = start
        for entryEnd in commas + [end] {
            var entry = trimmed(content[entryStart..<entryEnd])
            if entryEnd != end { entry.append(UInt8(ascii: ",")) }
            result.append(entry)
            entryStart = entryEnd + 1
        }
        return result
    }

    /// The entries between `commas`, as many on a line as fit; the lines after the first one
    /// level deeper.
    private static func filledList(
        _ content: [UInt8], commas: [Int], indent: Int, firstAtDepth firstDepth: Int = 0
    ) -> [([UInt8], Int)] {
        var pieces: [([UInt8], Int)] = []
        var current: [UInt8] = []
        for entry in entries(content, from: 0, to: content.count, commas: commas) {
            let depth = pieces.isEmpty ? firstDepth : 1
            if !current.isEmpty, indent + depth * step + current.count + 1 + entry.count > limit {
                pieces.append((current, depth))
                current = []
            }
            current += current.isEmpty ? entry : [UInt8(ascii: " ")] + entry
        }
        pieces.append((current, pieces.isEmpty ? firstDepth : 1))
        return pieces
    }

    /// `route in ` at the start of a closure body: the offset of the space before `in`.
    private static func closureParameters(_ body: [UInt8]) -> Int? {
        var index = 0
        while index < body.count,
            body[index].isIdentifierByte || body[index] == UInt8(ascii: ",") || body[index] == UInt8(ascii: " ")
        {
            if body[index] == UInt8(ascii: " "), index > 0, body[(index + 1)...].starts(with: Array("in ".utf8)) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static let declarationKeywords = ["extension ", "struct ", "enum ", "protocol ", "class ", "final class "]
        .map { Array($0.utf8) }

    private static func isConformanceHeader(_ content: [UInt8]) -> Bool {
        var rest = content[...]
        for modifier in ["public ", "internal ", "private ", "fileprivate "]
        where rest.starts(with: Array(modifier.utf8)) {
            rest = rest.dropFirst(modifier.utf8.count)
        }
        return declarationKeywords.contains { rest.starts(with: $0) }
    }

    /// `extension X: A, B {` (or `{}`): the type, then the protocols, as many a line as fit,
    /// then the brace.
    private static func conformanceList(_ content: [UInt8], indent: Int) -> [([UInt8], Int)]? {
        let scan = scan(content)
        guard let colon = scan.topColons.first else { return nil }
        var end = content.count
        var brace = [UInt8]()
        if content.last == UInt8(ascii: "{") {
            end -= 1
            brace = Array("{".utf8)
        } else if content.count >= 2, content.suffix(2) == Array("{}".utf8)[...] {
            end -= 2
            brace = Array("{}".utf8)
        }
        guard !brace.isEmpty else { return nil }
        let list = trimmed(content[(colon + 1)..<end])
        let commas = scan.topCommas.filter { $0 > colon && $0 < end }.map {
            $0 - (colon + 1) - leadingSpaces(content[(colon + 1)...])
        }
        // Every line of the list one level deeper: filled as continuation lines of a line that
        // starts one level up.
        let filled = filledList(list, commas: commas, indent: indent, firstAtDepth: 1).map { ($0.0, 1) }
        return [(Array(content[...colon]), 0)] + filled + [(brace, 0)]
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func leadingSpaces(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.prefix { $0 == UInt8(ascii: " ") }.count
    }
}

extension UInt8 {
    fileprivate var isIdentifierByte: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || (self >= 0x30 && self <= 0x39)
            || self == 0x5F
    }
}
