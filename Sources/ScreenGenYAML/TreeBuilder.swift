import ScreenGenDiagnostics

/// Builds one document's node tree from libyaml events in a single pass.
///
/// Open collections live on an explicit stack, never on the call stack, so a depth bomb costs
/// only the frames below the depth limit. Nodes go into the file's arena (`ArenaBuilder`); an
/// alias is the number of its anchor's node, used again, and the size and height recorded for
/// each anchor keep the expanded tree within the limits without ever walking it.
struct TreeBuilder: ~Copyable {
    enum Progress {
        case needsMore
        case finished
    }

    private let file: SourceFileID
    private let limits: YAMLLoadLimits
    private var open = OpenCollections()
    /// The anchors on open collections, innermost last, with their definition ids in `anchors`.
    private var openAnchors: [(name: String, id: Int)] = []
    private let arena: ArenaBuilder
    private var anchors = AnchorTable()
    private var scalarTexts = ScalarTextCache()
    /// Nodes in the document so far, each alias counted at the full size of its target.
    private var nodeCount = 0
    private var documentCount = 0
    private var root: Int32?
    private var failed = false
    /// Bounded as `limits.diagnosticsKeptPerRule` asks: a flood of duplicate keys is counted,
    /// not kept.
    private(set) var diagnostics: DiagnosticBuffer

    /// `inputSize`: the text's size in bytes, from which the arena's first capacity is guessed.
    init(file: String, limits: YAMLLoadLimits, inputSize: Int) {
        self.file = SourceFileID(file)
        self.limits = limits
        // About one node per 8 bytes in screens files; capped so that a large file does not
        // reserve much more than it uses before it has shown what it holds.
        arena = ArenaBuilder(file: self.file, expectedNodes: min(inputSize / 8, 1 << 16))
        diagnostics = DiagnosticBuffer(keptPerRule: limits.diagnosticsKeptPerRule)
    }

    /// The document, or nil when loading failed or the file holds no content: nothing, only
    /// comments, or a bare `---` (libyaml reports those as an empty plain scalar, which cannot
    /// be written any other way; `~`, `''` and `!!null` stay nodes).
    func document() -> LoadedDocument? {
        guard !failed, let root, !arena.isEmptyPlainScalar(root) else { return nil }
        return LoadedDocument(arena: arena.finish(), root: root)
    }

    mutating func consume(_ event: borrowing ParseEvent) -> Progress {
        switch event.kind {
        case .streamStart, .documentEnd:
            return .needsMore
        case .streamEnd:
            return .finished
        case .documentStart:
            documentCount += 1
            guard documentCount == 1 else {
                // Keep the first document: its content is still worth checking.
                diagnostics.append(
                    Diagnostic(.invalidValue, LoaderMessages.secondDocument, at: location(event.position)))
                return .finished
            }
            return .needsMore
        case .scalar:
            let site = location(event.position)
            guard countNode() else { return fail(tooManyNodes(at: site)) }
            let bytes = event.scalarBytes
            let keyText = KeyText(bytes: bytes)
            let text = scalarTexts.text(of: bytes, keyText: keyText)
            let node = arena.addScalar(text, style: event.scalarStyle, tag: event.scalarTag, at: site)
            if let anchor = event.anchor {
                anchors.define(anchor, as: .init(node: node, nodeCount: 1, height: 0))
            }
            return add(node, height: 0, site: site, keyText: keyText)
        case .alias:
            return expandAlias(event.anchor ?? "", at: location(event.position))
        case .sequenceStart:
            return openCollection(.sequence, anchor: event.anchor, at: location(event.position))
        case .mappingStart:
            return openCollection(.mapping, anchor: event.anchor, at: location(event.position))
        case .sequenceEnd, .mappingEnd:
            return closeCollection()
        }
    }

