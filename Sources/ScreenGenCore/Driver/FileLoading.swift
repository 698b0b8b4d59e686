import ScreenGenDiagnostics
import ScreenGenYAML

/// Load and decode every file. Files are independent until resolution, so large graphs are
/// loaded in parallel; results are kept in input order, so output never depends on scheduling.
enum FileLoading {
    /// `diagnostics` gets every file's diagnostics; with `keptPerRule`, only the first of each
    /// file and rule (see `DiagnosticBuffer`), the others counted in it. Returns each file's
    /// syntax, its screens as the graph will hold them (`DeclaredScreen`: made here, on every
    /// core, for the registration, which runs on one) and where each file ends (for
    /// `EndOfFileClamp`, so the bytes need not be kept).
    static func decode(
        _ files: [SourceFile], diagnostics: inout DiagnosticBuffer
    ) -> (syntax: [FileSyntax], declared: [[DeclaredScreen]], ends: [SourceFileID: FileEnd]) {
        let keptPerRule = diagnostics.keptPerRule
        let results = parallelMap(files.count) { index in
            let file = files[index]
            var limits = YAMLLoadLimits()
            limits.diagnosticsKeptPerRule = keptPerRule
            let loaded = YAMLLoader.load(file.contents, file: file.path, fileSize: file.sizeOnDisk, limits: limits)
            var context = DecodingContext(
                diagnostics: loaded.diagnostics, omitted: loaded.omitted, keptPerRule: keptPerRule)
            context.contents = file.contents
            // The nodes are read in place and the file's arena is freed at once afterwards.
            let syntax =
                loaded.loaded.map { document in
                    document.withRoot { FileDecoder.decode($0, path: file.path, context: &context) }
                } ?? FileDecoder.decode(nil, path: file.path, context: &context)
            return (
                syntax, DeclaredScreen.screens(of: syntax), context.diagnostics, context.omitted,
                EndOfFileClamp.end(of: file.contents)
            )
        }
        var syntax: [FileSyntax] = []
        syntax.reserveCapacity(files.count)
        var declared: [[DeclaredScreen]] = []
        declared.reserveCapacity(files.count)
        var ends: [SourceFileID: FileEnd] = [:]
        ends.reserveCapacity(files.count)
        for ((fileSyntax, screens, fileDiagnostics, omitted, end), file) in zip(results, files) {
            syntax.append(fileSyntax)
            declared.append(screens)
            ends[SourceFileID(file.path)] = end
            diagnostics.append(contentsOf: fileDiagnostics)
            for (key, count) in omitted { diagnostics.addOmitted(count, of: key) }
        }
        return (syntax, declared, ends)
    }
}
