import ScreenGenDiagnostics
import ScreenGenYAML

/// The pipeline, pure and in memory, in two stages: `check` (load → decode → resolve →
/// validate) gives the diagnostics and the resolved graph; `emit` writes a checked graph's
/// Swift in the layout asked for. `lint` stops after the first, `build` does both, and
/// `graph`, `dump`, `links` and `coverage` read the checked graph.
public enum ScreenGraphCompiler {
    /// The largest file the loader accepts: a reader need not read more than one byte past it.
    public static let maximumFileSize = YAMLLoadLimits().maximumFileSize

    /// Checks the graph made of `files`: every diagnostic, severities settled, and the
    /// resolved graph when it resolved.
    ///
    /// `suppressing` picks, from the settled diagnostics, those to hide (a baseline's known
    /// findings): they move to `suppressed` and count nowhere. Code can still be emitted only
    /// from a graph that is valid: a hidden error blocks it unless it is a warning made an
    /// error by `--strict` or `rules:` (the graph itself is sound then).
    /// - Parameters:
    ///   - files: the graph's YAML files, in any order: they are read sorted by path, so
    ///     declaration order (and the output) is fixed.
    ///   - options: how strict, and how many diagnostics of a rule a file keeps.
    ///   - suppressing: which settled diagnostics to hide; none by default.
    /// - Returns: the checked graph, with its diagnostics whether or not it resolved.
    public static func check(
        _ files: consuming [SourceFile], options: CheckOptions = CheckOptions(),
        suppressing: ([Diagnostic]) -> Set<Diagnostic> = { _ in [] }
    ) -> CheckedGraph {
        var files = files
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var buffer = DiagnosticBuffer(keptPerRule: options.diagnosticsKeptPerRule)
        let (decoded, declared, ends) = FileLoading.decode(files, diagnostics: &buffer)
        let inputFiles = files.map(\.displayPath)
        // The bytes are read: a caller that handed them over (the CLI does) frees them here,
        // before the graph is built next to the decoded syntax (#33: memory per screen).
        files = []
        // The decoded files go straight to the resolver (it consumes them): held here too, every
        // screen's syntax would stay alive next to the graph until the end.
        let (graph, resolveDiagnostics, overrides) = GraphResolver.resolve(
            consume decoded, declared: consume declared, inputFiles: inputFiles)
        buffer.append(contentsOf: resolveDiagnostics)
        if let graph { buffer.append(contentsOf: GraphValidator.validate(graph)) }
        // Every location inside its file (a node of an empty value at the very end has its
        // position past it). One pass for all of them: clamping file by file cost files ×
        // diagnostics.
        let diagnostics = EndOfFileClamp.clamp(buffer.diagnostics, ends: ends)
        let policy = SeverityPolicy(overrides: overrides, strict: options.strict)
        let settled = policy.apply(to: diagnostics)
        let hidden = suppressing(settled)
        return CheckedGraph(
            graph: graph, diagnostics: settled.filter { !hidden.contains($0) },
            suppressed: settled.filter { hidden.contains($0) }, omitted: policy.apply(toOmitted: buffer.omitted))
    }

    /// Writes the Swift of a checked graph.
    /// - Parameters:
    ///   - graph: a graph `check` accepted (`CheckedGraph.isEmittable`).
    ///   - layout: one file, or a file per input file and a graph-wide one.
    ///   - part: for a graph split into modules, the part one module's target builds; the
    ///     whole graph by default.
    ///   - toolVersion: the version every generated file's header names.
    /// - Returns: the generated files, emitted on demand.
    /// - Throws: `EmitProblem.graphHasErrors` for a graph with errors (a baseline's hidden
    ///   errors included); `EmitProblem.part` when the graph has no such part: a mistake of
    ///   the command, not of the graph.
    public static func emit(
        _ graph: CheckedGraph, layout: OutputLayout, part: OutputPart = .whole, toolVersion: String
    ) throws(EmitProblem) -> GeneratedCode {
        guard let resolved = graph.graph, graph.isEmittable else { throw .graphHasErrors }
        let settled: OutputPart
        switch resolvePart(part, of: resolved) {
        case .success(let found): settled = found
        case .failure(let problem): throw .part(problem.message)
        }
        return GeneratedCode(
            graph: resolved, options: EmitOptions(toolVersion: toolVersion, part: settled), layout: layout)
    }
}

