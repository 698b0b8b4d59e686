/// A screen's key in the resolver's name table: its namespace (a feature's index, or nil for
/// the top level) and its converted case name.
///
/// The namespace is stored in 32 bits after the name: a key of 24 bytes rather than 32, in a
/// table of a slot a screen and more (#33: memory per screen). No graph has 2^31 features.
struct ScreenName: Hashable {
    var name: String
    private var storedNamespace: Int32

    init(namespace: Int?, name: String) {
        self.name = name
        storedNamespace = namespace.map { Int32(clamping: $0) } ?? -1
    }

    var namespace: Int? { storedNamespace < 0 ? nil : Int(storedNamespace) }
}
