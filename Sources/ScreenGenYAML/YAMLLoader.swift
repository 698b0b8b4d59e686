import ScreenGenDiagnostics

/// Safety limits for untrusted input. Every one, when crossed, becomes an `input-limit`
/// diagnostic rather than a crash, a hang or unbounded memory.
public struct YAMLLoadLimits: Hashable, Sendable {
    /// Largest file accepted, in bytes.
    public var maximumFileSize: Int
    /// Deepest nesting of sequences and mappings accepted.
    public var maximumDepth: Int
    /// Most nodes a file may expand to once aliases are counted at their full size.
    public var maximumExpandedNodes: Int
    /// Of the file's diagnostics under one rule, how many are kept (the first in sorted order);
    /// the rest are only counted (`YAMLLoadResult.omitted`). nil keeps them all. See
    /// `DiagnosticBuffer`.
    public var diagnosticsKeptPerRule: Int?

    public init(
        maximumFileSize: Int = 16 << 20, maximumDepth: Int = 64, maximumExpandedNodes: Int = 2_000_000,
        diagnosticsKeptPerRule: Int? = nil
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumExpandedNodes = maximumExpandedNodes
        self.diagnosticsKeptPerRule = diagnosticsKeptPerRule
    }
}

/// What loading one file produced: its document (nil for an empty file or when the text could
/// not be read) and every diagnostic found on the way (those past
/// `YAMLLoadLimits.diagnosticsKeptPerRule` only counted).
public struct YAMLLoadResult: Sendable {
    /// The document's nodes, read in place (see `LoadedDocument.withRoot`).
    public var loaded: LoadedDocument?
    public var diagnostics: [Diagnostic]
    /// How many diagnostics of each file and rule were found past the limit and not kept.
    public var omitted: [DiagnosticBuffer.Key: Int]

    public init(loaded: LoadedDocument?, diagnostics: [Diagnostic], omitted: [DiagnosticBuffer.Key: Int] = [:]) {
        self.loaded = loaded
        self.diagnostics = diagnostics
        self.omitted = omitted
    }

    /// The document as a tree of values, aliases expanded (made on each call).
    public var document: YAMLNode? { loaded?.tree }
}

/// Reads one screens file's bytes into located nodes (a `YAMLArena`). Pure: no file I/O, no global state.
///
/// The text is checked first (size, encoding, UTF-8), then libyaml's event parser drives a
/// `TreeBuilder`. Loading stops at the first problem that leaves no usable document (a syntax
/// error, a limit crossed) and returns a nil document with the diagnostics so far; duplicate
/// and non-scalar keys are reported and dropped, and loading goes on.
public enum YAMLLoader {
    /// `fileSize`: the file's size on disk, when `bytes` is only its first part (a reader that
    /// stops past `limits.maximumFileSize` passes the size, so the limit is reported truly).
    public static func load(
        _ bytes: [UInt8], file: String, fileSize: Int? = nil, limits: YAMLLoadLimits = YAMLLoadLimits()
    ) -> YAMLLoadResult {
        bytes.withUnsafeBufferPointer { input in
            if let problem = InputPrecheck.problem(in: input, fileSize: fileSize, file: file, limits: limits) {
                return YAMLLoadResult(loaded: nil, diagnostics: [problem])
            }
            guard !input.isEmpty else { return YAMLLoadResult(loaded: nil, diagnostics: []) }
            var builder = TreeBuilder(file: file, limits: limits, inputSize: input.count)
            let parsed: Void? = LibYAMLEventReader.withReader(over: input) { reader in
                while true {
                    let event: ParseEvent
                    do throws(ParseFailure) {
                        event = try reader.next()
                    } catch {
                        builder.fail(error)
                        return
                    }
                    if builder.consume(event) == .finished { return }
                }
            }
            if parsed == nil {
                builder.fail(
                    ParseFailure(message: LoaderMessages.parserOutOfMemory, position: TextPosition(line: 1, column: 1)))
            }
            // Clamping scans the whole text for its last position: only a file with diagnostics needs it.
            let (kept, omitted) = builder.keptDiagnostics()
            let diagnostics = kept.isEmpty ? [] : EndOfFileClamp.clamp(kept, file: file, input: input)
            return YAMLLoadResult(loaded: builder.document(), diagnostics: diagnostics, omitted: omitted)
        }
    }
}
