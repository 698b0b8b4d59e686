import ScreenGenDiagnostics

/// Builds one document's node tree from libyaml events in a single pass.
///
/// Open collections live on an explicit stack, never on the call stack, so a depth bomb costs
/// only the frames below the depth limit. Nodes go into the file's arena (`ArenaBuilder`); an
/// alias is the number of its anchor's node, used again, and the size and height recorded for
/// each anchor keep the expanded tree within the limits without ever walking it.
struct TreeBuilder {
    enum Progress {
        case needsMore
        case finished
    }

    private let file: SourceFileID
    private let limits: YAMLLoadLimits
    private var open: [OpenCollection] = []
    /// The children of every open collection, innermost last (see `OpenCollection`).
    private var children: [Int32] = []
    private var arena: ArenaBuilder
    private var anchors = AnchorTable()
    /// Nodes in the document so far, each alias counted at the full size of its target.
    private var nodeCount = 0
    private var documentCount = 0
    private var root: Int32?
    private var failed = false
    /// Bounded as `limits.diagnosticsKeptPerRule` asks: a flood of duplicate keys is counted,
    /// not kept.
    private(set) var diagnostics: DiagnosticBuffer

    init(file: String, limits: YAMLLoadLimits) {
        self.file = SourceFileID(file)
        self.limits = limits
        arena = ArenaBuilder(file: self.file)
        diagnostics = DiagnosticBuffer(keptPerRule: limits.diagnosticsKeptPerRule)
    }

    /// The document, or nil when loading failed or the file holds no content: nothing, only
    /// comments, or a bare `---` (libyaml reports those as an empty plain scalar, which cannot
    /// be written any other way; `~`, `''` and `!!null` stay nodes).
    func document() -> LoadedDocument? {
        guard !failed, let root, !arena.isEmptyPlainScalar(root) else { return nil }
        return LoadedDocument(arena: arena.finish(), root: root)
    }

    mutating func consume(_ event: ParseEvent) -> Progress {
        switch event {
        case .streamStart, .documentEnd:
            return .needsMore
        case .streamEnd:
            return .finished
        case .documentStart(let position):
            documentCount += 1
            guard documentCount == 1 else {
                // Keep the first document: its content is still worth checking.
                diagnostics.append(Diagnostic(.invalidValue, LoaderMessages.secondDocument, at: location(position)))
                return .finished
            }
            return .needsMore
        case .scalar(let scalar, let anchor, let position):
            let site = location(position)
            if let problem = countNode(at: site) { return fail(problem) }
            let node = arena.addScalar(scalar, at: site)
            if let anchor {
                anchors.define(anchor, as: .init(node: node, nodeCount: 1, height: 0))
            }
            return add(node, height: 0, site: site)
        case .alias(let name, let position):
            return expandAlias(name, at: location(position))
        case .sequenceStart(let anchor, let position):
            return openCollection(.sequence, anchor: anchor, at: location(position))
        case .mappingStart(let anchor, let position):
            return openCollection(.mapping, anchor: anchor, at: location(position))
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

    /// Counts one node written in the text.
    private mutating func countNode(at site: SourceLocation) -> Diagnostic? {
        nodeCount += 1
        guard nodeCount <= limits.maximumExpandedNodes else {
            return Diagnostic(.inputLimit, LoaderMessages.tooManyNodes(limit: limits.maximumExpandedNodes), at: site)
        }
        return nil
    }

    private mutating func openCollection(_ kind: OpenCollection.Kind, anchor: String?, at site: SourceLocation)
        -> Progress
    {
        // The depth check comes first so that a depth bomb stops before any more state grows.
        guard open.count < limits.maximumDepth else {
            return fail(Diagnostic(.inputLimit, LoaderMessages.nestingTooDeep(limit: limits.maximumDepth), at: site))
        }
        if let problem = countNode(at: site) { return fail(problem) }
        let definition = anchor.map { (name: $0, id: anchors.open($0)) }
        open.append(
            OpenCollection(
                kind: kind, location: site, anchor: definition,
                nodeCountBefore: nodeCount - 1, firstChild: children.count
            )
        )
        return .needsMore
    }

    private mutating func closeCollection() -> Progress {
        // libyaml pairs every end event with a start event; an unpaired one cannot happen.
        guard let collection = open.popLast() else { return .needsMore }
        let height = collection.childHeight + 1
        let size = nodeCount - collection.nodeCountBefore
        let site = collection.location
        let anchor = collection.anchor
        let node = collection.close(taking: &children, into: &arena)
        if let anchor {
            anchors.close(anchor.name, id: anchor.id, as: .init(node: node, nodeCount: size, height: height))
        }
        return add(node, height: height, site: site)
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
            guard expansion.height <= limits.maximumDepth - open.count else {
                return fail(
                    Diagnostic(.inputLimit, LoaderMessages.aliasNestingTooDeep(limit: limits.maximumDepth), at: site))
            }
            nodeCount += expansion.nodeCount
            return add(expansion.node, height: expansion.height, site: site)
        }
    }

    /// Puts a finished node into the innermost open collection, or makes it the root.
    private mutating func add(_ node: Int32, height: Int, site: SourceLocation) -> Progress {
        guard !open.isEmpty else {
            root = node
            return .needsMore
        }
        // Through the array subscript, so the collection is mutated in place, not copied.
        if let problem = open[open.count - 1].add(node, height: height, site: site, to: &children, arena: arena) {
            diagnostics.append(problem)
        }
        return .needsMore
    }
}
