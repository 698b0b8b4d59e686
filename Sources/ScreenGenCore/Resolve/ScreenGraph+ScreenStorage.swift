extension ScreenGraph {
    /// The fields of a `Screen` (but `feature`, `kind` and `transitions`), shared by its copies
    /// until one of them is written.
    /// `@unchecked Sendable`: a storage is written only through a `Screen` that holds the sole
    /// reference to it (see `Screen.subscript(dynamicMember:)`), so no two threads ever see it change.
    /// Its `fields` skip the runtime's exclusivity check: every access is a key path projection
    /// into it (`Screen.subscript(dynamicMember:)`), and the check on each cost 1.3 % of a build.
    /// A write happens only on a storage no other screen shares, so no access overlaps it.
    final class ScreenStorage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Screen.Fields

        init(_ fields: Screen.Fields) {
            self.fields = fields
        }
    }
}
