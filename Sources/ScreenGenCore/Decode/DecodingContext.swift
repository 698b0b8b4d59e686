import ScreenGenDiagnostics
import ScreenGenYAML

/// Shared helpers of the schema decoders: reading mappings against the keys the format
/// defines, and scalars of the expected kind. Every mismatch becomes a diagnostic and decoding
/// carries on, so one run reports everything.
struct DecodingContext {
    /// The file's diagnostics, the loader's first; past `keptPerRule` a rule's are only counted.
    private var buffer: DiagnosticBuffer
    /// Set when a declared transition or button was dropped for an error: the graph then lacks
    /// edges the user wrote, and reachability warnings would only echo that error.
    var droppedMoves = false
    /// The file's text, for `verbatimStart(of:)`; empty when the caller has none.
    var contents: [UInt8] = []
    /// Where each line of `contents` starts (byte offsets), built on first use.
    private var lineStarts: [Int]?

    /// `diagnostics` are the loader's, `omitted` those it only counted. Of two equal keys the
    /// loader keeps the first and drops the second value (reported), which may have held a
    /// screen, a transition or a button.
    init(
        diagnostics: [Diagnostic] = [], omitted: [DiagnosticBuffer.Key: Int] = [:], keptPerRule: Int? = nil
    ) {
        buffer = DiagnosticBuffer(keptPerRule: keptPerRule)
        buffer.append(contentsOf: diagnostics)
        for (key, count) in omitted {
            buffer.addOmitted(count, of: key)
        }
        droppedMoves = buffer.contains(.duplicateKey)
    }

