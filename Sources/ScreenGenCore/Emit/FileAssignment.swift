import ScreenGenDiagnostics

/// Which YAML input each part of the graph came from: what goes into that input's generated file
/// when the output is split (the graph-wide file takes the rest).
struct FileAssignment: Sendable {
    /// Per input file, in `graph.inputFiles` order: the features first declared there.
    let features: [[ScreenGraph.FeatureIndex]]
    /// Per input file: the screens it declares, in declaration order.
    let screens: [[ScreenGraph.ScreenIndex]]
    private let fileIndex: [SourceFileID: Int]

    /// The input file `location` is in. Every declaration has a location in an input; the
    /// first file is only a fallback.
    func file(of location: SourceLocation) -> Int { fileIndex[location.fileID] ?? 0 }

    init(_ graph: ScreenGraph) {
        var fileIndex: [SourceFileID: Int] = [:]
        for (index, path) in graph.inputPaths.enumerated() {
            let file = SourceFileID(path)
            if fileIndex[file] == nil { fileIndex[file] = index }
        }
        let count = max(graph.inputPaths.count, 1)
        func file(of location: SourceLocation) -> Int { fileIndex[location.fileID] ?? 0 }
        var features = Array(repeating: [ScreenGraph.FeatureIndex](), count: count)
        for (index, feature) in graph.features.enumerated() {
            features[file(of: feature.location)].append(index)
        }
        var screens = Array(repeating: [ScreenGraph.ScreenIndex](), count: count)
        for (index, screen) in graph.screens.enumerated() {
            screens[file(of: screen.location)].append(index)
        }
        self.features = features
        self.screens = screens
        self.fileIndex = fileIndex
    }
}