    /// The diagnostics kept, and how many of each file and rule were only counted.
    mutating func keptDiagnostics() -> (kept: [Diagnostic], omitted: [DiagnosticBuffer.Key: Int]) {
        let kept = diagnostics.diagnostics
        return (kept, diagnostics.omitted)
    }

    /// Stops loading on a problem that leaves no usable document.
    mutating func fail(_ diagnostic: Diagnostic) -> Progress {
        diagnostics.append(diagnostic)
        failed = true
        return .finished
    }

    /// Stops loading on libyaml's error.
    mutating func fail(_ failure: ParseFailure) {
        let notes =
            failure.context.map { context in
                [Diagnostic.Note(LoaderMessages.syntaxContext(context.text), at: location(context.position))]
            } ?? []
        _ = fail(Diagnostic(.yamlSyntax, failure.message, at: location(failure.position), notes: notes))
    }

    private func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(fileID: file, line: position.line, column: position.column)
    }

    /// Counts one node written in the text; false once there are too many.
    private mutating func countNode() -> Bool {
        nodeCount += 1
        return nodeCount <= limits.maximumExpandedNodes
    }

    private func tooManyNodes(at site: SourceLocation) -> Diagnostic {
        Diagnostic(.inputLimit, LoaderMessages.tooManyNodes(limit: limits.maximumExpandedNodes), at: site)
    }

    private mutating func openCollection(_ kind: OpenCollection.Kind, anchor: String?, at site: SourceLocation)
        -> Progress
    {
        // The depth check comes first so that a depth bomb stops before any more state grows.
        guard open.depth < limits.maximumDepth else {
            return fail(Diagnostic(.inputLimit, LoaderMessages.nestingTooDeep(limit: limits.maximumDepth), at: site))
        }
        guard countNode() else { return fail(tooManyNodes(at: site)) }
        if let anchor {
            openAnchors.append((anchor, anchors.open(anchor)))
        }
        open.open(kind, at: site, nodeCountBefore: nodeCount - 1, isAnchored: anchor != nil)
        return .needsMore
    }

    private mutating func closeCollection() -> Progress {
        guard let (node, collection) = open.close(into: arena) else { return .needsMore }
        let height = collection.childHeight + 1
        if collection.isAnchored, let anchor = openAnchors.popLast() {
            let size = nodeCount - collection.nodeCountBefore
            anchors.close(anchor.name, id: anchor.id, as: .init(node: node, nodeCount: size, height: height))
        }
        return add(node, height: height, site: collection.location)
    }

    private mutating func expandAlias(_ name: String, at site: SourceLocation) -> Progress {
        switch anchors.lookup(name) {
        case .unknown:
            return fail(Diagnostic(.yamlSyntax, LoaderMessages.unknownAnchor(name), at: site))
        case .open:
            return fail(Diagnostic(.invalidValue, LoaderMessages.recursiveAlias(name), at: site))
        case .complete(let expansion):
            // Subtraction keeps the comparison free of overflow however large the counts.
            guard expansion.nodeCount <= limits.maximumExpandedNodes - nodeCount else {
                return fail(
                    Diagnostic(
                        .inputLimit, LoaderMessages.aliasesExpandTooFar(limit: limits.maximumExpandedNodes), at: site))
            }
            guard expansion.height <= limits.maximumDepth - open.depth else {
                return fail(
                    Diagnostic(.inputLimit, LoaderMessages.aliasNestingTooDeep(limit: limits.maximumDepth), at: site))
            }
            nodeCount += expansion.nodeCount
            return add(expansion.node, height: expansion.height, site: site)
        }
    }

    /// Puts a finished node into the innermost open collection, or makes it the root.
    private mutating func add(_ node: Int32, height: Int, site: SourceLocation, keyText: KeyText? = nil) -> Progress {
        guard !open.isEmpty else {
            root = node
            return .needsMore
        }
        open.add(node, height: height, site: site, keyText: keyText, arena: arena, problems: &diagnostics)
        return .needsMore
    }
}
