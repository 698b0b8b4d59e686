/// What `ScreenGraphCompiler.check` is asked for.
public struct CheckOptions: Hashable, Sendable {
    /// `lint --strict`: every warning counts as an error.
    public var strict: Bool
    /// Of each file's diagnostics under one rule, how many are kept: the first in sorted order;
    /// the others are only counted (`CheckedGraph.omitted`), so that a file flooding
    /// diagnostics costs bounded memory (#33). nil keeps every one. A caller that prints at
    /// most N diagnostics a file and filters none out afterwards (no baseline) may pass N.
    public var diagnosticsKeptPerRule: Int?

    /// The options of a check.
    /// - Parameters:
    ///   - strict: whether every warning counts as an error.
    ///   - diagnosticsKeptPerRule: how many diagnostics of one rule a file keeps; nil for all.
    public init(strict: Bool = false, diagnosticsKeptPerRule: Int? = nil) {
        self.strict = strict
        self.diagnosticsKeptPerRule = diagnosticsKeptPerRule
    }
}

/// How `ScreenGraphCompiler.emit` lays the generated Swift out in files.
public enum OutputLayout: Hashable, Sendable {
    /// The whole code in one file (`build --output Screens.swift`, standard output).
    case oneFile
    /// A file per YAML input file plus a graph-wide one (`build --output dir/`, the build
    /// plugin): the compiler works on them in parallel, and an edit recompiles one file.
    case filePerInput

    /// The name of the one file, where the caller names none.
    public static let oneFileName = "Screens.generated.swift"
}

/// Why `ScreenGraphCompiler.emit` wrote nothing.
public enum EmitProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The graph has errors, or did not resolve: no code is generated from it.
    case graphHasErrors
    /// The part asked for cannot be generated from this graph (a module it does not list);
    /// the message says why.
    case part(String)

    public var description: String {
        switch self {
        case .graphHasErrors: "no code is generated from a graph with errors"
        case .part(let message): message
        }
    }
}
