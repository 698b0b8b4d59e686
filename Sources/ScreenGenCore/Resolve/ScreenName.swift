/// A screen's key in the resolver's name table: its namespace (a feature's index, or nil for
/// the top level) and its converted case name.
struct ScreenName: Hashable {
    var namespace: Int?
    var name: String
}
