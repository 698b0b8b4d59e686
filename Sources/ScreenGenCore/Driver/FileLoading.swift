import ScreenGenDiagnostics
import ScreenGenYAML

/// Load and decode every file. Files are independent until resolution, so large graphs are
/// loaded in parallel; results are kept in input order, so output never depends on scheduling.
enum FileLoading {
    static func decode(_ files: [SourceFile], diagnostics: inout [Diagnostic]) -> [FileSyntax] {
        let results = parallelMap(files.count) { index in
            let file = files[index]
            let loaded = YAMLLoader.load(file.contents, file: file.path, fileSize: file.sizeOnDisk)
            var context = DecodingContext(diagnostics: loaded.diagnostics)
            context.contents = file.contents
            let syntax = FileDecoder.decode(loaded.document, path: file.path, context: &context)
            return (syntax, context.diagnostics)
        }
        var syntax: [FileSyntax] = []
        syntax.reserveCapacity(files.count)
        for (fileSyntax, fileDiagnostics) in results {
            syntax.append(fileSyntax)
            diagnostics += fileDiagnostics
        }
        return syntax
    }
}
