import ScreenGenDiagnostics

/// `deeplinks`: each link's pattern parsed, its stack resolved, every placeholder bound to
/// params of one URL-readable type, every required param bound, the stack producible by the
/// declared transitions from its root. All problems are `invalid-deeplink` errors at the node
/// that holds them (an unknown screen is `unknown-screen`).
extension GraphResolver {
    mutating func resolveDeepLinks(_ settings: GraphSettingsSyntax?, into graph: inout ScreenGraph) {
        let links = files.flatMap { file in file.deepLinks.map { (file, $0) } }
        graph.deepLinkSettings = resolveDeepLinkSettings(settings?.deepLinks)
        // Without the settings (a misspelt or invalid `graph.deeplinks`, reported), every link
        // would fail for want of a scheme or a listed type: check none.
        guard !links.isEmpty, settings?.mayLackDeepLinkSettings != true else { return }
        if graph.deepLinkSettings.schemes.isEmpty {
            report(
                .invalidDeeplink,
                "the graph has deep links but no schemes; add 'deeplinks: { schemes: [<your-scheme>] }' under 'graph'",
                at: settings?.deepLinks?.location ?? settings?.keyLocation ?? links[0].1.location)
        }
        let moves = DeclaredMoves(graph)
        var choices = moveChoices  // a choice moves name too lists the same candidates
        for (file, syntax) in links {
            let namespace = file.feature.flatMap {
                featureIndexByName[SwiftIdentifier.lowerCamel($0.value)?.name ?? $0.value]
            }
            // `print-scheme`, `print-host`: checked once per declared link (GraphResolver+LinkPrinting.swift).
            guard let printed = resolvePrintedForm(syntax, graph: graph) else { continue }
            var resolved: [ScreenGraph.DeepLink] = []
            // `one-of:`: a link per candidate (GraphResolver+LinkChoices.swift).
            if syntax.choice != nil || syntax.oneOfLocation != nil {
                resolved = resolveChoiceLink(
                    syntax, namespace: namespace, graph: graph, moves: moves, choices: &choices)
            } else if let link = resolveDeepLink(syntax, namespace: namespace, graph: graph, moves: moves) {
                resolved = [link]
            }
            for var link in resolved {
                (link.printScheme, link.printHost) = printed
                graph.deepLinks.append(link)
            }
        }
    }

    private mutating func resolveDeepLinkSettings(_ syntax: DeepLinkSettingsSyntax?) -> ScreenGraph.DeepLinkSettings {
        var settings = ScreenGraph.DeepLinkSettings()
        guard let syntax else { return settings }
        for scheme in syntax.schemes {
            let text = scheme.value
            let valid =
                text.first.map { $0.isASCII && $0.isLetter } == true
                && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            guard valid else {
                report(
                    .invalidDeeplink,
                    "'\(text)' is not a URL scheme; a scheme is a letter followed by letters, digits, '+', '-' or '.'",
                    at: scheme.location)
                continue
            }
            if !settings.schemes.contains(text.lowercased()) { settings.schemes.append(text.lowercased()) }
        }
        for host in syntax.hosts {
            let text = host.value
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.".contains($0)) })
            else {
                report(
                    .invalidDeeplink, "'\(text)' is not a host name; use letters, digits, '-' and '.'",
                    at: host.location)
                continue
            }
            if !settings.hosts.contains(text.lowercased()) { settings.hosts.append(text.lowercased()) }
        }
        for type in syntax.types {
            guard case .success(let parsed) = parseType(type.value), case .nominal = parsed else {
                report(.invalidDeeplink, "'\(type.value)' in 'deeplinks.types' is not a type name", at: type.location)
                continue
            }
            settings.customTypes.insert(parsed.description)
        }
        return settings
    }

