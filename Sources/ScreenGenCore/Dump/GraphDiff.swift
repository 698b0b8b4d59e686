/// `screengen diff`: the changes from one dump to another, each classified.
///
/// The classes follow what the runtime and the generated code do with old data:
/// - saved state (`NavigationState.snapshot()`) is decoded with the route enums' synthesized
///   `Codable`, which needs every non-optional associated value (a default does not help) and
///   ignores extra ones; it is restored only when there is one stack per root, in order, and
///   every step of every stack is a legal move (`RouteStack.validate`);
/// - a deep link opens when its URL matches a pattern's shape and each value parses as its
///   placeholder's kind; its stack's guards are checked on the way.
/// A screen added or removed is one change: its own facts, and moves into a removed screen,
/// are not listed again.
public enum GraphDiff {
    public static func changes(from old: GraphDump, to new: GraphDump) -> [GraphChange] {
        let context = Context(old: old, new: new)
        var changes: [GraphChange] = []
        for fact in old.facts {
            guard !context.isConsequence(fact) else { continue }
            if let newFact = context.newFacts[fact.identity] {
                if newFact.value != fact.value { changes.append(context.changed(fact, to: newFact)) }
            } else {
                changes.append(context.removed(fact))
            }
        }
        for fact in new.facts where context.oldFacts[fact.identity] == nil && !context.isConsequence(fact) {
            changes.append(context.added(fact))
        }
        let impactOrder = GraphChange.Impact.allCases
        return changes.sorted { a, b in
            let rankA = impactOrder.firstIndex(of: a.impact)!
            let rankB = impactOrder.firstIndex(of: b.impact)!
            if rankA != rankB { return rankA < rankB }
            return GraphFact.precedes(a.fact, b.fact)
        }
    }

    /// Both dumps indexed, and what the classification asks of them.
    private struct Context {
        let oldFacts: [GraphFact.Identity: GraphFact]
        let newFacts: [GraphFact.Identity: GraphFact]
        let removedScreens: Set<String>
        let addedScreens: Set<String>
        let removedFlows: Set<String>
        let addedFlows: Set<String>
        let newLegalSteps: Set<Step>
        let newLinkedScreens: Set<String>
        let newLinks: [(shape: LinkShape, destination: LinkDestination)]
        let oldSplitSheets: SplitColumnSheets
        let newSplitSheets: SplitColumnSheets

        init(old: GraphDump, new: GraphDump) {
            oldFacts = Dictionary(uniqueKeysWithValues: old.facts.map { ($0.identity, $0) })
            newFacts = Dictionary(uniqueKeysWithValues: new.facts.map { ($0.identity, $0) })
            let oldScreens = Set(old.facts.filter { $0.kind == .screen }.map { $0.key[0] })
            let newScreens = Set(new.facts.filter { $0.kind == .screen }.map { $0.key[0] })
            removedScreens = oldScreens.subtracting(newScreens)
            addedScreens = newScreens.subtracting(oldScreens)
            let oldFlows = Set(old.facts.filter { $0.kind == .flow }.map { $0.key[0] })
            let newFlows = Set(new.facts.filter { $0.kind == .flow }.map { $0.key[0] })
            removedFlows = oldFlows.subtracting(newFlows)
            addedFlows = newFlows.subtracting(oldFlows)
            newLegalSteps = Set(new.facts.compactMap(Step.init))
            oldSplitSheets = SplitColumnSheets(old.facts)
            newSplitSheets = SplitColumnSheets(new.facts)
            newLinks = new.facts.filter { $0.kind == .link }.compactMap { fact in
                guard let shape = LinkShape(text: fact.key[0]), let destination = LinkDestination(text: fact.value)
                else { return nil }
                return (shape, destination)
            }
            newLinkedScreens = Set(
                newLinks.flatMap { [$0.destination.rootScreen] + $0.destination.stack + $0.destination.oneOf })
        }

        /// A fact whose change another change already says: a fact of a screen added or
        /// removed, a default of a param added or removed, a move into a screen added or removed.
        func isConsequence(_ fact: GraphFact) -> Bool {
            if fact.kind != .screen, let screen = fact.screen,
                removedScreens.contains(screen) || addedScreens.contains(screen)
            {
                return true
            }
            if fact.kind != .flow, let flow = fact.flow, removedFlows.contains(flow) || addedFlows.contains(flow) {
                return true
            }
            if fact.kind == .default {
                let param = GraphFact.Identity(kind: .param, key: fact.key)
                if (oldFacts[param] == nil) != (newFacts[param] == nil) { return true }
            }
            if let step = Step(fact), removedScreens.contains(step.target) || addedScreens.contains(step.target) {
                return true
            }
            return false
        }

