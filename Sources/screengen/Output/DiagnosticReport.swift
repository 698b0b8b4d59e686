import ScreenGenDiagnostics

/// What a `build` or `lint` run found, as values: every output format renders this.
struct DiagnosticReport {
    /// A folder entry left out of the graph (a dangling link, a loop, a FIFO named `*.yaml`):
    /// no rule and no line, a warning (an error under `--strict`).
    struct SkippedEntry: Hashable {
        /// The path as given on the command line plus the entry, as every format names it.
        var file: String
        var message: String
        var severity: Severity
    }

    /// The diagnostics to report, sorted; those a baseline hid are not among them.
    var diagnostics: [Diagnostic]
    var skipped: [SkippedEntry] = []
    var screens = 0
    var transitions = 0
    /// How many diagnostics a baseline hid.
    var baselined = 0

    var errors: Int { count(.error) }
    var warnings: Int { count(.warning) }
    var notes: Int { count(.note) }

    private func count(_ severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity } + skipped.count { $0.severity == severity }
    }
}
