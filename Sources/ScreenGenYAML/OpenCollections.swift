import ScreenGenDiagnostics

/// The collections open at a point of the document, innermost last, and their children so far.
///
/// Children (their numbers in the file's arena) wait on one stack shared by all open
/// collections rather than in an array each: arrays grown one append at a time reallocate
/// several times and end up with spare capacity. On close, they are copied once into the
/// arena's children. A mapping's children alternate key, value, key, value.
///
/// A mapping's keys are checked for duplicates as they come (a duplicate and its value are
/// reported and left out). Most mappings are small: a key is compared with the earlier ones by
/// a linear scan over their `KeyText`s, kept on a stack of their own. A mapping that outgrows
/// the scan gets a dictionary of its keys, so that n keys cost O(n) however many they are.
struct OpenCollections: ~Copyable {
    /// Up to this many keys, a duplicate is looked for by a linear scan: most mappings are
    /// small, and a scan costs less than hashing into a dictionary allocated per mapping.
    private static let linearKeyLimit = 8

    private var frames = ReusedStack<OpenCollection>()
    /// Children of every open collection.
    private var children = ReusedStack<Int32>()
    /// Key texts of the open mappings still under the linear limit, innermost last.
    private var keyTexts = ReusedStack<KeyText>()
    /// Index (in key order) of each key text, for the open mappings past the linear limit.
    private var keyTables: [[String: Int]] = []
    /// Where keys that were aliases appear, by their slot on the stack of children: the node
    /// itself keeps its anchor's location, but a note about the key should point at the alias.
    private var aliasKeySites: [Int: SourceLocation] = [:]

    var depth: Int { frames.count }

    var isEmpty: Bool { frames.isEmpty }

    /// `isAnchored`: whether the collection carries an anchor (kept by the tree builder).
    mutating func open(
        _ kind: OpenCollection.Kind, at location: SourceLocation, nodeCountBefore: Int, isAnchored: Bool
    ) {
        frames.push(
            OpenCollection(
                kind: kind, isAnchored: isAnchored, location: location, nodeCountBefore: nodeCountBefore,
                firstChild: children.count, firstKeyText: keyTexts.count))
    }

    /// Adds the next child to the innermost collection. `site` is where it appears in the text:
    /// for an expanded alias that is the alias, while the node keeps its anchor's location.
    /// `keyText`: the node's, when the caller has it at hand (made from the node's text when
    /// needed otherwise). A problem with a key goes to `problems`; such a
    /// key and its value are left out and loading goes on.
    mutating func add(
        _ node: Int32, height: Int, site: SourceLocation, keyText: KeyText?, arena: ArenaBuilder,
        problems: inout DiagnosticBuffer
    ) {
        // Changed in place (#33: reading the frame out and writing it back copied it twice a
        // node). Nothing below pushes or pops a frame, so the pointer stays valid.
        let frame = frames.pointerToLast
        frame.pointee.childHeight = max(frame.pointee.childHeight, height)
        switch (frame.pointee.kind, frame.pointee.keyState) {
        case (.sequence, _):
            push(node)
        case (.mapping, .awaitingValue):
            push(node)
            frame.pointee.keyState = .awaitingKey
        case (.mapping, .awaitingMergeValue):
            frame.pointee.keyState = .awaitingKey
            if let problem = MergeKey.problem(with: node, at: site, in: arena) {
                removeLastKey(of: &frame.pointee, arena: arena)
                problems.append(problem)
                return
            }
            frame.pointee.mergeKeyIndex = frame.pointee.keyCount - 1
            push(node)
        case (.mapping, .droppingValue):
            frame.pointee.keyState = .awaitingKey
        case (.mapping, .awaitingKey):
            if let problem = addKey(node, site: site, keyText: keyText, to: &frame.pointee, arena: arena) {
                problems.append(problem)
            }
        }
    }

    /// Closes the innermost collection: its node, added to `arena` with its children taken off
    /// the stack, and the collection as it was.
    mutating func close(into arena: ArenaBuilder) -> (node: Int32, collection: OpenCollection)? {
        // libyaml pairs every end event with a start event; an unpaired one cannot happen.
        guard !frames.isEmpty else { return nil }
        let frame = frames.popLast()
        let node = Self.addNode(
            of: frame, children: children.elements(frame.firstChild..<children.count), to: arena)
        if frame.hasAliasKeys {
            aliasKeySites = aliasKeySites.filter { $0.key < frame.firstChild }
        }
        if frame.keyTable >= 0 {
            keyTables.removeLast()
        }
        keyTexts.truncate(to: frame.firstKeyText)
        children.truncate(to: frame.firstChild)
        return (node, frame)
    }