    /// One link; `isCandidate`: a choice's candidate (its stack ends with it), whose query
    /// placeholders may bind no param of it when another candidate's (checked by the caller).
    mutating func resolveDeepLink(
        _ syntax: DeepLinkSyntax, namespace: Int?, graph: ScreenGraph, moves: DeclaredMoves, isCandidate: Bool = false
    ) -> ScreenGraph.DeepLink? {
        guard let url = syntax.url, syntax.hasStack else { return nil }
        let pattern: ParsedDeepLinkPattern
        switch ParsedDeepLinkPattern.parse(url.value) {
        case .success(let parsed): pattern = parsed
        case .failure(let error):
            report(.invalidDeeplink, "url '\(url.value)' \(error.message)", at: url.location)
            return nil
        }
        // `matrix:roomid/{room}` answers its own scheme, which the graph must list.
        if let scheme = pattern.opaqueScheme, !graph.deepLinkSettings.schemes.isEmpty,
            !graph.deepLinkSettings.schemes.contains(scheme)
        {
            report(
                .invalidDeeplink,
                "url '\(url.value)' is a '\(scheme):' URI, but 'graph.deeplinks.schemes' does not list '\(scheme)'; add it",
                at: url.location)
            return nil
        }
        var stack: [Int] = []
        for (position, reference) in syntax.stack.enumerated() {
            guard let screen = resolveReference(reference, fromFeature: namespace, what: "the deep link's stack names")
            else { return nil }
            // An alert covers the screen beneath it and is dismissed before anything else is
            // entered: a stack can only end with one.
            if graph.screens[screen].kind.hasButtons, screenSyntax[screen].isKindKnown,
                position < syntax.stack.count - 1
            {
                report(
                    .invalidDeeplink,
                    "\(graph.screens[screen].kind.rawValue) '\(graph.name(of: screen))' can only be the last screen of a link's stack",
                    at: reference.location)
                return nil
            }
            stack.append(screen)
        }
        guard checkLiveParams(of: stack, pattern: pattern, url: url, graph: graph) else { return nil }
        var urlParam: (param: Int, isURL: Bool)?
        if let written = syntax.urlParam {
            guard let resolved = resolveURLParam(written, stack: stack, graph: graph) else { return nil }
            urlParam = resolved
        }
        let wholeURL = urlParam?.param
        // `args`: fixed values, which count as bound; an entry lost to an error (reported) may
        // have fixed any param.
        guard syntax.areArgsComplete, let fixed = resolveLinkArgs(syntax, stack: stack, graph: graph) else {
            return nil
        }
        if let wholeURL,
            let clash = syntax.args.first(where: {
                graph.screens[stack[stack.count - 1]].paramIndex(named: $0.target.value) == wholeURL
            })
        {
            report(
                .invalidDeeplink,
                "the link's 'args' gives '\(clash.target.value)' a fixed value, but 'url-param' gives it the whole URL; keep one of them",
                at: clash.target.location)
            return nil
        }
        if let anywhere = syntax.anywhere {
            guard
                let bound = bindPlaceholders(
                    pattern, url: url, stack: stack, root: nil, wholeURL: wholeURL, fixed: fixed, graph: graph,
                    isCandidate: isCandidate),
                canOpenOverShown(syntax, stack: stack, graph: graph, moves: moves, at: anywhere)
            else { return nil }
            var link = ScreenGraph.DeepLink(
                url: url, pattern: pattern, placeholders: bound.placeholders, stack: stack, root: 0,
                location: syntax.location)
            link.isOverShown = true
            link.urlParam = urlParam
            link.fixedValues = fixed
            link.isCanonical = syntax.isCanonical
            return link
        }
        // The root first: a placeholder may bind its params (the link then sets its route).
        guard let root = chooseRoot(syntax, stack: stack, graph: graph, moves: moves, namespace: namespace),
            let bound = bindPlaceholders(
                pattern, url: url, stack: stack, root: graph.roots[root], wholeURL: wholeURL, fixed: fixed,
                graph: graph, isCandidate: isCandidate)
        else { return nil }
        var link = ScreenGraph.DeepLink(
            url: url, pattern: pattern, placeholders: bound.placeholders, stack: stack, root: root,
            location: syntax.location)
        link.setsRoot = bound.setsRoot
        link.urlParam = urlParam
        link.fixedValues = fixed
        link.isCanonical = syntax.isCanonical
        return link
    }

