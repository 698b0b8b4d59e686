/// One entry of `graph.splits` (#36): a root whose stack a regular width shows as the columns of
/// a split view. `chats: { columns: 2 }`, or `mail: 3`.
struct SplitSyntax: Hashable, Sendable {
    /// The root screen the sidebar shows, as written.
    var root: Located<String>
    /// How many columns, as written; nil when not written (2) or not decodable (reported).
    var columns: Located<Int>?
}
