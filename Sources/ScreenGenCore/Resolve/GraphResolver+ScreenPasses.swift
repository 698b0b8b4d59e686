import ScreenGenDiagnostics

/// The moves pass of a large graph, split across cores (the signatures pass, which writes each
/// screen in place, is `resolveSignatures`).
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
    /// How many chunks run side by side: the machine the target was set on has 2 cores. Chunks
    /// run in waves of this many so that each wave's spent syntax is freed before the next one
    /// runs (#33: memory, the heap peaked at the end of the moves pass, every screen's
    /// transition syntax still held next to every resolved transition).
    static let chunksPerWave = 2

    /// What a pass leaves no later pass to read: freed once the pass's screens are final.
    enum SpentSyntax {
        /// The screens' `transitions` syntax, after the moves.
        case transitions
    }

    /// The chunks a per-screen pass splits `count` screens into, run `chunksPerWave` at a time;
    /// nil for a graph too small to split, whose pass runs as one loop.
    static func chunkRanges(ofScreens count: Int) -> [Range<Int>]? {
        // Whole waves: a wave of one chunk would leave a core idle.
        let chunkCount = count / screensPerChunk / chunksPerWave * chunksPerWave
        guard chunkCount > 1 else { return nil }
        let chunkSize = (count + chunkCount - 1) / chunkCount
        return stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
    }

    /// Runs `pass` on every screen index, as the serial loop `for index in screens.indices`
    /// would, in parallel when the graph is large. `freeing` names the syntax no pass after
    /// this one reads: it is freed as soon as a wave of chunks is merged.
    mutating func forEachScreen(
        freeing spent: SpentSyntax? = nil, _ pass: @Sendable (inout GraphResolver, Int) -> ScreenGraph.Screen
    ) {
        guard let chunks = Self.chunkRanges(ofScreens: screens.count) else {
            forEachScreenSerially(from: 0, freeing: spent, pass)
            return
        }
        for waveStart in stride(from: 0, to: chunks.count, by: Self.chunksPerWave) {
            let wave = Array(chunks[waveStart..<min(waveStart + Self.chunksPerWave, chunks.count)])
            let budgetBefore = suggestionBudget
            let results = chunkResults(wave, pass)
            // Merged in order, the state before each chunk is the serial loop's. Unknown
            // references share one budget of suggestions, spent in screen order: a chunk ran
            // from the budget the wave started with, so it made what the serial loop makes
            // unless an earlier chunk of the wave spent some and it asked for one too. Such a
            // graph has errors: from that chunk on, it is resolved serially (its syntax is
            // still there: only merged chunks' syntax is freed).
            for (range, result) in zip(wave, results) {
                guard suggestionBudget == budgetBefore || result.suggestionBudget == budgetBefore else {
                    forEachScreenSerially(from: range.lowerBound, freeing: spent, pass)
                    return
                }
                suggestionBudget -= budgetBefore - result.suggestionBudget
                screens.replaceSubrange(range, with: result.screens)
                diagnostics += result.diagnostics
                droppedMoves = droppedMoves || result.droppedMoves
                hasChoicesOrContinuations = hasChoicesOrContinuations || result.hasChoicesOrContinuations
                parsedTypes.merge(result.parsedTypes) { kept, _ in kept }
                // The workers' copies of the resolver are gone: this frees in place, copying nothing.
                if let spent { for index in range { free(spent, of: index) } }
            }
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
                droppedMoves: worker.droppedMoves, hasChoicesOrContinuations: worker.hasChoicesOrContinuations,
                suggestionBudget: worker.suggestionBudget,
                parsedTypes: worker.parsedTypes)
        }
    }

    private mutating func free(_ spent: SpentSyntax, of index: Int) {
        switch spent {
        case .transitions: screenSyntax[index].transitions = []
        }
    }
}

extension GraphResolver {
    /// The serial loop that `forEachScreen` stands for, from `start` on.
    private mutating func forEachScreenSerially(
        from start: Int, freeing spent: SpentSyntax?, _ pass: (inout GraphResolver, Int) -> ScreenGraph.Screen
    ) {
        for index in start..<screens.count {
            let screen = pass(&self, index)
            screens[index] = screen
            if let spent { free(spent, of: index) }
        }
    }
}

/// What a worker of `forEachScreen` changed.
private struct ChunkResult: Sendable {
    var screens: [ScreenGraph.Screen]
    var diagnostics: [Diagnostic]
    var droppedMoves: Bool
    var hasChoicesOrContinuations: Bool
    var suggestionBudget: Int
    var parsedTypes: [String: GraphResolver.ParsedType]
}