    /// `url-param`: a `String` or `URL` param (optional or not) of the stack's last screen,
    /// which gets the whole URL as received; reported when it is not.
    private mutating func resolveURLParam(_ written: Located<String>, stack: [Int], graph: ScreenGraph) -> (
        param: Int, isURL: Bool
    )? {
        guard let last = stack.last else {
            report(
                .invalidDeeplink,
                "'url-param' names a param of the last screen of the link's stack, but the stack is empty; open a screen with a 'String' or 'URL' param, or remove 'url-param'",
                at: written.location)
            return nil
        }
        guard let param = graph.screens[last].paramIndex(named: written.value) else {
            if graph.screens[last].mayLackParams { return nil }
            report(
                .invalidDeeplink,
                "'url-param' names '\(written.value)', which is not a param of '\(graph.name(of: last))', the last screen of the link's stack; name its 'String' or 'URL' param that keeps the whole URL",
                at: written.location)
            return nil
        }
        let declared = graph.screens[last].params[param]
        if declared.hasInvalidType { return nil }
        switch declared.type.unwrapped.description {
        case "String", "Swift.String": return (param, false)
        case "URL", "Foundation.URL": return (param, true)
        default:
            report(
                .invalidDeeplink,
                "'url-param' names param '\(declared.yamlName)' of '\(graph.name(of: last))', of type '\(declared.typeText)', but the whole URL is a 'String' or a 'URL'; give the param one of those types",
                at: written.location)
            return nil
        }
    }