    /// The closed collection's node, added to `arena` with `mine` as its children.
    private static func addNode(
        of frame: OpenCollection, children mine: UnsafeBufferPointer<Int32>, to arena: ArenaBuilder
    )
        -> Int32
    {
        switch frame.kind {
        case .sequence:
            return arena.addCollection(.sequence, at: frame.location, children: mine)
        case .mapping:
            // Every key has its value: libyaml supplies an empty scalar for a missing one.
            let pairs = UnsafeBufferPointer(rebasing: mine.prefix(mine.count / 2 * 2))
            guard frame.mergeKeyIndex >= 0 else {
                return arena.addCollection(.mapping, at: frame.location, children: pairs)
            }
            let merged = MergeKey.resolve(pairs, mergeKeyAt: frame.mergeKeyIndex, in: arena)
            return merged.withUnsafeBufferPointer { arena.addCollection(.mapping, at: frame.location, children: $0) }
        }
    }

    @inline(__always)
    private mutating func push(_ node: Int32) { children.push(node) }

    private func keySlot(_ index: Int, of frame: OpenCollection) -> Int { frame.firstChild + 2 * index }

    private mutating func addKey(
        _ key: Int32, site: SourceLocation, keyText given: KeyText?, to frame: inout OpenCollection,
        arena: ArenaBuilder
    ) -> Diagnostic? {
        guard arena.kind(of: key) == .scalar else {
            frame.keyState = .droppingValue
            return Diagnostic(.invalidValue, LoaderMessages.nonScalarKey, at: site)
        }
        // Keys compare by text alone: `a`, `'a'` and `!!str a` are one key to a reader.
        var keyText: KeyText?
        let first: Int?
        if frame.keyCount < Self.linearKeyLimit {
            let text = given ?? KeyText(arena.text(of: key))
            keyText = text
            first = linearIndex(of: key, text, in: frame, arena: arena)
        } else {
            // The table is built before the key right at the limit is looked up: built after
            // it, a duplicate of an earlier key as a mapping's ninth key went unreported.
            if frame.keyTable < 0 {
                var table: [String: Int] = [:]
                for index in 0..<frame.keyCount {
                    table[arena.text(of: children[keySlot(index, of: frame)])] = index
                }
                keyTables.append(table)
                frame.keyTable = keyTables.count - 1
            }
            first = keyTables[frame.keyTable][arena.text(of: key)]
        }
        if let first {
            frame.keyState = .droppingValue
            let firstSlot = keySlot(first, of: frame)
            let firstSite =
                (frame.hasAliasKeys ? aliasKeySites[firstSlot] : nil) ?? arena.location(of: children[firstSlot])
            return Diagnostic(
                .duplicateKey, LoaderMessages.duplicateKey(arena.text(of: key)), at: site,
                notes: [Diagnostic.Note(LoaderMessages.firstDefinedHere, at: firstSite)]
            )
        }
        if site != arena.location(of: key) {
            aliasKeySites[keySlot(frame.keyCount, of: frame)] = site
            frame.hasAliasKeys = true
        }
        if let keyText {
            keyTexts.push(keyText)
        } else {
            keyTables[frame.keyTable][arena.text(of: key)] = frame.keyCount
        }
        let isMergeKey = keyText?.mayBeMergeKey != false && arena.isMergeKey(key)
        frame.keyState = isMergeKey ? .awaitingMergeValue : .awaitingValue
        push(key)
        frame.keyCount += 1
        return nil
    }

    /// Takes back the key last pushed, as if it had never been written.
    private mutating func removeLastKey(of frame: inout OpenCollection, arena: ArenaBuilder) {
        let key = children.popLast()
        frame.keyCount -= 1
        if frame.hasAliasKeys {
            aliasKeySites[children.count] = nil
        }
        if frame.keyCount < Self.linearKeyLimit {
            _ = keyTexts.popLast()
        } else {
            keyTables[frame.keyTable][arena.text(of: key)] = nil
        }
    }

    /// The index (in key order) of the earlier key with `key`'s text, `keyText`, if any: a scan
    /// of the mapping's key texts, for a mapping under the linear limit.
    @inline(__always)
    private func linearIndex(of key: Int32, _ keyText: KeyText, in frame: OpenCollection, arena: ArenaBuilder) -> Int? {
        let earlier = keyTexts.elements(frame.firstKeyText..<frame.firstKeyText + frame.keyCount)
        for index in earlier.indices {
            switch keyText.matches(earlier[index]) {
            case true?: return index
            case false?: continue
            case nil:
                if arena.text(of: key) == arena.text(of: children[keySlot(index, of: frame)]) { return index }
            }
        }
        return nil
    }
}
