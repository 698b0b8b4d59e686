import ScreenGenDiagnostics
import ScreenGenYAML

public struct CompileOptions: Hashable, Sendable {
    public var toolVersion: String
    /// `lint --strict`: every warning counts as an error.
    public var strict: Bool
    /// Whether to produce Swift source (`build`) or only diagnostics (`lint`).
    public var emitsSource: Bool
    /// Whether the source is one file (`source`) or a file per input plus a graph-wide one,
    /// emitted on demand from `code`.
    public var splitsOutput: Bool
    /// For a graph split into modules: the part one module's target builds.
    public var part: OutputPart
    /// Of each file's diagnostics under one rule, how many are kept: the first in sorted order;
    /// the others are only counted (`CompilationResult.omitted`), so that a file flooding
    /// diagnostics costs bounded memory (#33). nil keeps every one. A caller that prints at
    /// most N diagnostics a file and filters none out afterwards (no baseline) may pass N.
    public var diagnosticsKeptPerRule: Int?

    public init(
        toolVersion: String, strict: Bool = false, emitsSource: Bool = true, splitsOutput: Bool = false,
        part: OutputPart = .whole, diagnosticsKeptPerRule: Int? = nil
    ) {
        self.toolVersion = toolVersion
        self.strict = strict
        self.emitsSource = emitsSource
        self.splitsOutput = splitsOutput
        self.part = part
        self.diagnosticsKeptPerRule = diagnosticsKeptPerRule
    }
}

/// What a run found and made.
public struct CompilationResult: Sendable {
    /// Every diagnostic, severities settled, sorted by file, line and column (without those
    /// in `suppressed`).
    public var diagnostics: [Diagnostic]
    /// Diagnostics the caller chose to hide (a baseline's known findings), in the same order.
    public var suppressed: [Diagnostic] = []
    /// The generated Swift as one file, when asked for and the graph has no errors.
    public var source: String?
    /// What emits the generated Swift split into files (`CompileOptions.splitsOutput`),
    /// likewise: on demand, so a large graph's text is never all in memory at once.
    public var code: GeneratedCode?
    public var screenCount: Int
    public var transitionCount: Int
    /// The graph's deep links, when it resolved.
    public var deepLinks: [DeepLinkSummary] = []
    /// The resolved graph, when it resolved: what `screengen graph` draws.
    public var resolved: ResolvedGraph?
    /// Why the part asked for (`CompileOptions.part`) cannot be generated from this graph (a
    /// module it does not list): a mistake of the command, not of the graph; nothing is emitted.
    public var partProblem: String?
    /// Diagnostics found past `CompileOptions.diagnosticsKeptPerRule`, only counted: by file
    /// path, how many of each settled severity. Each such file also has at least that many of
    /// the same rule in `diagnostics`, which come before these in sorted order.
    public var omitted: [String: [Severity: Int]] = [:]

    public var errorCount: Int { diagnostics.count { $0.severity == .error } + omittedCount(.error) }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } + omittedCount(.warning) }

    private func omittedCount(_ severity: Severity) -> Int {
        omitted.values.reduce(0) { $0 + $1[severity, default: 0] }
    }
    public var hasErrors: Bool { errorCount > 0 }
}

/// The pipeline, pure and in memory: load → decode → resolve → validate → emit.
public enum ScreenGraphCompiler {
    /// The largest file the loader accepts: a reader need not read more than one byte past it.
    public static let maximumFileSize = YAMLLoadLimits().maximumFileSize