    /// Binds each placeholder to the params of its name of the stack's screens and of the
    /// link's root (nil over what is shown); checks types and coverage. A link that binds a
    /// param of its root sets the root's route (`setsRoot`), so every required param of the
    /// root must be bound; the bindings' positions count the root as 0 then, else the stack.
    private mutating func bindPlaceholders(
        _ pattern: ParsedDeepLinkPattern, url: Located<String>, stack linkStack: [Int], root: Int?,
        wholeURL: Int?, fixed: [ScreenGraph.DeepLink.FixedValue], graph: ScreenGraph, isCandidate: Bool = false
    ) -> (placeholders: [ScreenGraph.DeepLink.Placeholder], setsRoot: Bool)? {
        // The screens a placeholder may bind: the root (when it has params), then the stack.
        let hasRoot = root.map { !graph.screens[$0].params.isEmpty } ?? false
        let stack = (hasRoot ? [root!] : []) + linkStack
        // `args`' params, by position in `stack`: no placeholder binds them as well.
        let fixedParams = Set(fixed.map { [$0.position + (hasRoot ? 1 : 0), $0.param] })
        let queryPlaceholders = Set(pattern.query.map(\.placeholder))
        var result: [ScreenGraph.DeepLink.Placeholder] = []
        var bound: Set<[Int]> = []
        var failed = false
        // A placeholder that binds nothing (reported, or lost to a param's error) may be meant
        // for any param: which required params it leaves unbound is not known.
        var bindsEveryIntendedParam = true
        for (index, name) in pattern.placeholders.enumerated() {
            var bindings: [(position: Int, param: Int)] = []
            for (position, screen) in stack.enumerated() where !hasRoot || position > 0 {
                if let param = graph.screens[screen].paramIndex(named: name) { bindings.append((position, param)) }
            }
            // The root's param of that name when no stack screen has one: a link written before
            // links set roots keeps its meaning.
            if bindings.isEmpty, hasRoot, let param = graph.screens[stack[0]].paramIndex(named: name) {
                bindings.append((0, param))
            }
            let isQuery = queryPlaceholders.contains(index)
            // A candidate's query item another candidate reads: kept without bindings, its type
            // taken from that candidate (`resolveChoiceLink`).
            if bindings.isEmpty, isCandidate, isQuery {
                result.append(
                    .init(
                        name: name, kind: .string, valueType: .nominal([.init(name: "String", arguments: [])]),
                        isQuery: true,
                        bindings: []))
                continue
            }
            guard let first = bindings.first else {
                failed = true
                bindsEveryIntendedParam = false
                // A stack screen that lost params to a reported error may have the one named.
                if stack.contains(where: { graph.screens[$0].mayLackParams }) { continue }
                report(
                    .invalidDeeplink,
                    Self.unboundMessage(
                        placeholder: index, of: pattern, url: url.value, stack: linkStack, root: hasRoot ? root : nil,
                        graph: graph),
                    at: url.location)
                continue
            }
            // `args` fixes the param: a placeholder would read it as well.
            if let taken = bindings.first(where: { fixedParams.contains([$0.position, $0.param]) }) {
                let param = graph.screens[stack[taken.position]].params[taken.param]
                report(
                    .invalidDeeplink,
                    "placeholder '{\(name)}' of url '\(url.value)' binds param '\(param.yamlName)' of '\(graph.name(of: stack[taken.position]))', which the link's 'args' gives a fixed value; keep one of them",
                    at: url.location)
                failed = true
                continue
            }
            // A type outside the grammar is reported at its param; nothing is judged against it.
            if bindings.contains(where: { graph.screens[stack[$0.position]].params[$0.param].hasInvalidType }) {
                failed = true
                continue
            }
            let firstParam = graph.screens[stack[first.position]].params[first.param]
            let valueType = firstParam.type.unwrapped
            if let other = bindings.dropFirst().first(where: {
                graph.screens[stack[$0.position]].params[$0.param].type.unwrapped != valueType
            }) {
                let otherParam = graph.screens[stack[other.position]].params[other.param]
                report(
                    .invalidDeeplink,
                    "placeholder '{\(name)}' binds params of different types: '\(firstParam.typeText)' in '\(graph.name(of: stack[first.position]))' and '\(otherParam.typeText)' in '\(graph.name(of: stack[other.position]))'; give them one type or rename one",
                    at: url.location)
                failed = true
                continue
            }
            // The value is read inside `extension <Route>Graph`, where these names mean the
            // graph's associated types.
            if let shadowed = valueType.leadingNames.first(where: {
                !$0.isQualified && GeneratedNames.graphAssociatedTypes.contains($0.name)
                    && $0.name != graph.routeName.name
            }) {
                report(
                    .nameCollision,
                    "placeholder '{\(name)}' reads type '\(valueType)', but inside the generated graph '\(shadowed.name)' names the graph's associated type; rename the type or qualify it with its module",
                    at: url.location)
                failed = true
                continue
            }
            // `[T]`: a query item reads every value of its key; the path and host have one each.
            var elementType = valueType
            var isList = false
            if case .array(let element) = valueType {
                guard isQuery else {
                    report(
                        .invalidDeeplink,
                        "placeholder '{\(name)}' binds param '\(firstParam.yamlName)' of '\(graph.name(of: stack[first.position]))', an array '\(valueType)', but a path or host placeholder reads one value; read it from the query ('?\(name)={\(name)}' reads every '\(name)=' of the URL, in order), or give the param one value",
                        at: url.location)
                    failed = true
                    continue
                }
                elementType = element
                isList = true
            }
            guard let kind = valueKind(of: elementType, settings: graph.deepLinkSettings) else {
                report(
                    .invalidDeeplink,
                    "placeholder '{\(name)}' binds param '\(firstParam.yamlName)' of '\(graph.name(of: stack[first.position]))', whose type '\(valueType)' cannot be read from a URL; use String, Int, Double, Bool or UUID, or list it under 'graph.deeplinks.types' if it is LosslessStringConvertible",
                    at: url.location)
                failed = true
                continue
            }
            // A query item that binds a required param must be in the URL (Bitwarden's
            // `?email=…&token=…`): a URL without it opens no link. A list left out of a URL is
            // the empty list, which a required array param can take. A param whose declaration
            // had an error (reported) may not be required.
            let isRequired =
                isQuery && !isList
                && bindings.contains { Self.isKnownRequired(graph.screens[stack[$0.position]].params[$0.param]) }
            // `url-param`'s param gets the whole URL: no placeholder binds it as well.
            if let wholeURL, bindings.contains(where: { $0.position == stack.count - 1 && $0.param == wholeURL }) {
                let last = stack[stack.count - 1]
                report(
                    .invalidDeeplink,
                    "placeholder '{\(name)}' of url '\(url.value)' binds param '\(graph.screens[last].params[wholeURL].yamlName)' of '\(graph.name(of: last))', which 'url-param' gives the whole URL; keep one of them",
                    at: url.location)
                failed = true
                continue
            }
            if let taken = bindings.first(where: { bound.contains([$0.position, $0.param]) }) {
                let param = graph.screens[stack[taken.position]].params[taken.param]
                report(
                    .invalidDeeplink,
                    "placeholder '{\(name)}' of url '\(url.value)' binds param '\(param.yamlName)' of '\(graph.name(of: stack[taken.position]))', which another placeholder already binds; keep one of them",
                    at: url.location)
                failed = true
                continue
            }
            for binding in bindings { bound.insert([binding.position, binding.param]) }
            result.append(
                .init(
                    name: name, kind: kind, valueType: elementType, isQuery: isQuery, isList: isList,
                    isRequired: isRequired, bindings: bindings))
        }
        // The root's params are the app's (`start-params`, defaults) unless the link binds one:
        // then it sets the root's whole route, and must bind each it cannot default.
        let setsRoot = hasRoot && bound.contains { $0[0] == 0 }
        // The whole URL binds `url-param`'s param, and `args` theirs: they count as bound.
        if let wholeURL, !linkStack.isEmpty { bound.insert([stack.count - 1, wholeURL]) }
        bound.formUnion(fixedParams)
        for (position, screen) in stack.enumerated() where bindsEveryIntendedParam {
            guard position > 0 || !hasRoot || setsRoot else { continue }
            for (index, param) in graph.screens[screen].params.enumerated()
            where Self.isKnownRequired(param) && !bound.contains([position, index]) {
                guard !pattern.placeholders.contains(where: { graph.screens[screen].paramIndex(named: $0) == index })
                else { continue }
                let owner =
                    hasRoot && position == 0
                    ? "root '\(graph.name(of: screen))', whose route the link sets,"
                    : "'\(graph.name(of: screen))'"
                report(
                    .invalidDeeplink,
                    "required param '\(param.yamlName)' of \(owner) is bound by no placeholder of url '\(url.value)'; "
                        + (param.type.unwrapped.isArray
                            ? "add '\(param.yamlName)={\(param.yamlName)}' to the query (an array is read from every item of its key)"
                            : "add '{\(param.yamlName)}' to the path"),
                    at: url.location)
                failed = true
            }
        }
        guard !failed else { return nil }
        // Without the root's params the positions count the stack's screens only.
        if hasRoot, !setsRoot {
            for index in result.indices {
                result[index].bindings = result[index].bindings.map { ($0.position - 1, $0.param) }
            }
        }
        return (result, setsRoot)
    }