extension ScreenGraphCompiler {
    struct PartProblem: Error {
        var message: String
    }

    /// The part of `graph` that `part` asks for, `ownFolder` settled; or why there is none.
    static func resolvePart(_ part: OutputPart, of graph: ScreenGraph) -> Result<OutputPart, PartProblem> {
        let notSplit = PartProblem(
            message: "the graph is not split into modules (it has no 'graph.module'); build it whole, without --part")
        switch part {
        case .whole:
            return .success(.whole)
        case .ownFolder(let name):
            guard let layout = graph.moduleLayout else { return .success(.whole) }
            guard name == layout.routesModule else {
                return .failure(
                    PartProblem(
                        message:
                            "the graph's folder is compiled into module '\(name)', but its 'graph.module' is '\(layout.routesModule)'; make them the same"
                    ))
            }
            return .success(.routes)
        case .routes, .app:
            return graph.moduleLayout == nil ? .failure(notSplit) : .success(part)
        case .module(let name):
            guard let layout = graph.moduleLayout else { return .failure(notSplit) }
            guard layout.modules.contains(name) else {
                let listed =
                    layout.modules.isEmpty ? "it lists none" : "it lists " + layout.modules.joined(separator: ", ")
                var message =
                    "module '\(name)' is not in the graph's 'modules' (\(listed)); --part takes routes, app or one of them"
                if let suggestion = SpellingSuggestion.closest(to: name, among: layout.modules) {
                    message += "; did you mean '\(suggestion)'?"
                }
                return .failure(PartProblem(message: message))
            }
            return .success(part)
        }
    }
}

/// A valid graph's generated files, emitted on demand (`ScreenGraphCompiler.emit`): in one
/// file, or the files of the part asked for (for the whole graph, the graph-wide file and then
/// one per input file), so a large graph's text is never all in memory at once.
public struct GeneratedCode: Sendable {
    let graph: ScreenGraph
    let options: EmitOptions
    /// The layout the files were asked in.
    public let layout: OutputLayout
    /// Names and file assignment, derived once for every batch of `files(_:)`; nil for one file.
    private let plan: EmissionPlan?

    init(graph: ScreenGraph, options: EmitOptions, layout: OutputLayout) {
        self.graph = graph
        self.options = options
        self.layout = layout
        plan = layout == .filePerInput ? EmissionPlan(graph, part: options.part) : nil
    }

    /// How many files: 1 for `.oneFile`.
    public var fileCount: Int { plan?.fileIndices.count ?? 1 }

    /// The files' names, in order, without emitting them; for `.oneFile`, the name the build
    /// command writes by default.
    public var fileNames: [String] {
        guard let plan else { return [OutputLayout.oneFileName] }
        let names = SwiftFileEmitter.fileNames(graph)
        return plan.fileIndices.map { names[$0] }
    }

    /// The whole code as one Swift file's text (`.oneFile`); nil for a file per input.
    public var source: String? {
        plan == nil ? SwiftFileEmitter.emit(graph, options: options) : nil
    }

    /// The files at `range`, written in parallel.
    /// - Parameter range: indices into `fileNames`.
    /// - Returns: the files, in order.
    public func files(_ range: Range<Int>) -> [GeneratedFile] {
        guard let plan else {
            return range.isEmpty ? [] : [GeneratedFile(name: OutputLayout.oneFileName, contents: source!)]
        }
        return SwiftFileEmitter.emitFiles(plan, options: options, range: range)
    }

    /// Every file.
    /// - Returns: the files, in order.
    public func files() -> [GeneratedFile] { files(0..<fileCount) }

    /// Every file, each written in parallel and handed to `use` (with its index) on the thread
    /// that wrote it, as soon as it is done; what `use` returns, in file order. Writing a file
    /// out in `use` overlaps that with the emission of the others, and keeps no more than a
    /// file per core in memory.
    /// - Parameter use: what to do with each file.
    /// - Returns: what `use` returned for each file, in file order.
    public func forEachFile<Result: Sendable>(_ use: @Sendable (Int, GeneratedFile) -> Result) -> [Result] {
        guard let plan else { return files().enumerated().map { use($0.offset, $0.element) } }
        return SwiftFileEmitter.emitFiles(plan, options: options, range: 0..<fileCount, use)
    }
}
