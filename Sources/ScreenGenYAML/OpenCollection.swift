import ScreenGenDiagnostics

/// A sequence or mapping whose end event has not come yet.
///
/// Its children (their numbers in the file's arena) wait on a stack shared by all open
/// collections (`children`, owned by the tree builder) rather than in an array of their own:
/// arrays grown one append at a time reallocate several times and end up with spare capacity.
/// On close, they are copied once into the arena's array of children. A mapping's children
/// alternate key, value, key, value.
struct OpenCollection {
    enum Kind {
        case sequence
        case mapping
    }

    /// Where a mapping is between a key and its value.
    private enum KeyState {
        /// The next node is a key.
        case awaitingKey
        /// The next node is the value of the key last pushed.
        case awaitingValue
        /// The next node is the value of the merge key last pushed (see `MergeKey`).
        case awaitingMergeValue
        /// The next node is the value of a rejected key: read it, then drop it.
        case droppingValue
    }

    /// Up to this many keys, a duplicate is looked for by a linear scan: most mappings are
    /// small, and a scan costs less than hashing into a dictionary allocated per mapping.
    private static let linearKeyLimit = 8

    let kind: Kind
    let location: SourceLocation
    /// The anchor on this collection and its definition id in the `AnchorTable`.
    let anchor: (name: String, id: Int)?
    /// The document's expanded node count before this collection: its own size is the
    /// difference when it closes.
    let nodeCountBefore: Int
    /// Where this collection's children start on the shared stack.
    private let firstChild: Int
    /// The highest child's height; the collection is one level higher.
    private(set) var childHeight = 0
    private var keyState = KeyState.awaitingKey
    private var keyCount = 0
    /// Index (in key order) of each key text, built once a mapping outgrows the linear scan,
    /// so that a mapping of n keys costs O(n) however large it is.
    private var keyIndex: [String: Int] = [:]
    /// Where keys that were aliases appear, by key index: the node itself keeps its anchor's
    /// location, but a note about the key should point at the alias.
    private var aliasKeySites: [Int: SourceLocation] = [:]
    /// Index (in key order) of the mapping's merge key `<<`, resolved on close.
    private var mergeKeyIndex: Int?

    init(
        kind: Kind, location: SourceLocation, anchor: (name: String, id: Int)?,
        nodeCountBefore: Int, firstChild: Int
    ) {
        self.kind = kind
        self.location = location
        self.anchor = anchor
        self.nodeCountBefore = nodeCountBefore
        self.firstChild = firstChild
    }

    /// Pushes the next child onto `children`. `site` is where it appears in the text: for an
    /// expanded alias that is the alias, while the node keeps its anchor's location. Returns
    /// the problem with a key, if any; such a key and its value are left out and loading goes on.
    mutating func add(
        _ node: Int32, height: Int, site: SourceLocation, to children: inout [Int32], arena: ArenaBuilder
    ) -> Diagnostic? {
        childHeight = max(childHeight, height)
        switch (kind, keyState) {
        case (.sequence, _):
            children.append(node)
        case (.mapping, .awaitingValue):
            children.append(node)
            keyState = .awaitingKey
        case (.mapping, .awaitingMergeValue):
            keyState = .awaitingKey
            if let problem = MergeKey.problem(with: node, at: site, in: arena) {
                removeLastKey(from: &children, arena: arena)
                return problem
            }
            mergeKeyIndex = keyCount - 1
            children.append(node)
        case (.mapping, .droppingValue):
            keyState = .awaitingKey
        case (.mapping, .awaitingKey):
            return addKey(node, site: site, to: &children, arena: arena)
        }
        return nil
    }

    private mutating func addKey(
        _ key: Int32, site: SourceLocation, to children: inout [Int32], arena: ArenaBuilder
    ) -> Diagnostic? {
        guard arena.kind(of: key) == .scalar else {
            keyState = .droppingValue
            return Diagnostic(.invalidValue, LoaderMessages.nonScalarKey, at: site)
        }
        // Keys compare by text alone: `a`, `'a'` and `!!str a` are one key to a reader.
        let text = arena.text(of: key)
        if let first = indexOfKey(text, in: children, arena: arena) {
            keyState = .droppingValue
            let firstSite = aliasKeySites[first] ?? arena.location(of: children[firstChild + 2 * first])
            return Diagnostic(
                .duplicateKey, LoaderMessages.duplicateKey(text), at: site,
                notes: [Diagnostic.Note(LoaderMessages.firstDefinedHere, at: firstSite)]
            )
        }
        if site != arena.location(of: key) {
            aliasKeySites[keyCount] = site
        }
        if keyCount >= Self.linearKeyLimit {
            if keyIndex.isEmpty {
                for index in 0..<keyCount {
                    keyIndex[arena.text(of: children[firstChild + 2 * index])] = index
                }
            }
            keyIndex[text] = keyCount
        }
        keyState = arena.isMergeKey(key) ? .awaitingMergeValue : .awaitingValue
        children.append(key)
        keyCount += 1
        return nil
    }

    /// Takes back the key last pushed, as if it had never been written.
    private mutating func removeLastKey(from children: inout [Int32], arena: ArenaBuilder) {
        let key = children.removeLast()
        keyCount -= 1
        aliasKeySites[keyCount] = nil
        if !keyIndex.isEmpty {
            keyIndex[arena.text(of: key)] = nil
        }
    }

    private func indexOfKey(_ text: String, in children: [Int32], arena: ArenaBuilder) -> Int? {
        guard keyCount < Self.linearKeyLimit else { return keyIndex[text] }
        for index in 0..<keyCount where arena.hasText(children[firstChild + 2 * index], text) {
            return index
        }
        return nil
    }

    /// The finished node, its children taken off `children` and added to `arena`.
    func close(taking children: inout [Int32], into arena: inout ArenaBuilder) -> Int32 {
        let node = add(children[firstChild...], to: &arena)
        // The slice above is gone by now: removing copies nothing.
        children.removeLast(children.count - firstChild)
        return node
    }

    private func add(_ mine: ArraySlice<Int32>, to arena: inout ArenaBuilder) -> Int32 {
        switch kind {
        case .sequence:
            return arena.addCollection(.sequence, at: location, children: mine)
        case .mapping:
            // Every key has its value: libyaml supplies an empty scalar for a missing one.
            let pairs = mine.prefix(mine.count / 2 * 2)
            guard let mergeKeyIndex else { return arena.addCollection(.mapping, at: location, children: pairs) }
            let merged = MergeKey.resolve(pairs, mergeKeyAt: mergeKeyIndex, in: arena)
            return arena.addCollection(.mapping, at: location, children: merged)
        }
    }
}
