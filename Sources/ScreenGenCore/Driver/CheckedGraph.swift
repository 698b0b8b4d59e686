import ScreenGenDiagnostics

/// What `ScreenGraphCompiler.check` found: the diagnostics, and the graph when it resolved —
/// what `emit` writes code from and the other commands read.
public struct CheckedGraph: Sendable {
    /// The resolved graph, when it resolved.
    let graph: ScreenGraph?
    /// Every diagnostic, severities settled, sorted by file, line and column (without those
    /// in `suppressed`).
    public let diagnostics: [Diagnostic]
    /// Diagnostics the caller chose to hide (a baseline's known findings), in the same order.
    public let suppressed: [Diagnostic]
    /// Diagnostics found past `CheckOptions.diagnosticsKeptPerRule`, only counted: by file
    /// path, how many of each settled severity. Each such file also has at least that many of
    /// the same rule in `diagnostics`, which come before these in sorted order.
    public let omitted: [String: [Severity: Int]]

    init(graph: ScreenGraph?, diagnostics: [Diagnostic], suppressed: [Diagnostic], omitted: [String: [Severity: Int]]) {
        self.graph = graph
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        self.omitted = omitted
    }

    /// How many screens the graph declares; 0 when it did not resolve.
    public var screenCount: Int { graph?.screens.count ?? 0 }

    /// How many transitions the graph declares (moves and back moves, not buttons'); 0 when it
    /// did not resolve.
    public var transitionCount: Int {
        graph?.screens.reduce(0) { $0 + $1.transitions.count + $1.backTransitions.count { $0.button == nil } } ?? 0
    }

    /// The graph's deep links, when it resolved.
    public var deepLinks: [DeepLinkSummary] {
        graph.map { graph in graph.deepLinks.map { DeepLinkSummary($0, in: graph) } } ?? []
    }

    /// The resolved graph, when it resolved: what `screengen graph` draws.
    public var resolved: ResolvedGraph? { graph.map(ResolvedGraph.init(graph:)) }

    /// Errors, counted ones included.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } + omittedCount(.error) }
    /// Warnings, counted ones included.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } + omittedCount(.warning) }
    /// Whether any error is left (hidden ones do not count).
    public var hasErrors: Bool { errorCount > 0 }

    /// Whether `ScreenGraphCompiler.emit` can write code from it: the graph resolved, has no
    /// error, and hides none that is an error by its rule (a warning made an error by
    /// `--strict` or `rules:` and then hidden leaves the graph sound).
    public var isEmittable: Bool {
        graph != nil && !hasErrors
            && !suppressed.contains { $0.severity == .error && $0.rule.defaultSeverity == .error }
    }

    private func omittedCount(_ severity: Severity) -> Int {
        omitted.values.reduce(0) { $0 + $1[severity, default: 0] }
    }
}