    /// A placeholder that binds nothing, with what to write instead where it is: `*` for a
    /// path segment the app does not read (the segment must still be there), nothing for a
    /// query item (a URL's unread items are ignored), no host part for a host the app does not
    /// read; or a param of its name.
    static func unboundMessage(
        placeholder index: Int, of pattern: ParsedDeepLinkPattern, url: String, stack: [Int], root: Int?,
        graph: ScreenGraph
    ) -> String {
        let name = pattern.placeholders[index]
        let names = stack.map { "'\(graph.name(of: $0))'" }.joined(separator: ", ")
        let addParam = stack.isEmpty ? "" : ", or add a param '\(name)' to a screen of the stack"
        // A root with params is named too: its params may be bound (the link then sets its route).
        let rootText = root.map { "root '\(graph.name(of: $0))' or of " } ?? ""
        let start =
            "placeholder '{\(name)}' of url '\(url)' binds no param of \(rootText)the stack screens (\(names.isEmpty ? "none" : names))"
        if pattern.host?.placeholderIndex == index {
            return "host " + start
                + "; write no host part if the app does not read the host (the link then answers the hosts of 'graph.deeplinks.hosts')"
                + addParam
        }
        if pattern.query.contains(where: { $0.placeholder == index }) {
            return "query " + start + "; remove the item if the app does not read it (a URL's other items are ignored)"
                + addParam
        }
        if pattern.matchedSegments.contains(.placeholder(index)) {
            return start + "; write '*' for a segment the app does not read" + addParam
        }
        // With literal text around it: `*` would drop that text from what the segment matches.
        return start + "; write '*' for the whole segment if the app does not read it" + addParam
    }

    /// Required, and not because its declaration had an error (reported) that lost its default.
    private static func isKnownRequired(_ param: ScreenGraph.Param) -> Bool {
        param.isRequired && !param.hasInvalidDeclaration
    }

    private func valueKind(of type: TypeExpression, settings: ScreenGraph.DeepLinkSettings) -> ScreenGraph
        .DeepLinkValueKind?
    {
        switch type.description {
        case "String", "Swift.String": .string
        case "Int", "Swift.Int": .int
        case "Double", "Swift.Double": .double
        case "Bool", "Swift.Bool": .bool
        case "UUID", "Foundation.UUID": .uuid
        case let name where settings.customTypes.contains(name): .custom
        default: nil
        }
    }