    /// `suppressing` picks, from the settled diagnostics, those to hide (a baseline's known
    /// findings): they move to `suppressed` and count nowhere. Code is still emitted only for
    /// a graph that is valid: a hidden error blocks it unless it is a warning made an error
    /// by `--strict` or `rules:` (the graph itself is sound then).
    public static func compile(
        _ files: [SourceFile], options: CompileOptions,
        suppressing: ([Diagnostic]) -> Set<Diagnostic> = { _ in [] }
    ) -> CompilationResult {
        // One graph, whatever order the caller listed its files in: the format reads them
        // sorted by path, and so declaration order (and the output) is fixed.
        let files = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var buffer = DiagnosticBuffer(keptPerRule: options.diagnosticsKeptPerRule)
        // The decoded files go straight to the resolver (it consumes them): held here too, every
        // screen's syntax would stay alive next to the graph until the end.
        let (graph, resolveDiagnostics, overrides) = GraphResolver.resolve(
            FileLoading.decode(files, diagnostics: &buffer), inputFiles: files.map(\.displayPath))
        buffer.append(contentsOf: resolveDiagnostics)
        var result = CompilationResult(diagnostics: [], source: nil, screenCount: 0, transitionCount: 0)
        if let graph {
            buffer.append(contentsOf: GraphValidator.validate(graph))
            result.screenCount = graph.screens.count
            result.transitionCount = graph.screens.reduce(0) {
                $0 + $1.transitions.count + $1.backTransitions.count { $0.button == nil }
            }
            result.deepLinks = graph.deepLinks.map { DeepLinkSummary($0, in: graph) }
            result.resolved = ResolvedGraph(graph: graph)
        }
        // Every location inside its file (a node of an empty value at the very end has its
        // position past it), checked only for files that have a diagnostic.
        // One pass for all of them: clamping file by file cost files × diagnostics.
        let contentsByPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let diagnostics = EndOfFileClamp.clamp(buffer.diagnostics, contents: { contentsByPath[$0] })
        let policy = SeverityPolicy(overrides: overrides, strict: options.strict)
        let settled = policy.apply(to: diagnostics)
        result.omitted = policy.apply(toOmitted: buffer.omitted)
        let hidden = suppressing(settled)
        result.diagnostics = settled.filter { !hidden.contains($0) }
        result.suppressed = settled.filter { hidden.contains($0) }
        let blocksEmission =
            result.hasErrors
            || result.suppressed.contains { $0.severity == .error && $0.rule.defaultSeverity == .error }
        if let graph, options.emitsSource, !blocksEmission {
            let part: OutputPart
            switch resolvePart(options.part, of: graph) {
            case .success(let resolved): part = resolved
            case .failure(let problem):
                result.partProblem = problem.message
                return result
            }
            let emitOptions = EmitOptions(toolVersion: options.toolVersion, part: part)
            if options.splitsOutput {
                result.code = GeneratedCode(graph: graph, options: emitOptions)
            } else {
                result.source = SwiftFileEmitter.emit(graph, options: emitOptions)
            }
        }
        return result
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

/// A valid graph's generated files, emitted on demand: the files of the part asked for (for the
/// whole graph, the graph-wide file and then one per input file).
public struct GeneratedCode: Sendable {
    let graph: ScreenGraph
    let options: EmitOptions
    /// Names and file assignment, derived once for every batch of `files(_:)`.
    private let plan: EmissionPlan

    init(graph: ScreenGraph, options: EmitOptions) {
        self.graph = graph
        self.options = options
        plan = EmissionPlan(graph, part: options.part)
    }

    public var fileCount: Int { plan.fileIndices.count }

    /// The files' names, in order, without emitting them.
    public var fileNames: [String] {
        let names = SwiftFileEmitter.fileNames(graph)
        return plan.fileIndices.map { names[$0] }
    }

    /// The files at `range`, written in parallel.
    public func files(_ range: Range<Int>) -> [GeneratedFile] {
        SwiftFileEmitter.emitFiles(plan, options: options, range: range)
    }

    /// Every file.
    public func files() -> [GeneratedFile] { files(0..<fileCount) }

    /// Every file, each written in parallel and handed to `use` (with its index) on the thread
    /// that wrote it, as soon as it is done; what `use` returns, in file order. Writing a file
    /// out in `use` overlaps that with the emission of the others, and keeps no more than a
    /// file per core in memory.
    public func forEachFile<Result: Sendable>(_ use: @Sendable (Int, GeneratedFile) -> Result) -> [Result] {
        SwiftFileEmitter.emitFiles(plan, options: options, range: 0..<fileCount, use)
    }
}
