import ScreenGenDiagnostics

/// The signatures pass, run on each screen in place.
///
/// A screen's signature reads only that screen and its own syntax, and spends no budget other
/// screens share. So, unlike `forEachScreen`, the pass does not return a copy of each screen:
/// the screens are taken out of the resolver, each chunk's own array is written in place, and
/// the chunks are put back in order. Returned copies made each screen's shared storage be
/// copied in the workers and the storage they replaced be freed when the chunks merged, on one
/// core between waves (#33: the merges were a large graph's longest stretch with a core idle
/// after registration).
extension GraphResolver {
    /// `resolveSignature` on every screen, in parallel chunks when the graph is large; each
    /// screen's params syntax is freed once its chunk is back.
    mutating func resolveSignatures() {
        var taken = screens
        screens = []
        guard let ranges = Self.chunkRanges(ofScreens: taken.count) else {
            for index in taken.indices {
                resolveSignature(screenSyntax[index], of: &taken[index])
                screenSyntax[index].params = []
            }
            screens = taken
            return
        }
        // Each chunk its own array, so that each screen's storage has one owner while it is
        // written: the array `taken` is freed before any chunk runs.
        let chunks = ScreenChunks(ranges.map { Array(taken[$0]) })
        taken = []
        screens.reserveCapacity(chunks.screenCount)
        for waveStart in stride(from: 0, to: ranges.count, by: Self.chunksPerWave) {
            let wave = waveStart..<min(waveStart + Self.chunksPerWave, ranges.count)
            let snapshot = self
            let results = parallelMap(wave.count) { position in
                let chunk = wave.lowerBound + position
                var worker = snapshot
                worker.diagnostics = []
                chunks.withChunk(chunk) { screens in
                    for (offset, index) in ranges[chunk].enumerated() {
                        worker.resolveSignature(worker.screenSyntax[index], of: &screens[offset])
                    }
                }
                return SignatureChunkResult(diagnostics: worker.diagnostics, parsedTypes: worker.parsedTypes)
            }
            for (chunk, result) in zip(wave, results) {
                screens.append(contentsOf: chunks.take(chunk))
                diagnostics += result.diagnostics
                parsedTypes.merge(result.parsedTypes) { kept, _ in kept }
                for index in ranges[chunk] { screenSyntax[index].params = [] }
            }
        }
    }
}

/// What a chunk of the signatures pass changed besides its screens.
private struct SignatureChunkResult: Sendable {
    var diagnostics: [Diagnostic]
    var parsedTypes: [String: GraphResolver.ParsedType]
}

/// The chunks of screens the signatures pass writes. `@unchecked Sendable`: each job writes
/// only its own chunk, and a chunk is taken back only after its job is done.
private final class ScreenChunks: @unchecked Sendable {
    private let chunks: UnsafeMutableBufferPointer<[ScreenGraph.Screen]>
    let screenCount: Int

    init(_ chunks: [[ScreenGraph.Screen]]) {
        self.chunks = .allocate(capacity: chunks.count)
        _ = self.chunks.initialize(from: chunks)
        screenCount = chunks.reduce(0) { $0 + $1.count }
    }

    deinit {
        _ = chunks.deinitialize()
        chunks.deallocate()
    }

    /// `body` with chunk `index`, to write in place.
    func withChunk(_ index: Int, _ body: (inout [ScreenGraph.Screen]) -> Void) {
        body(&chunks[index])
    }

    /// Chunk `index`, left empty here.
    func take(_ index: Int) -> [ScreenGraph.Screen] {
        var chunk: [ScreenGraph.Screen] = []
        swap(&chunk, &chunks[index])
        return chunk
    }
}
