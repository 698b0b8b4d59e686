import Foundation

/// Counts what the navigation states it is attached to do, for `screengen coverage`: every
/// declared move they make (each step of a `then:` continuation, a move an alert's button makes,
/// a move from anywhere, a move that selects another root), every alert or dialog button tapped,
/// every deep link opened (see `open(_:)`), and every screen entered.
///
/// Attach one to a state with `state.recorder = recorder`; a state without one records nothing
/// and pays one `nil` check a move. Several states (every test of a target) may share one
/// recorder. Only what succeeds is counted: a refused move records nothing. Going back (`pop`,
/// `dismiss`) is no declared move; a whole-stack change (`jump`, `setStack`, `restore`, a deep
/// link opened onto a root, a launch snapshot) takes no transition, but the screens it puts on
/// a stack are entered. The screens on a state's stacks when the recorder is attached count as
/// entered then.
///
/// ```swift
/// state.recorder = recorder
/// …
/// try recorder.writeIfRequested()   // to $SCREENGEN_COVERAGE_RECORD, if it is set
/// ```
@MainActor
public final class NavigationRecorder<Graph: NavigationGraph> {
    /// The environment variable `writeIfRequested(environment:)` reads the record's path from.
    public nonisolated static var environmentVariable: String { "SCREENGEN_COVERAGE_RECORD" }

    /// The graph's identity, computed once.
    public let graph: Navigation.GraphIdentity

    /// The counts so far, as the states' operations leave them; a value, so that a composite
    /// operation that fails (`follow(_:routes:)`) can put them back. Exclusivity unchecked: it
    /// is touched on the main actor only, what runs while it is held (the graph's own tables)
    /// never reaches a recorder, and the dynamic check cost a recorded move a fifth of counting.
    @exclusivity(unchecked) @usableFromInline var tally = NavigationTally<Graph>()

    /// An empty recorder of `Graph`.
    public init() {
        graph = Navigation.GraphIdentity.of(Graph.self)
    }

    /// Everything counted so far, as a record.
    public var record: Navigation.Record { tally.record(of: graph) }

    /// Forgets everything counted so far.
    public func reset() {
        tally = NavigationTally()
    }

    /// Writes `record` to `url` as JSON, replacing what is there: a recorder shared by a test
    /// target's tests can write after each of them, and the last write has them all.
    /// - Parameter url: where to write.
    /// - Throws: the file system's error.
    public func write(to url: URL) throws {
        try record.jsonData().write(to: url, options: .atomic)
    }

    /// Writes the record to the path in `SCREENGEN_COVERAGE_RECORD` (`environmentVariable`),
    /// when `environment` has it; returns where it wrote, or nil when it was not asked to.
    /// - Parameter environment: the process environment to read the requested path from.
    /// - Returns: the file written, or nil when none was requested.
    /// - Throws: the file system's error.
    @discardableResult
    public func writeIfRequested(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL? {
        guard let path = environment[Self.environmentVariable], !path.isEmpty else { return nil }
        let url = URL(fileURLWithPath: path)
        try write(to: url)
        return url
    }
}
