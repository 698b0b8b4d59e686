/// One generated Swift file: its name and its text.
public struct GeneratedFile: Hashable, Sendable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Emits the generated code: a graph-wide part (routes, screen identity, the graph as data,
/// dispatch, guards, deep links, the SwiftUI view) and, per YAML input file, what that file
/// declares (its features' enums, handlers, routers and views; its screens' directions and
/// moves). Split into files, each part is its own file, so the compiler works on them in
/// parallel and an edit to one YAML file recompiles one generated file; as one file, the parts
/// follow each other. Deterministic by construction: every collection it walks is in
/// declaration order.
enum SwiftFileEmitter {
    /// Everything in one file: the header, then each part's body (file 0's first).
    static func emit(_ graph: ScreenGraph, options: EmitOptions) -> String {
        let plan = EmissionPlan(graph, part: options.part)
        let bodies = self.bodies(plan, indices: plan.fileIndices)
        var writer = SwiftWriter()
        writeHeader(plan, files: graph.inputFiles, options: options, into: &writer)
        return writer.text + bodies.filter { !$0.isEmpty }.joined()
    }

    /// How many files the split output has: the graph-wide file and one per input file.
    static func fileCount(_ graph: ScreenGraph) -> Int { graph.inputFiles.count + 1 }

    /// The split output's file names: `GeneratedFileNames.graphWide`, then one per input file in
    /// `graph.inputFiles` order, named by `GeneratedFileNames.perInput`.
    static func fileNames(_ graph: ScreenGraph) -> [String] {
        [GeneratedFileNames.graphWide]
            + GeneratedFileNames.perInput(graph.inputFiles.map(GeneratedFileNames.relativePath(ofDisplayPath:)))
    }

    /// The part's files at `range` of `plan.fileIndices` (for the whole graph, 0 is the
    /// graph-wide file), written in parallel. A file whose input generates nothing (deep links
    /// only, say) still exists, holding only its header: the build plugin declares every name
    /// before the tool runs.
    static func emitFiles(_ plan: EmissionPlan, options: EmitOptions, range: Range<Int>) -> [GeneratedFile] {
        emitFiles(plan, options: options, range: range) { _, file in file }
    }

    /// The files at `range`, each written in parallel and handed to `use` (with its position in
    /// `range`'s numbering) on the thread that wrote it as soon as it is done: what `use`
    /// returns is kept, in file order. A caller that writes each file out there overlaps that
    /// with the emission of the others, and holds no more than a file per core in memory.
    static func emitFiles<Result: Sendable>(
        _ plan: EmissionPlan, options: EmitOptions, range: Range<Int>,
        _ use: @Sendable (Int, GeneratedFile) -> Result
    ) -> [Result] {
        let names = fileNames(plan.graph)
        let start = range.lowerBound
        return parallelMap(range.count) { offset in
            let index = plan.fileIndices[start + offset]
            var writer = SwiftWriter()
            let files = index == 0 ? plan.graph.inputFiles : [plan.graph.inputFiles[index - 1]]
            writeHeader(plan, files: files, options: options, into: &writer)
            writeBody(index, of: plan, into: &writer)
            return use(start + offset, GeneratedFile(name: names[index], contents: writer.text))
        }
    }

    /// The bodies of the files at `indices` (0 is the graph-wide part, then one per input file;
    /// empty when an input generates nothing). Independent, so written in parallel.
    private static func bodies(_ plan: EmissionPlan, indices: [Int]) -> [String] {
        parallelMap(indices.count) { offset in
            var writer = SwiftWriter()
            writeBody(indices[offset], of: plan, into: &writer)
            return writer.text
        }
    }

    /// Part `index`'s body: the graph-wide part (0) or input file `index - 1`'s.
    private static func writeBody(_ index: Int, of plan: EmissionPlan, into writer: inout SwiftWriter) {
        if index == 0 {
            writeGraphWide(plan, into: &writer)
        } else {
            writeInput(index - 1, of: plan, into: &writer)
        }
    }

    private static func writeGraphWide(_ plan: EmissionPlan, into writer: inout SwiftWriter) {
        let (graph, names, assignment, sets) = (plan.graph, plan.names, plan.assignment, plan.sets)
        if plan.writesRoutes {
            RouteEnumEmitter(graph: graph, names: names).writeRoute(into: &writer)
            ScreenIdentityEmitter(graph: graph, names: names).writeGraphWide(into: &writer)
            GraphDataEmitter(graph: graph, names: names, assignment: assignment, sets: sets).writeGraphWide(
                into: &writer)
            DispatchEmitter(graph: graph, names: names).writeGraphWide(into: &writer)
            GuardEmitter(graph: graph, names: names).write(into: &writer)
            AlertEmitter(graph: graph, names: names).writeButtonIDs(into: &writer)
            FlowEmitter(graph: graph, names: names).write(into: &writer)
            DeepLinkEmitter(graph: graph, names: names).write(into: &writer)
            LinkChoiceEmitter(graph: graph, names: names).writeMoveChoices(into: &writer)
        }
        if plan.writesViews {
            ViewSwitchEmitter(graph: graph, names: names).writeGraphWide(into: &writer)
        }
        guard plan.part == .app else { return }
        // The app's one file: every feature's view (the views are the modules').
        for feature in graph.features.indices {
            ViewSwitchEmitter(graph: graph, names: names).write(feature: feature, into: &writer)
        }
    }

    private static func writeInput(_ file: Int, of plan: EmissionPlan, into writer: inout SwiftWriter) {
        let (graph, names, assignment, sets) = (plan.graph, plan.names, plan.assignment, plan.sets)
        let writesSets = sets.sets.contains { $0.file == file } || graph.anywhere?.file == file
        guard file < assignment.screens.count,
            !assignment.screens[file].isEmpty || !assignment.features[file].isEmpty || writesSets
        else {
            return
        }
        let data = GraphDataEmitter(graph: graph, names: names, assignment: assignment, sets: sets)
        writer.line()
        writer.line("// MARK: - " + SwiftStringLiteral.escapedBody(graph.inputFiles[file]))
        if plan.writesRoutes {
            for feature in assignment.features[file] {
                writeFeatureRoute(feature, of: plan, data: data, into: &writer)
            }
        }
        if plan.part == .whole {
            for feature in assignment.features[file] {
                FeatureRouterEmitter(graph: graph, names: names).write(feature: feature, into: &writer)
                ViewSwitchEmitter(graph: graph, names: names).write(feature: feature, into: &writer)
            }
        }
        if plan.writesRoutes {
            DirectionsEmitter(graph: graph, names: names, sets: sets).writeSets(file: file, into: &writer)
        }
        if plan.part == .whole {
            DirectionsEmitter(graph: graph, names: names, sets: sets).write(
                screens: assignment.screens[file], into: &writer)
            AnywhereEmitter(graph: graph, names: names, sets: sets).write(file: file, into: &writer)
        } else if plan.writesMoves(ofFile: file) {
            writeMoves(ofFile: file, plan, into: &writer)
        }
        if plan.writesRoutes {
            AlertEmitter(graph: graph, names: names).writeButtonTypes(screens: assignment.screens[file], into: &writer)
            if plan.part == .whole {
                AlertEmitter(graph: graph, names: names).writeResultTaps(
                    screens: assignment.screens[file], into: &writer)
            }
            data.writeTransitions(file: file, into: &writer)
        }
    }

    /// A feature's route enum holding what every route of it has (its screen, title, alert and
    /// `dispatch(to:)`), then the feature's handler protocol.
    private static func writeFeatureRoute(
        _ feature: Int, of plan: EmissionPlan, data: GraphDataEmitter, into writer: inout SwiftWriter
    ) {
        let dispatch = DispatchEmitter(graph: plan.graph, names: plan.names)
        RouteEnumEmitter(graph: plan.graph, names: plan.names).write(feature: feature, into: &writer) { writer in
            ScreenIdentityEmitter(graph: plan.graph, names: plan.names).writeScreen(ofFeature: feature, into: &writer)
            writer.line()
            data.writeMembers(ofFeature: feature, into: &writer)
            writer.line()
            dispatch.writeDispatch(ofFeature: feature, into: &writer)
        }
        dispatch.writeHandler(ofFeature: feature, into: &writer)
    }

    /// What a module writes for input `file`: its features' routers and its screens' directions.
    private static func writeMoves(ofFile file: Int, _ plan: EmissionPlan, into writer: inout SwiftWriter) {
        let (graph, names) = (plan.graph, plan.names)
        for feature in plan.assignment.features[file] {
            FeatureRouterEmitter(graph: graph, names: names).write(feature: feature, into: &writer)
        }
        DirectionsEmitter(graph: graph, names: names, sets: plan.sets).write(
            screens: plan.assignment.screens[file], into: &writer)
        AnywhereEmitter(graph: graph, names: names, sets: plan.sets).write(file: file, into: &writer)
        // The typed taps that wait for a result (#38) live with the alert's moves: the screen a
        // button enters may return a type of this module, which the routes module cannot see.
        AlertEmitter(graph: graph, names: names).writeResultTaps(screens: plan.assignment.screens[file], into: &writer)
    }

    private static func writeHeader(
        _ plan: EmissionPlan, files: [String], options: EmitOptions, into writer: inout SwiftWriter
    ) {
        let graph = plan.graph
        writer.line("// Generated by screengen \(options.toolVersion). Do not edit: change the YAML and build again.")
        writer.line(files.count == 1 ? "// Input file:" : "// Input files:")
        for file in files {
            // Paths are the tool's own relative paths, but they are still file names from the
            // user's disk: keep any control character out of the comment.
            writer.line("//   " + SwiftStringLiteral.escapedBody(file))
        }
        writer.line()
        writer.line("import Foundation")
        // The runtime's plumbing (tables, the directions' context) is SPI: only generated code
        // sees it, and what the app's own code sees of the runtime is the API it calls.
        writer.line("@_spi(Generated) import ScreenNavigation")
        for module in graph.imports {
            writer.line("import \(module)")
        }
        // The routes module's plumbing (the origin's and context's helpers) is SPI as the
        // runtime's is: a module's part sees it through the same SPI import.
        for module in plan.partImports {
            writer.line("@_spi(Generated) import \(module)")
        }
        // Only a part with views imports SwiftUI: in the routes or a module's moves it would
        // only make the app's type names ambiguous (SwiftUI brings UIKit's `UIImage` on iOS).
        guard plan.writesViews else { return }
        writer.line("#if canImport(SwiftUI)")
        writer.line("import SwiftUI")
        writer.line("#endif")
    }
}

/// What every part of one emission shares, derived from the graph once: a caller asking for
/// the split files a batch at a time must not redo it per batch (it walks every screen).
struct EmissionPlan: Sendable {
    let graph: ScreenGraph
    let names: GeneratedNames
    let assignment: FileAssignment
    let sets: SharedTransitionSets
    /// Which part of a graph split into modules this emission writes.
    let part: OutputPart
    /// The split output's files of that part, by index into `SwiftFileEmitter.fileNames`.
    let fileIndices: [Int]

    init(_ graph: ScreenGraph, part: OutputPart = .whole) {
        self.graph = graph
        // The names read every param and action of the graph, the assignment and the shared
        // sets every screen's moves: each a few milliseconds on one core for a large graph, run
        // before any file is written, so they run side by side (#33).
        let halves = parallelMap(2) { half -> Half in
            guard half == 0 else {
                let assignment = FileAssignment(graph)
                return .layout(assignment, SharedTransitionSets(graph, assignment: assignment))
            }
            return .names(GeneratedNames(graph, part: part))
        }
        guard case .names(let names) = halves[0], case .layout(let assignment, let sets) = halves[1] else {
            preconditionFailure("each half of the plan is made by its own job")
        }
        (self.names, self.assignment, self.sets) = (names, assignment, sets)
        self.part = part
        fileIndices = Self.fileIndices(graph, part: part)
    }

    /// What each of the plan's two jobs makes.
    private enum Half: Sendable {
        case names(GeneratedNames)
        case layout(FileAssignment, SharedTransitionSets)
    }
}
