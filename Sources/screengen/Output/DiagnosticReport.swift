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
    /// Diagnostics the compiler only counted (`CheckedGraph.omitted`): by file path, how
    /// many of each severity. They come after the file's diagnostics here in sorted order.
    var unkept: [String: [Severity: Int]] = [:]

    /// What the caps left out (`capped()`): a line per file whose diagnostics were cut, and
    /// one for the files past the run's cap. Each format prints them as notes of the tool.
    struct Omission: Hashable {
        /// The file, or nil for the run's line.
        var file: String?
        /// "… and 1,799,900 more errors in this file, not shown (at most 100 a file)".
        var message: String
    }

    var omissions: [Omission] = []
    /// How many diagnostics of each severity the caps left out: the counts still count them.
    var omittedCounts: [Severity: Int] = [:]

    var errors: Int { count(.error) }
    var warnings: Int { count(.warning) }
    var notes: Int { count(.note) }

    private func count(_ severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity } + skipped.count { $0.severity == severity }
            + omittedCounts[severity, default: 0] + unkept.values.reduce(0) { $0 + $1[severity, default: 0] }
    }

    /// At most this many diagnostics of one file are printed (#33: an 8 MB file of one repeated
    /// key made 1.8 million lines, 111 MB)…
    static let perFileLimit = 100
    /// …and at most this many in all.
    static let perRunLimit = 1_000

    /// The report as the formats print it: the first `perFile` diagnostics of each file and the
    /// first `perRun` in all (they are sorted by file), and a line for what is left out, with
    /// how many errors, warnings and notes. The counts, and so the exit status, stay whole.
    func capped(perFile: Int = perFileLimit, perRun: Int = perRunLimit) -> DiagnosticReport {
        guard diagnostics.count > min(perFile, perRun) || !unkept.isEmpty else { return self }
        var result = self
        result.diagnostics = []
        result.unkept = [:]
        var runOmitted: [Severity: Int] = [:]
        var runOmittedFiles = 0
        var start = diagnostics.startIndex
        while start < diagnostics.endIndex {
            let file = diagnostics[start].location.fileID
            var end = start + 1
            while end < diagnostics.endIndex, diagnostics[end].location.fileID == file { end += 1 }
            let shown = max(0, min(end - start, perFile, perRun - result.diagnostics.count))
            result.diagnostics += diagnostics[start..<(start + shown)]
            // What the compiler only counted comes after the file's diagnostics listed here.
            var omitted = unkept[file.path] ?? [:]
            for diagnostic in diagnostics[(start + shown)..<end] { omitted[diagnostic.severity, default: 0] += 1 }
            for (severity, count) in omitted { result.omittedCounts[severity, default: 0] += count }
            if omitted.isEmpty {
            } else if shown == perFile || shown == end - start {
                result.omissions.append(
                    Omission(
                        file: file.path,
                        message: "… and \(Self.counted(omitted)) in this file, not shown (at most \(perFile) a file)"))
            } else {
                // The run's cap: counted once, for every file it cut.
                for (severity, count) in omitted { runOmitted[severity, default: 0] += count }
                runOmittedFiles += 1
            }
            start = end
        }
        if runOmittedFiles > 0 {
            let files = Summary.counted(runOmittedFiles, "file")
            result.omissions.append(
                Omission(
                    file: nil,
                    message:
                        "… and \(Self.counted(runOmitted)) in \(files), not shown (at most \(Summary.grouped(perRun)) a run)"
                ))
        }
        return result
    }

    /// "1,799,900 more errors", "2 more errors and 1 more warning".
    private static func counted(_ counts: [Severity: Int]) -> String {
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { severity, noun in
            counts[severity].map { "\(Summary.grouped($0)) more \(noun)\($0 == 1 ? "" : "s")" }
        }
        return parts.count <= 1
            ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
