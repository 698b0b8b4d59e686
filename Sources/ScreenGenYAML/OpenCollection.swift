import ScreenGenDiagnostics

/// A sequence or mapping whose end event has not come yet: where its children start on the
/// shared stacks of `OpenCollections`, and where a mapping is between a key and its value.
///
/// Plain data with no reference-counted field, so the stack of them is read and written without
/// retains (#33: the dictionaries and anchor name it held made every update a copy-and-destroy).
struct OpenCollection {
    enum Kind {
        case sequence
        case mapping
    }

    /// Where a mapping is between a key and its value.
    enum KeyState {
        /// The next node is a key.
        case awaitingKey
        /// The next node is the value of the key last pushed.
        case awaitingValue
        /// The next node is the value of the merge key last pushed (see `MergeKey`).
        case awaitingMergeValue
        /// The next node is the value of a rejected key: read it, then drop it.
        case droppingValue
    }

    let kind: Kind
    /// Whether it carries an anchor: the tree builder keeps the name, innermost last.
    let isAnchored: Bool
    var keyState = KeyState.awaitingKey
    /// Whether a key was an alias (its site is in `OpenCollections.aliasKeySites`).
    var hasAliasKeys = false
    let location: SourceLocation
    /// The document's expanded node count before this collection: its own size is the
    /// difference when it closes.
    let nodeCountBefore: Int
    /// Where this collection's children start on the shared stack of children.
    let firstChild: Int
    /// Where this mapping's key texts start on the shared stack of key texts.
    let firstKeyText: Int
    /// The highest child's height; the collection is one level higher.
    var childHeight = 0
    var keyCount = 0
    /// Index (in key order) of the mapping's merge key `<<`, resolved on close; −1 for none.
    var mergeKeyIndex = -1
    /// This mapping's index of keys in `OpenCollections.keyTables`, once it outgrows the
    /// linear scan; −1 before.
    var keyTable = -1
}