        func removed(_ fact: GraphFact) -> GraphChange {
            let (impact, reason) = removalImpact(fact)
            return GraphChange(impact: impact, edit: .removed, old: fact, new: nil, reason: reason)
        }

        func added(_ fact: GraphFact) -> GraphChange {
            let (impact, reason) = additionImpact(fact)
            return GraphChange(impact: impact, edit: .added, old: nil, new: fact, reason: reason)
        }

        func changed(_ old: GraphFact, to new: GraphFact) -> GraphChange {
            let (impact, reason) = changeImpact(old, new)
            return GraphChange(impact: impact, edit: .changed, old: old, new: new, reason: reason)
        }

        private func removalImpact(_ fact: GraphFact) -> (GraphChange.Impact, String) {
            switch fact.kind {
            case .scheme, .host:
                return (.breaking, "links with this \(fact.kind.rawValue) no longer open the app")
            case .roots:
                return (.breaking, Reasons.roots)
            case .screen:
                return (
                    .breaking,
                    "saved navigation state that holds this screen no longer restores, and links to it no longer open"
                )
            case .param:
                return (
                    .breaking,
                    "code and links that pass this param no longer compile or resolve; saved state drops its value"
                )
            case .default:
                return (
                    .breaking, "the param is now required: code and links that left it out no longer compile or resolve"
                )
            case .transition, .buttonMove, .anywhere:
                return stepImpact(fact, whenStillLegal: "the method is gone, but the move stays legal through another")
            case .link:
                return linkRemovalImpact(fact)
            case .requires:
                return (.compatible, "the screen no longer waits for this condition")
            case .exit:
                return (.compatible, "leaving the screen no longer asks first; no saved state or link depends on it")
            case .buttonRequires:
                return (.compatible, "the button is now always shown; no saved state or link depends on it")
            case .view, .title, .message, .button, .field:
                return (.compatible, "no saved state or link depends on it")
            case .returns, .finishes, .startParam, .flowMove:
                return (.compatible, Reasons.codeOnly)
            case .flow:
                return (
                    .breaking, "saved navigation state taken in this flow (snapshots carry its name) no longer restores"
                )
            case .startFlow:
                return (.compatible, "the app no longer starts in a flow; saved state is restored as before flows")
            case .flowRequires:
                return (.compatible, "entering the flow no longer waits for this condition")
            case .layer:
                return (
                    .breaking,
                    "saved navigation state with this layer shown no longer restores: the screen is no longer a layer"
                )
            case .presentation, .animateBuiltStacks:
                return (.compatible, Reasons.presentationOnly)
            case .split:
                return splitImpact(fact)
            }
        }

        private func additionImpact(_ fact: GraphFact) -> (GraphChange.Impact, String) {
            switch fact.kind {
            case .param:
                guard fact.value.hasSuffix("?") else {
                    return (
                        .breaking,
                        "saved state from before no longer decodes: the route's Codable needs a non-optional value even when it has a default"
                    )
                }
                return (.additive, "optional: saved state from before decodes with nil")
            case .requires where newLinkedScreens.contains(fact.key[0]):
                return (.breaking, "links in the wild that open this screen now wait for the condition or are refused")
            case .requires:
                return (.compatible, "restoring saved state that holds the screen now checks the condition")
            case .roots:
                return (.breaking, Reasons.roots)
            case .startParam:
                return (.compatible, Reasons.codeOnly)
            case .flowRequires:
                return (.compatible, "restoring saved state taken in this flow now checks the condition")
            case .exit:
                return (.compatible, "leaving the screen now asks first; no saved state or link depends on it")
            case .buttonRequires:
                return (
                    .compatible,
                    "the button is now shown only while its conditions hold; no saved state or link depends on it"
                )
            case .presentation, .animateBuiltStacks:
                return (.compatible, Reasons.presentationOnly)
            case .split:
                return (.compatible, Reasons.splitOnly)
            default:
                return (.additive, "new: nothing from before depends on it")
            }
        }

        /// A snapshot keeps the root set the app showed; restoring checks that each is still a
        /// root. So only a root taken away breaks saved state.
        private func rootsImpact(from old: String, to new: String) -> (GraphChange.Impact, String) {
            let oldRoots = old.split(separator: " ")
            let newRoots = Set(new.split(separator: " "))
            if let gone = oldRoots.first(where: { !newRoots.contains($0) }) {
                return (.breaking, "saved navigation state with a stack on '\(gone)' no longer restores")
            }
            if newRoots.count > oldRoots.count {
                return (.additive, "new roots: saved root sets still restore")
            }
            return (.compatible, "saved state keeps the root order it was taken with; only the default order changes")
        }

