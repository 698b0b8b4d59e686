import ScreenGenDiagnostics

/// `root` / `roots`: which screens start a stack.
extension GraphResolver {
    mutating func resolveRoots(_ settings: GraphSettingsSyntax?, fromFeature feature: String?) -> [Int] {
        guard let settings else { return [] }
        let namespace = feature.flatMap { featureIndexByName[SwiftIdentifier.lowerCamel($0)?.name ?? $0] }
        var references: [Located<String>]
        switch (settings.root, settings.roots) {
        case (let root?, let roots?):
            report(
                .missingRoot, "'root' and 'roots' are exclusive; keep one", at: roots.location,
                notes: [.init("'root' is set here", at: root.location)])
            return []
        case (let root?, nil):
            references = [root]
        case (nil, let roots?):
            references = roots.value
            if references.isEmpty {
                report(.missingRoot, "'roots' is empty; list at least one screen", at: roots.location)
            }
        case (nil, nil):
            // A 'root' or 'roots' that could not be decoded is already reported.
            guard !settings.hasInvalidRoots else { return [] }
            report(
                .missingRoot, "the graph has no root: add 'root: <screen>' or 'roots: [<screen>, …]' to 'graph'",
                at: settings.keyLocation)
            return []
        }
        let startParams = resolveStartParams(settings.startParams, fromFeature: namespace)
        var roots: [Int] = []
        var lacksRoot = false  // a root that could not be resolved may be the one a start param names
        var seen: [Int: SourceLocation] = [:]
        let key = settings.root != nil ? "'root'" : "'roots'"
        for reference in references {
            guard let index = resolveReference(reference, fromFeature: namespace, what: "\(key) names")
            else {
                droppedMoves = true
                lacksRoot = true
                continue
            }
            let screen = screens[index]
            if let first = seen[index] {
                report(
                    .duplicateName,
                    "'roots' lists '\(screen.qualifiedName)' more than once; each root is its own stack",
                    at: reference.location, notes: [.init("'\(screen.qualifiedName)' is first listed here", at: first)])
                continue
            }
            seen[index] = reference.location
            if screen.kind.hasButtons, screenSyntax[index].isKindKnown {
                // The root is the mistake; what its params need follows from choosing it.
                report(
                    .invalidStyle,
                    "root '\(screen.qualifiedName)' is \(screen.kind.withArticle); roots must be view screens",
                    at: reference.location)
                roots.append(index)
                continue
            }
            // A root is saved with the app's state; a live value never is (see `LiveValue`).
            for param in screen.params where param.isLive {
                report(
                    .invalidValue,
                    "root '\(screen.qualifiedName)' has live param '\(param.yamlName)', but a root is saved with the app's state and a live value never is; give the value to a screen above the root, or make the param not live",
                    at: reference.location,
                    notes: [.init("'\(param.yamlName)' is made live here", at: param.liveLocation ?? param.location)])
            }
            // A param whose declaration had an error is reported there; it may not be required.
            for param in screen.params
            where param.isRequired && !param.isLive && !param.hasInvalidDeclaration
                && !startParams.mayCover(param.yamlName, of: index)
            {
                report(
                    .missingArgument,
                    "root '\(screen.qualifiedName)' needs param '\(param.yamlName)', which nothing can supply; give it a default, make it optional, or list it under 'start-params' for the app to supply",
                    at: reference.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
            }
            roots.append(index)
        }
        rootReferenceLocations = seen
        for root in roots {
            screens[root].startParams = screens[root].params.indices.filter {
                startParams[root]?.contains(screens[root].params[$0].yamlName) == true
            }
        }
        var notRoots = Set<Int>()
        for entry in settings.startParams where !lacksRoot {
            guard let index = startParams.screens[entry.root.value], !seen.keys.contains(index),
                notRoots.insert(index).inserted
            else { continue }
            report(
                .invalidValue,
                "'start-params' names '\(screens[index].qualifiedName)', which is not a root; list it under '\(key.dropFirst().dropLast())' or remove it here",
                at: entry.root.location)
        }
        return roots
    }

    /// `start-params`: for each root screen named, the names of the params the app supplies.
    /// Unknown screens and params, and names given twice, are reported here.
    private mutating func resolveStartParams(_ entries: [StartParamsSyntax], fromFeature namespace: Int?) -> StartParams
    {
        var result = StartParams()
        var firstEntry: [Int: SourceLocation] = [:]
        for entry in entries {
            guard let index = resolveReference(entry.root, fromFeature: namespace, what: "'start-params' names") else {
                continue
            }
            result.screens[entry.root.value] = index
            let screen = screens[index]
            if let first = firstEntry[index] {
                report(
                    .duplicateName, "'start-params' names '\(screen.qualifiedName)' more than once",
                    at: entry.root.location, notes: [.init("'\(screen.qualifiedName)' is first named here", at: first)])
                continue
            }
            firstEntry[index] = entry.root.location
            var names: [String: SourceLocation] = [:]
            for param in entry.params {
                guard screen.params.contains(where: { $0.yamlName == param.value }) else {
                    reportUnknownParam(
                        param.value, of: screen, "'\(param.value)' is not a param of '\(screen.qualifiedName)'",
                        at: param.location)
                    result.misspelt.insert(index)  // it may mean any of them: reported once, here
                    continue
                }
                if let first = names[param.value] {
                    report(
                        .duplicateName,
                        "'start-params' lists '\(param.value)' of '\(screen.qualifiedName)' more than once",
                        at: param.location, notes: [.init("'\(param.value)' is first listed here", at: first)])
                    continue
                }
                names[param.value] = param.location
            }
            result[index] = Set(names.keys)
        }
        return result
    }
}

/// The resolved `start-params`: which params of which roots the app supplies.
private struct StartParams {
    /// Each entry's written name → its screen, for "not a root".
    var screens: [String: Int] = [:]
    /// Roots whose entry names a param they do not have (reported).
    var misspelt: Set<Int> = []
    private var params: [Int: Set<String>] = [:]

    subscript(screen: Int) -> Set<String>? {
        get { params[screen] }
        set { params[screen] = newValue }
    }

    /// Whether the app supplies param `name` of `screen`, or may: its entry has a misspelling.
    func mayCover(_ name: String, of screen: Int) -> Bool {
        misspelt.contains(screen) || params[screen]?.contains(name) == true
    }
}
