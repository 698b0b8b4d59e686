/// The anchors defined so far, so that aliases can be expanded by value.
///
/// YAML lets a name be anchored again; an alias refers to the most recent definition before
/// it, which may be a collection that is still open (a recursive structure, which a value
/// tree cannot hold). Each definition stores its node (its number in the file's arena) with
/// its expanded size and height, so
/// an alias is checked against the limits in constant time, however deep its chain of
/// aliases goes.
struct AnchorTable {
    /// An anchored node, ready to be used again where an alias names it.
    struct Expansion {
        var node: Int32
        /// Nodes in the subtree, aliases inside it counted at their full size.
        var nodeCount: Int
        /// Collection levels in the subtree: 0 for a scalar.
        var height: Int
    }

    enum Lookup {
        case unknown
        /// The anchor names a collection that is still open: the alias is inside it.
        case open
        case complete(Expansion)
    }

    private enum Definition {
        case open(id: Int)
        case complete(Expansion)
    }

    private var definitions: [String: Definition] = [:]
    private var nextID = 0

    /// Records that a collection anchored `name` has started; returns the id to close it with.
    mutating func open(_ name: String) -> Int {
        nextID += 1
        definitions[name] = .open(id: nextID)
        return nextID
    }

    /// Completes the collection opened as `id`, unless `name` was anchored again inside it:
    /// that later definition stays the one aliases refer to.
    mutating func close(_ name: String, id: Int, as expansion: Expansion) {
        if case .open(id) = definitions[name] {
            definitions[name] = .complete(expansion)
        }
    }

    /// Records a scalar anchored `name`.
    mutating func define(_ name: String, as expansion: Expansion) {
        definitions[name] = .complete(expansion)
    }

    func lookup(_ name: String) -> Lookup {
        switch definitions[name] {
        case nil: .unknown
        case .open: .open
        case .complete(let expansion): .complete(expansion)
        }
    }
}