        /// A snapshot taken in a flow is restored only when the flow still shows each of its
        /// roots.
        private func flowRootsImpact(from old: String, to new: String) -> (GraphChange.Impact, String) {
            let oldRoots = old.split(separator: " ")
            let newRoots = Set(new.split(separator: " "))
            if let gone = oldRoots.first(where: { !newRoots.contains($0) }) {
                return (.breaking, "saved navigation state in this flow with a stack on '\(gone)' no longer restores")
            }
            if newRoots.count > oldRoots.count {
                return (.additive, "new roots in the flow: saved root sets still restore")
            }
            return (.compatible, "only the flow's default root order changes")
        }

        private func changeImpact(_ old: GraphFact, _ new: GraphFact) -> (GraphChange.Impact, String) {
            switch old.kind {
            case .roots:
                return rootsImpact(from: old.value, to: new.value)
            case .screen:
                return (.breaking, "saved state that holds it was entered as a \(old.value), which it no longer is")
            case .param:
                return (
                    .breaking,
                    "saved state holding a \(old.value) no longer decodes, and code that passes one no longer compiles"
                )
            case .transition, .buttonMove, .anywhere:
                return stepImpact(old, whenStillLegal: "the move stays legal; only its method's API changed")
            case .link:
                return linkImpact(from: old.value, to: new.value, through: nil)
            case .default, .view, .title, .message, .button, .field, .scheme, .host, .requires, .flowRequires, .exit:
                return (.compatible, "no saved state or link depends on it")
            case .buttonRequires:
                return (.compatible, "the button is shown under other conditions; no saved state or link depends on it")
            case .returns, .finishes, .startParam, .flowMove:
                return (.compatible, Reasons.codeOnly)
            case .flow:
                return flowRootsImpact(from: old.value, to: new.value)
            case .startFlow:
                return (.compatible, "the app starts in another flow; saved state restores into the flow it names")
            case .layer:
                return (
                    .compatible,
                    "saved state with the layer shown still restores; the layer is drawn and waits as it now says"
                )
            case .presentation, .animateBuiltStacks:
                return (.compatible, Reasons.presentationOnly)
            case .split:
                return splitImpact(old)
            }
        }

        /// A split removed or changed: breaking when saved state may hold a sheet or cover a
        /// column's top presented over the detail, which the new graph no longer allows there.
        private func splitImpact(_ fact: GraphFact) -> (GraphChange.Impact, String) {
            guard let step = SplitColumnSheets.lostStep(from: oldSplitSheets, to: newSplitSheets, root: fact.key[0])
            else { return (.compatible, Reasons.splitOnly) }
            return (
                .breaking,
                "saved state with a sheet or cover a column presented over the detail (\(step)) no longer restores"
            )
        }

        /// A move gone or changed: breaking when its step is no longer legal anywhere, since
        /// restoring saved state checks every step.
        private func stepImpact(_ fact: GraphFact, whenStillLegal: String) -> (GraphChange.Impact, String) {
            guard let step = Step(fact) else { return (.breaking, "saved state may hold this move") }
            // A step the new graph allows from any screen (`anywhere`, a `replace`) covers it.
            var fromAnywhere = step
            fromAnywhere.from = "*"
            guard newLegalSteps.contains(step) || newLegalSteps.contains(fromAnywhere) else {
                return (.breaking, "saved state with this step (\(step)) no longer restores")
            }
            return (.compatible, whenStillLegal)
        }

        /// A link's shape gone: fine when a new link reads every path of the old shape (a value
        /// now read as a String, say) and does what the old one did.
        private func linkRemovalImpact(_ fact: GraphFact) -> (GraphChange.Impact, String) {
            guard let old = LinkShape(text: fact.key[0]),
                let heir = newLinks.first(where: { $0.shape.accepts(everyPathOf: old) })
            else {
                return (.breaking, "links of this shape in the wild no longer open")
            }
            return linkImpact(from: fact.value, to: heir.destination.text, through: heir.shape.text)
        }

