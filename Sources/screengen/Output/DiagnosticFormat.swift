import ArgumentParser

/// How `build` and `lint` report findings (`--format`).
///
/// `text` is the swiftc/Xcode line format on standard error, the summary as before. The
/// machine formats write one document to standard output and nothing else there; the
/// human summary line goes to standard error.
enum DiagnosticFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, github, sarif

    static let names = allCases.map(\.rawValue).joined(separator: "|")
}
