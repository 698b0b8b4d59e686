import Dispatch
import ScreenGenDiagnostics
import ScreenGenYAML

/// Load and decode every file. Files are independent until resolution, so large graphs are
/// loaded in parallel; results are kept in input order, so output never depends on scheduling.
enum FileLoading {
    static func decode(_ files: [SourceFile], diagnostics: inout [Diagnostic]) -> [FileSyntax] {
        let results = UnsafeResultBuffer(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let loaded = YAMLLoader.load(file.contents, file: file.path)
            var context = DecodingContext(diagnostics: loaded.diagnostics)
            let syntax = FileDecoder.decode(loaded.document, path: file.path, context: &context)
            results.store((syntax, context.diagnostics), at: index)
        }
        var syntax: [FileSyntax] = []
        syntax.reserveCapacity(files.count)
        for (fileSyntax, fileDiagnostics) in results.values() {
            syntax.append(fileSyntax)
            diagnostics += fileDiagnostics
        }
        return syntax
    }
}

/// A fixed-size buffer each concurrent iteration writes one distinct slot of. Distinct slots
/// never race, which is what makes the unchecked Sendable sound.
private final class UnsafeResultBuffer: @unchecked Sendable {
    private var slots: [(FileSyntax, [Diagnostic])?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: (FileSyntax, [Diagnostic]), at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [(FileSyntax, [Diagnostic])] { slots.map { $0! } }
}