    /// The diagnostics kept (every one without a limit).
    var diagnostics: [Diagnostic] { mutating get { buffer.diagnostics } }
    /// How many of each file and rule were found past the limit and only counted.
    var omitted: [DiagnosticBuffer.Key: Int] { buffer.omitted }
    /// Every diagnostic reported so far, kept or not.
    var reportedCount: Int { buffer.reportedCount }
    /// Whether an error was reported, kept or not.
    var hasErrors: Bool { buffer.hasErrors }

    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        buffer.append(Diagnostic(rule, message, at: location, notes: notes))
    }

    // `what` names the value in messages. It is an autoclosure everywhere here: most values
    // are fine, and building "the type of param 'x'" for each of them would cost more than
    // decoding it.

    /// The pairs of a mapping node, keyed by their key text, after reporting keys outside
    /// `allowedKeys`. A null node (`key:` with nothing after it) reads as an empty mapping.
    mutating func mapping(_ node: LoadedNode, what: @autoclosure () -> String, allowedKeys: [String]) -> MappingView? {
        guard let pairs = pairs(of: node, what: what()) else { return nil }
        var view = MappingView(pairs: pairs, defined: allowedKeys)
        for index in pairs.indices {
            let keyNode = pairs.key(at: index)
            guard let key = keyNode.scalarText else { continue }  // the loader reported it
            guard let defined = allowedKeys.firstIndex(where: { $0 == key }) else {
                var message = "unknown key '\(key)' in \(what())"
                let suggestion = SpellingSuggestion.closest(to: key, among: allowedKeys)
                if let suggestion {
                    message += "; did you mean '\(suggestion)'?"
                }
                report(.unknownKey, message, at: keyNode.location)
                view.addUnknownKey(mayMean: suggestion.flatMap { allowedKeys.firstIndex(of: $0) })
                continue
            }
            view.addKey(defined, at: index)
        }
        return view
    }

    /// The pairs of a mapping whose keys are names the user chooses (screens, params, …).
    mutating func pairs(of node: LoadedNode, what: @autoclosure () -> String) -> LoadedNode.Pairs? {
        if node.isNull { return node.noPairs }
        guard let pairs = node.mapping else {
            report(.invalidValue, "\(what()) must be a mapping, not a \(node.kindName)", at: node.location)
            return nil
        }
        // Every key is a scalar: the loader reports and drops any other key with its value.
        return pairs
    }

    mutating func sequence(_ node: LoadedNode, what: @autoclosure () -> String) -> LoadedNode.Items? {
        if node.isNull { return node.noItems }
        guard let items = node.sequence else {
            report(.invalidValue, "\(what()) must be a sequence, not a \(node.kindName)", at: node.location)
            return nil
        }
        return items
    }

    /// A non-null scalar's text.
    mutating func string(_ node: LoadedNode, what: @autoclosure () -> String) -> Located<String>? {
        guard let text = node.scalarText else {
            report(.invalidValue, "\(what()) must be a scalar, not a \(node.kindName)", at: node.location)
            return nil
        }
        guard !node.isNull else {
            report(.invalidValue, "\(what()) must not be empty", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    /// Where the text of the scalar `node` starts in the file, when its characters are there
    /// one for one (on the node's line, no escape, no folded line break), so that a position
    /// inside the text is a column of the file; nil otherwise, or without the file's text.
    mutating func verbatimStart(of node: LoadedNode) -> SourceLocation? {
        guard let scalar = node.scalar, !contents.isEmpty else { return nil }
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return nil
        }
        if lineStarts == nil {
            var starts = [0]
            for (offset, byte) in contents.enumerated() where byte == 0x0A { starts.append(offset + 1) }
            lineStarts = starts
        }
        guard let starts = lineStarts, node.location.line >= 1, node.location.line <= starts.count else { return nil }
        var start = starts[node.location.line - 1]
        // A byte order mark takes no column (as libyaml counts them).
        if start == 0, contents.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let end = node.location.line < starts.count ? starts[node.location.line] : contents.count
        let line = String(decoding: contents[start..<end], as: UTF8.self).unicodeScalars
        let column = node.location.column + quote
        guard column >= 1, column - 1 <= line.count else { return nil }
        let rest = line.dropFirst(column - 1)
        guard rest.starts(with: scalar.text.unicodeScalars) else { return nil }
        return SourceLocation(fileID: node.location.fileID, line: node.location.line, column: column)
    }

    /// A scalar naming one of an enumeration's cases.
    mutating func choice<Choice: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ node: LoadedNode, what: @autoclosure () -> String, as _: Choice.Type
    ) -> Located<Choice>? where Choice.RawValue == String {
        guard let text = string(node, what: what()) else { return nil }
        // The cases' ASCII names compared length first: nearly every value written is one of
        // them, found without the generated `init(rawValue:)`'s string switch (#33: some 300
        // instructions a value, a style on most transitions). A miss asks it anyway.
        let found = Choice.allCases.first { $0.rawValue.equalsASCII(text.value) }
        guard let value = found ?? Choice(rawValue: text.value) else {
            let names = Choice.allCases.map(\.rawValue)
            var message = "\(what()) must be one of \(names.joined(separator: ", ")), not '\(text.value)'"
            if let suggestion = SpellingSuggestion.closest(to: text.value, among: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            report(.invalidValue, message, at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A list of names written either as a sequence or, for one name, as a lone scalar.
    mutating func names(_ node: LoadedNode, what: @autoclosure () -> String) -> [Located<String>] {
        if node.scalar != nil, node.scalar?.isNull == false {
            return string(node, what: what()).map { [$0] } ?? []
        }
        guard let items = sequence(node, what: what()) else { return [] }
        return items.compactMap { string($0, what: "an entry of \(what())") }
    }
}

/// A mapping's defined keys, each with its key and value nodes.
///
/// Plain values, no list: which of the format's keys are written is a bit each, and where
/// their pairs are a byte each (#33: a list of keys allocated, filled and freed per mapping,
/// some five mappings per screen, cost about 4M instructions more at 2,000 screens).
struct MappingView {
    /// The mapping's pairs, as the loader made them (shared, not copied).
    let pairs: LoadedNode.Pairs
    /// The keys the format defines here (`allowedKeys`), at most 64; their positions number
    /// the bits below.
    private let defined: [String]
    /// Bit `i` set: `defined[i]` is written (once: the loader drops repeated keys).
    private var written: UInt64 = 0
    /// The pair of each written key among the first `packedKeys` defined ones, a byte each
    /// (`unpacked` for a pair too far in to fit); the others are looked for in `pairs`.
    private var packed: (UInt64, UInt64) = (0, 0)
    /// Bit `n % 64` set: a written key is `n` bytes long. Most lookups are of keys not written,
    /// and most of those have a length no written key has: settled without comparing texts.
    private var writtenLengths: UInt64 = 0
    /// Bit `i` set: an unknown key (reported) may mean `defined[i]` (see `unknownKeysMayMean`).
    private var mayMean: UInt64 = 0

    /// How many defined keys have their pair's position packed: past them, and for a pair at
    /// `unpacked` or later, the position is found by a scan (a mapping of that many keys is
    /// rare: the largest schema has 16).
    private static let packedKeys = 16
    private static let unpacked = 0xFF

    fileprivate init(pairs: LoadedNode.Pairs, defined: [String]) {
        precondition(defined.count <= 64, "a mapping defines at most 64 keys")
        self.pairs = pairs
        self.defined = defined
    }

    /// The defined keys that the mapping's unknown keys (reported) may be misspellings of: each
    /// one's spelling suggestion, or every defined key for one that resembles none. For these,
    /// "the key is missing" is not a safe conclusion.
    var unknownKeysMayMean: Set<String> {
        guard mayMean != 0 else { return [] }
        return Set(defined.indices.lazy.filter { mayMean & (1 << UInt64($0)) != 0 }.map { defined[$0] })
    }

    subscript(key: String) -> LoadedNode? { index(of: key).map { pairs.value(at: $0) } }
    func keyLocation(_ key: String) -> SourceLocation? { index(of: key).map { pairs.key(at: $0).location } }

    /// Records that `defined[key]` is written, in the pair at `index`.
    fileprivate mutating func addKey(_ key: Int, at index: Int) {
        written |= 1 << UInt64(key)
        writtenLengths |= Self.lengthBit(of: defined[key])
        guard key < Self.packedKeys else { return }
        let byte = UInt64(min(index, Self.unpacked))
        let shift = UInt64(key % 8 * 8)
        // A key written again replaces the earlier position, as a dictionary filled in order
        // would keep the last (the loader drops repeated keys, so this is for safety alone).
        if key < 8 {
            packed.0 = packed.0 & ~(0xFF << shift) | byte << shift
        } else {
            packed.1 = packed.1 & ~(0xFF << shift) | byte << shift
        }
    }

    /// Records an unknown key that may mean `defined[suggestion]`, or any defined key for nil.
    fileprivate mutating func addUnknownKey(mayMean suggestion: Int?) {
        if let suggestion {
            mayMean |= 1 << UInt64(suggestion)
        } else {
            mayMean |= defined.count == 64 ? ~0 : (1 << UInt64(defined.count)) - 1
        }
    }

    @inline(__always)
    private static func lengthBit(of key: String) -> UInt64 { 1 << UInt64(key.utf8.count & 63) }

    /// Where the pair of `key` is, when it is written: the written keys are the few bits set.
    @inline(__always)
    private func index(of key: String) -> Int? {
        assert(key.utf8.allSatisfy { $0 < 0x80 }, "a lookup by a key the format defines")
        guard writtenLengths & Self.lengthBit(of: key) != 0 else { return nil }
        var remaining = written
        while remaining != 0 {
            let bit = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            guard defined[bit].equalsASCII(key) else { continue }
            return position(ofDefined: bit)
        }
        return nil
    }

    /// The position in `pairs` of the written key `defined[bit]`.
    private func position(ofDefined bit: Int) -> Int {
        if bit < Self.packedKeys {
            let word = bit < 8 ? packed.0 : packed.1
            let position = Int(truncatingIfNeeded: word >> UInt64(bit % 8 * 8) & 0xFF)
            if position < Self.unpacked { return position }
        }
        // Not packed: the pair whose key is that defined key, as `mapping` matched it.
        let name = defined[bit]
        return pairs.indices.last { pairs.key(at: $0).scalarText == name }!
    }
}

extension String {
    /// Whether two ASCII texts (the format's own key names) are equal, their lengths compared
    /// first: most keys compared differ in length, and that is settled without a call into the
    /// string runtime (#33: about 25 instructions each, tens of thousands per graph). Only for
    /// ASCII: a non-ASCII text can equal one of another length (e + U+0301 and U+00E9).
    func equalsASCII(_ other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
