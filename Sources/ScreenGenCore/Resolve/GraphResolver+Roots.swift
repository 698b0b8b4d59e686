import ScreenGenDiagnostics

/// `root` / `roots`: which screens start a stack.
extension GraphResolver {
    mutating func resolveRoots(_ settings: GraphSettingsSyntax?, fromFeature feature: String?) -> [Int] {
        guard let settings else { return [] }
        let namespace = feature.flatMap { featureIndexByName[SwiftIdentifier.lowerCamel($0)?.name ?? $0] }
        var references: [Located<String>]
        switch (settings.root, settings.roots) {
        case (let root?, let roots?):
            report(.missingRoot, "'root' and 'roots' are exclusive; keep one", at: roots.location,
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
            report(.missingRoot, "the graph has no root: add 'root: <screen>' or 'roots: [<screen>, …]' to 'graph'", at: settings.keyLocation)
            return []
        }
        var roots: [Int] = []
        var seen: [Int: SourceLocation] = [:]
        let key = settings.root != nil ? "'root'" : "'roots'"
        for reference in references {
            guard let index = resolveReference(reference, fromFeature: namespace, what: "\(key) names")
            else {
                droppedMoves = true
                continue
            }
            let screen = screens[index]
            if let first = seen[index] {
                report(
                    .duplicateName, "'roots' lists '\(screen.qualifiedName)' more than once; each root is its own stack",
                    at: reference.location, notes: [.init("'\(screen.qualifiedName)' is first listed here", at: first)])
                continue
            }
            seen[index] = reference.location
            if screen.kind.hasButtons, screenSyntax[index].isKindKnown {
                // The root is the mistake; what its params need follows from choosing it.
                report(.invalidStyle, "root '\(screen.qualifiedName)' is an \(screen.kind.rawValue); roots must be view screens", at: reference.location)
                roots.append(index)
                continue
            }
            // A param whose declaration had an error is reported there; it may not be required.
            for param in screen.params where param.isRequired && !param.hasInvalidDeclaration {
                report(
                    .missingArgument,
                    "root '\(screen.qualifiedName)' needs param '\(param.yamlName)', which nothing can supply; give it a default or make it optional",
                    at: reference.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
            }
            roots.append(index)
        }
        return roots
    }
}
