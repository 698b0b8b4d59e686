import ScreenGenDiagnostics

/// `anywhere:`: moves made over whatever view screen is shown, for what reaches the app from
/// outside (a notification, a socket command, a menu command). Written as a screen's
/// `transitions`, in any file (references resolve from the file's feature), their action names
/// one namespace across files. They start from no particular screen, so they read no params
/// and cannot go back to one: only forward moves and `select-root` (a root always is there).
extension GraphResolver {
    mutating func resolveAnywhere(roots: [Int]) -> ScreenGraph.Anywhere? {
        let declaring = files.indices.filter { files[$0].anywhere != nil }
        guard let first = declaring.first else { return nil }
        var anywhere = ScreenGraph.Anywhere(file: first)
        var actions = NameRegistry(space: "action name")
        for fileIndex in declaring {
            let syntax = files[fileIndex].anywhere!
            let namespace = files[fileIndex].feature.flatMap {
                featureIndexByName[SwiftIdentifier.lowerCamel($0.value)?.name ?? $0.value]
            }
            let block = TransitionSetSyntax(
                name: Located("anywhere", at: syntax.location), transitions: syntax.transitions)
            let resolved = resolveTransitionSet(block, namespace: namespace, actions: &actions, isAnywhere: true) {
                "anywhere move '\($0)'"
            }
            for entry in resolved.entries {
                resolveEntry(entry, roots: roots, into: &anywhere)
            }
        }
        return anywhere
    }

    private mutating func resolveEntry(
        _ entry: ResolvedTransitionSet.Entry, roots: [Int], into anywhere: inout ScreenGraph.Anywhere
    ) {
        let what = "anywhere move '\(entry.syntax.action.value)'"
        let location = entry.syntax.action.location
        var selectedRoot: Int?
        var keepsStack = false
        switch entry.back {
        case .popTo, .dismiss:
            report(
                .invalidValue,
                "\(what) goes back, but a move from anywhere is made over whatever screen is shown, so there is no screen to go back to or sheet to dismiss; use 'select-root', or a forward move",
                at: location)
            droppedMoves = true
            return
        case .selectRoot(let root, let keeps):
            guard roots.contains(root) || roots.isEmpty else {
                report(
                    .invalidStyle,
                    "\(what) selects the root '\(screens[root].qualifiedName)', which is not a root; name one of 'roots'",
                    at: location)
                droppedMoves = true
                return
            }
            selectedRoot = root
            keepsStack = keeps
        case nil:
            break
        }
        var move: ScreenGraph.Move?
        if let target = entry.target {
            var resolved = ScreenGraph.Move(target: target, style: entry.style, bindings: [:], location: location)
            resolved.isStyleKnown = entry.isStyleKnown
            // Literals were checked against their params' types; one that reads a param has
            // nothing to read here.
            for (targetParam, literal) in entry.literals {
                guard let fixed = literal.resolving({ _ in Int?.none }) else {
                    reportRead(literal.references.first ?? "", targetParam: targetParam, of: entry, what: what)
                    continue
                }
                resolved.literals[targetParam] = fixed
            }
            for (binding, targetParam) in entry.arguments {
                guard let targetParam else { continue }  // names no param of the target: reported
                reportRead(binding.source.value, targetParam: targetParam, of: entry, what: what)
            }
            move = resolved
        }
        if let selectedRoot {
            var back = ScreenGraph.BackTransition(
                action: entry.action, yamlName: entry.syntax.action.value, popTo: selectedRoot, isInclusive: false,
                selectsRoot: true, then: move, location: location)
            back.keepsStack = keepsStack
            anywhere.backTransitions.append(back)
        } else if let move {
            anywhere.transitions.append(.init(action: entry.action, yamlName: entry.syntax.action.value, move: move))
        }
    }

    /// An `args` value that reads a param: a move from anywhere has no screen to read it from.
    private mutating func reportRead(
        _ name: String, targetParam: Int, of entry: ResolvedTransitionSet.Entry, what: String
    ) {
        let binding = entry.syntax.move.args.first {
            screens[entry.target!].paramIndex(named: $0.target.value) == targetParam
        }
        report(
            .unknownArgument,
            "'args' of \(what) reads '\(name)', but a move from anywhere is made from no particular screen, so it has no params to read; give a literal, or leave '\(screens[entry.target!].params[targetParam].yamlName)' to the method's caller",
            at: binding?.source.location ?? entry.syntax.action.location)
    }
}
