import ScreenGenCore

extension BoundedFileRead {
    /// Reads every file of `paths` as `read(_:limit:)` does, on all cores, and returns each
    /// outcome in the order of `paths`, so what is reported never depends on scheduling.
    ///
    /// The graph's files are independent: read one after another they were the one stretch of a
    /// large graph's load that ran on one core (#33: 100 files, 2.7 MB, a few milliseconds).
    static func readAll(_ paths: [String], limit: Int) -> [Result<BoundedFileRead, InputCollection.Failure>] {
        parallelMap(paths.count) { index in
            Result { () throws(InputCollection.Failure) in try read(paths[index], limit: limit) }
        }
    }
}