    /// `anywhere: true`: whether the link's first screen is entered over what is shown by a move
    /// from `anywhere:`, and the rest of the stack made by declared moves (reported when not).
    private mutating func canOpenOverShown(
        _ syntax: DeepLinkSyntax, stack: [Int], graph: ScreenGraph, moves: DeclaredMoves, at location: SourceLocation
    ) -> Bool {
        if let root = syntax.root {
            report(
                .invalidDeeplink,
                "a link with 'anywhere: true' opens over whatever is shown, so it has no 'root'; remove one of them",
                at: root.location)
            return false
        }
        guard let first = stack.first else {
            report(
                .invalidDeeplink,
                "a link with 'anywhere: true' needs a stack: its first screen is entered over whatever is shown",
                at: location)
            return false
        }
        guard graph.anywhere?.transitions.contains(where: { $0.move.target == first }) == true else {
            if graph.hasAllMoves {
                report(
                    .invalidDeeplink,
                    "a link with 'anywhere: true' enters its first screen '\(graph.name(of: first))' over whatever is shown, but no move of 'anywhere:' enters it; declare one there, or remove 'anywhere: true'",
                    at: location)
            }
            return false
        }
        if let missing = moves.missingStep(from: first, through: Array(stack.dropFirst())) {
            if graph.hasAllMoves {
                report(
                    .invalidDeeplink,
                    "the stack cannot be opened from '\(graph.name(of: first))': \(missing.message(graph)); declare that transition, or change the stack",
                    at: location)
            }
            return false
        }
        return true
    }

    /// The link's `root:`, or the first root the stack can be produced from.
    private mutating func chooseRoot(
        _ syntax: DeepLinkSyntax, stack: [Int], graph: ScreenGraph, moves: DeclaredMoves, namespace: Int?
    ) -> Int? {
        guard !graph.roots.isEmpty else { return nil }  // no root: already reported
        // A move dropped for an error (reported) may be the step the stack lacks.
        let mayLackStep = !graph.hasAllMoves
        if let written = syntax.root {
            guard let screen = resolveReference(written, fromFeature: namespace, what: "the deep link's 'root' names")
            else { return nil }
            guard let root = graph.roots.firstIndex(of: screen) else {
                report(
                    .invalidDeeplink,
                    "'\(graph.name(of: screen))' is not a root; a link's 'root' names one of the graph's roots",
                    at: written.location)
                return nil
            }
            if let missing = moves.missingStep(from: graph.roots[root], through: stack) {
                if mayLackStep { return nil }
                report(
                    .invalidDeeplink,
                    "the stack cannot be opened from root '\(graph.name(of: graph.roots[root]))': \(missing.message(graph)); declare that transition, or change the stack or the root",
                    at: written.location)
                return nil
            }
            return root
        }
        var firstMissing: DeclaredMoves.MissingStep?
        for (index, root) in graph.roots.enumerated() {
            guard let missing = moves.missingStep(from: root, through: stack) else { return index }
            if firstMissing == nil { firstMissing = missing }
        }
        if mayLackStep { return nil }
        let rootName = graph.name(of: graph.roots[0])
        let which = graph.roots.count == 1 ? "root '\(rootName)'" : "any root (from '\(rootName)')"
        report(
            .invalidDeeplink,
            "the stack cannot be opened from \(which): \(firstMissing!.message(graph)); declare that transition or change the stack",
            at: syntax.url?.location ?? syntax.location)
        return nil
    }
}

/// The declared moves, indexed for the question a deep link's stack asks: can each screen be
/// entered from the one beneath it (the runtime's whole-stack jump rules)?
struct DeclaredMoves {
    private var steps: Set<[Int]> = []
    private var replaceTargets: Set<Int> = []

    struct MissingStep {
        var from: Int
        var to: Int
        func message(_ graph: ScreenGraph) -> String {
            "no transition from '\(graph.name(of: from))' to '\(graph.name(of: to))'"
        }
    }

    init(_ graph: ScreenGraph) {
        for index in graph.screens.indices {
            for move in graph.moves(from: index) {
                // A move whose style is not known (reported) may be either.
                if move.style == .replace || !move.isStyleKnown { replaceTargets.insert(move.target) }
                if move.style != .replace || !move.isStyleKnown { steps.insert([index, move.target]) }
            }
        }
    }

    /// The first step of `root` → `stack[0]` → … that no push, sheet, cover or alert transition
    /// declares (the first may also be a replace target), or nil when the stack is producible.
    func missingStep(from root: Int, through stack: [Int]) -> MissingStep? {
        var beneath = root
        for (position, screen) in stack.enumerated() {
            let allowed = steps.contains([beneath, screen]) || (position == 0 && replaceTargets.contains(screen))
            if !allowed { return MissingStep(from: beneath, to: screen) }
            beneath = screen
        }
        return nil
    }
}
