import ScreenGenDiagnostics

/// The per-screen passes (signatures, then moves) of a large graph, split across cores.
///
/// Within a pass each screen is resolved on its own: the pass returns the screen's new entry of
/// `screens` and reads other screens only as an earlier pass left them. So chunks of screens
/// can run on copies of the resolver, and merging their results in chunk order gives exactly
/// the state and the diagnostics of the serial loop. A pass returns its screen rather than
/// writing it: a write into a worker's copy of `screens` would copy the whole array (it is
/// shared with the other copies), once per chunk and pass.
extension GraphResolver {
    /// Fewer screens than this per chunk and the copies cost more than the cores save.
    static let screensPerChunk = 1024
    /// The machine the target was set on has 2 cores; 4 chunks keep both busy when one
    /// chunk's screens take longer, and stay cheap to copy (each worker copies `screens`).
    static let maximumChunks = 4

    /// Runs `pass` on every screen index, as the serial loop `for index in screens.indices`
    /// would, in parallel when the graph is large. `freeingTransitionSyntax`: no pass after this
    /// one reads the screens' `transitions` syntax, so it is freed as soon as it is spent, before
    /// the new screens join the old ones (#33: memory, the heap peaks at the end of the moves
    /// pass).
    mutating func forEachScreen(
        freeingTransitionSyntax: Bool = false, _ pass: @Sendable (inout GraphResolver, Int) -> ScreenGraph.Screen
    ) {
        let chunkCount = min(Self.maximumChunks, screens.count / Self.screensPerChunk)
        guard chunkCount > 1 else {
            forEachScreenSerially(freeingTransitionSyntax: freeingTransitionSyntax, pass)
            return
        }
        let chunkSize = (screens.count + chunkCount - 1) / chunkCount
        let chunks = stride(from: 0, to: screens.count, by: chunkSize).map { $0..<min($0 + chunkSize, screens.count) }
        let results = chunkResults(chunks, pass)
        // Unknown references share one budget of suggestions, spent in screen order: a chunk
        // cannot know what the chunks before it spent. Such a graph has errors and is resolved
        // again serially, from the state before this pass (the workers changed only copies).
        guard results.allSatisfy({ $0.suggestionBudget == suggestionBudget }) else {
            forEachScreenSerially(freeingTransitionSyntax: freeingTransitionSyntax, pass)
            return
        }
        // The workers' copies of the resolver are gone: this frees in place, copying nothing.
        if freeingTransitionSyntax {
            for index in screenSyntax.indices { screenSyntax[index].transitions = [] }
        }
        for (range, result) in zip(chunks, results) {
            screens.replaceSubrange(range, with: result.screens)
            diagnostics += result.diagnostics
            droppedMoves = droppedMoves || result.droppedMoves
            parsedTypes.merge(result.parsedTypes) { kept, _ in kept }
        }
    }

    /// Each chunk's screens, as `pass` makes them on a copy of this resolver. Not mutating, so
    /// the copies are released when it returns, before the caller writes its own state.
    private func chunkResults(
        _ chunks: [Range<Int>], _ pass: @Sendable (inout GraphResolver, Int) -> ScreenGraph.Screen
    ) -> [ChunkResult] {
        let snapshot = self
        return parallelMap(chunks.count) { chunk in
            var worker = snapshot
            worker.diagnostics = []
            var screens: [ScreenGraph.Screen] = []
            screens.reserveCapacity(chunks[chunk].count)
            for index in chunks[chunk] { screens.append(pass(&worker, index)) }
            return ChunkResult(
                screens: screens, diagnostics: worker.diagnostics,
                droppedMoves: worker.droppedMoves, suggestionBudget: worker.suggestionBudget,
                parsedTypes: worker.parsedTypes)
        }
    }
}

extension GraphResolver {
    /// The serial loop that `forEachScreen` stands for.
    private mutating func forEachScreenSerially(
        freeingTransitionSyntax: Bool, _ pass: (inout GraphResolver, Int) -> ScreenGraph.Screen
    ) {
        for index in screens.indices {
            let screen = pass(&self, index)
            screens[index] = screen
            if freeingTransitionSyntax { screenSyntax[index].transitions = [] }
        }
    }
}

/// What a worker of `forEachScreen` changed.
private struct ChunkResult: Sendable {
    var screens: [ScreenGraph.Screen]
    var diagnostics: [Diagnostic]
    var droppedMoves: Bool
    var suggestionBudget: Int
    var parsedTypes: [String: GraphResolver.ParsedType]
}