        /// What links of one shape do now against before: open the same stack, and read every
        /// query value they carry (a key no longer read is ignored, which old links survive).
        private func linkImpact(from oldValue: String, to newValue: String, through heir: String?) -> (
            GraphChange.Impact, String
        ) {
            let through = heir.map { ", through \($0)" } ?? ""
            guard let old = LinkDestination(text: oldValue), let new = LinkDestination(text: newValue),
                old.root == new.root, old.stack == new.stack
            else {
                return (.breaking, "links of this shape in the wild now open another stack\(through)")
            }
            // Another choice, or other candidates: the app's resolver picks among other screens.
            if old.choice != new.choice || old.oneOf != new.oneOf {
                return (.breaking, "links of this shape in the wild now open another choice of screens\(through)")
            }
            // The whole URL handed to another param, or to none: the routes they build differ.
            // Fixed values (`args`) changed: the routes links build differ.
            if old.args != new.args {
                return (
                    .breaking, "links of this shape in the wild now open the stack with other fixed values\(through)"
                )
            }
            if old.urlParam != new.urlParam {
                return (.breaking, "links of this shape in the wild now hand the whole URL to another param\(through)")
            }
            let unreadable = old.query.filter { key, kind in
                new.query[key].map { !LinkValueKind.reads($0, everyValueOf: kind) } ?? false
            }
            if let key = unreadable.keys.min() {
                return (.breaking, "the '\(key)' value that links in the wild carry may no longer parse\(through)")
            }
            // An item now required: links in the wild that leave it out no longer open.
            let nowRequired = new.query.filter { key, kind in
                LinkValueKind.isRequired(kind) && !(old.query[key].map(LinkValueKind.isRequired) ?? false)
            }
            if let key = nowRequired.keys.min() {
                return (.breaking, "links in the wild without a '\(key)' value no longer open\(through)")
            }
            let ignored = old.query.keys.filter { new.query[$0] == nil }.sorted()
            if !ignored.isEmpty {
                return (
                    .compatible,
                    "links still open the same stack\(through); their \(ignored.map { "'\($0)'" }.joined(separator: ", ")) value is now ignored"
                )
            }
            return (.compatible, "links still open the same stack and read every value\(through)")
        }
    }

    private enum Reasons {
        /// How a screen is drawn when presented, or whether a built stack animates: the host's.
        static let presentationOnly = "only how the host presents it changes; no saved state or link depends on it"
        /// Saved state and links do not depend on it; code that uses it stops compiling, which
        /// the compiler reports.
        static let codeOnly =
            "no saved state or link depends on it; code that uses it stops compiling, which the compiler reports"
        /// A split's columns are drawn from the root's one stack, which is what is saved.
        static let splitOnly =
            "saved state holds the root's one stack and restores as before; only the columns it is drawn in change"
        static let roots =
            "saved navigation state holds a stack per root it showed: state saved before no longer restores"
    }

    /// A legal step as the runtime checks it: from a screen to one in a style; any screen may
    /// sit beneath a `replace`.
    private struct Step: Hashable, CustomStringConvertible {
        var from: String
        var target: String
        var style: String

        init?(_ fact: GraphFact) {
            guard fact.kind == .transition || fact.kind == .buttonMove || fact.kind == .anywhere else { return nil }
            let tokens = fact.value.split(separator: " ")
            guard tokens.count >= 2 else { return nil }
            if tokens[0] == "dismiss" {
                // `dismiss [all|to-first] then STYLE T …`: the step is made from whatever
                // presented the layer.
                guard let then = tokens.firstIndex(of: "then"), then + 2 < tokens.count else { return nil }
                style = String(tokens[then + 1])
                target = String(tokens[then + 2])
                from = "*"
                return
            }
            if tokens[0] == "pop-to" || tokens[0] == "select-root" {
                // `pop-to P [inclusive] [then STYLE T …]`: the step is made from P, or from
                // whatever lies beneath P when inclusive.
                guard let then = tokens.firstIndex(of: "then"), then + 2 < tokens.count else { return nil }
                style = String(tokens[then + 1])
                target = String(tokens[then + 2])
                // `keep-stack`: made over whatever that root's stack shows.
                from =
                    tokens.contains("inclusive") || tokens.contains("keep-stack")
                        || style == TransitionStyle.replace.rawValue
                    ? "*" : String(tokens[1])
                return
            }
            style = String(tokens[0])
            target = String(tokens[1])
            // An `anywhere` move is made from whatever is shown.
            from = style == TransitionStyle.replace.rawValue || fact.kind == .anywhere ? "*" : fact.key[0]
        }

        var description: String { "\(from == "*" ? "any" : from) → \(target) by \(style)" }
    }
}
