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
        var view = MappingView(pairs: pairs)
        view.keys.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.scalarText else { continue }  // the loader reported it
            guard let allowed = allowedKeys.first(where: { $0 == key }) else {
                var message = "unknown key '\(key)' in \(what())"
                let suggestion = SpellingSuggestion.closest(to: key, among: allowedKeys)
                if let suggestion {
                    message += "; did you mean '\(suggestion)'?"
                }
                report(.unknownKey, message, at: pair.key.location)
                view.unknownKeysMayMean.formUnion(suggestion.map { [$0] } ?? allowedKeys)
                continue
            }
            view.keys.append(MappingView.Key(text: allowed, index: index))
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
        guard let value = Choice(rawValue: text.value) else {
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
struct MappingView {
    /// A defined key and where its pair is in `pairs`.
    struct Key {
        /// The key as the format spells it (the allowed key it matched, equal as a `String`),
        /// so that lookups compare the format's ASCII names with each other.
        var text: String
        var index: Int
    }

    /// The mapping's pairs, as the loader made them (shared, not copied).
    let pairs: LoadedNode.Pairs
    /// In source order, each defined key once (the loader drops repeated keys). A list, not a
    /// dictionary: a schema mapping has a handful of keys, and hashing them into a table
    /// allocated per mapping costs more than comparing a few short strings. Indices rather
    /// than pairs: a pair is two nodes, and copying them in costs retains and releases.
    fileprivate(set) var keys: [Key] = []
    /// The defined keys that the mapping's unknown keys (reported) may be misspellings of: each
    /// one's spelling suggestion, or every defined key for one that resembles none. For these,
    /// "the key is missing" is not a safe conclusion.
    fileprivate(set) var unknownKeysMayMean: Set<String> = []

    fileprivate init(pairs: LoadedNode.Pairs) { self.pairs = pairs }

    subscript(key: String) -> LoadedNode? { index(of: key).map { pairs[$0].value } }
    func keyLocation(_ key: String) -> SourceLocation? { index(of: key).map { pairs[$0].key.location } }

    /// Where the last pair of `key` is, as a dictionary filled in order would keep it.
    private func index(of key: String) -> Int? {
        assert(key.utf8.allSatisfy { $0 < 0x80 }, "a lookup by a key the format defines")
        return keys.last { $0.text.equalsASCII(key) }?.index
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
