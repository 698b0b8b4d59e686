/// The steps back transitions put on a stack, and which screens can have presented the sheet or
/// cover a screen is shown in (what a `dismiss: true` transition leaves on top): one fixpoint,
/// because each feeds the other. A dismissal's step starts at a presenter of its screen's layer,
/// and that step is a move like any other: a sheet it presents has a presenter, a screen it
/// pushes has a screen beneath it (for an inclusive `pop-to`) and lies in its layer. What the
/// validator's rules, the generated transition table and so the runtime all read.
extension ScreenGraph {
    /// Steps of presenter propagation allowed per screen + move before every screen that presents
    /// anything counts as a presenter of every dismissing screen: a superset, so the runtime
    /// allows a little more than was declared rather than refusing a declared move, and lint stays
    /// linear on hostile input (a real graph's layers have a handful of presenters each).
    static let presenterWorkFactor = 64

    /// `computeBackSteps`' result.
    struct BackStepClosure: Sendable {
        /// Keyed by the screen that declares the back transition: its `pop-to` ones' steps in
        /// declaration order, then its dismissals'.
        var steps: [ScreenIndex: [BackStep]] = [:]
        /// For each screen with a `dismiss: true` transition or button, the screens that can lie
        /// directly beneath the sheet or cover it is shown in, sorted; none when it is never in
        /// one.
        var presenters: [ScreenIndex: [ScreenIndex]] = [:]
    }

    /// The steps back transitions' `then` moves add to the stack, as the runtime checks them:
    /// from the `pop-to` screen, or for an inclusive one from every screen that can lie directly
    /// beneath it (one with a growing move or step into it, or any root when a `replace` enters
    /// it); for a dismissal from every screen that can present its screen's layer (walking back
    /// over moves and steps that stay in a layer — push, alert, dialog — to each screen a sheet or
    /// cover enters, the screens whose sheet or cover moves or steps enter that one; a sheet an
    /// alert's button opens is presented by whatever presents the alert).
    ///
    /// A worklist: every move and step is an edge handled once, every (screen, screen beneath)
    /// and (screen, presenter) pair is added once, so the work is linear in screens + moves +
    /// the pairs found, with presenters bounded as `presenterWorkFactor` says.
    func computeBackSteps(includingAnywhere: Bool = true) -> BackStepClosure {
        guard screens.contains(where: { !$0.backTransitions.isEmpty }) else { return BackStepClosure() }
        var closure = Closure(graph: self)
        for index in screens.indices {
            for move in moves(from: index, includingAnywhere: includingAnywhere) {
                closure.addEdge(from: index, to: move.target, style: move.style)
            }
        }
        for (index, screen) in screens.enumerated() {
            for (number, back) in screen.backTransitions.enumerated()
            where !back.dismissesLayer && !back.isInclusive && !back.keepsStack && back.then != nil {
                closure.addStep(declaring: index, transition: number, from: back.popTo)
            }
        }
        closure.run()
        return closure.result()
    }

    /// The steps and presenters, and the steps only `anywhere` moves make possible (see
    /// `anywhereOnlySteps`).
    func computeBackStepsWithProvenance() -> (closure: BackStepClosure, anywhereOnly: Set<BackStep>) {
        let closure = computeBackSteps()
        guard anywhere != nil, !closure.steps.isEmpty else { return (closure, []) }
        let without = Set(computeBackSteps(includingAnywhere: false).steps.values.joined())
        return (closure, Set(closure.steps.values.joined()).subtracting(without))
    }

    /// The state of `computeBackSteps`' worklist.
    private struct Closure {
        enum Work {
            case edge(from: ScreenIndex, to: ScreenIndex, style: TransitionStyle)
            case beneath(ScreenIndex, ScreenIndex)
            case presenter(ScreenIndex, ScreenIndex)
            /// The screen can be shown in the base layer (`layer` 0) or in the first sheet or
            /// cover (`layer` 1).
            case layer(ScreenIndex, Int)
            /// The screen can present a layer beneath the one `key`'s screen is shown in.
            case chainPresenter(Key, ScreenIndex)
        }

        let graph: ScreenGraph
        /// First in, first out: screens beneath are found in the order the moves are declared.
        var work: [Work] = []
        var head = 0
        /// Per screen, the screens that can lie directly beneath it, in the order found.
        var beneath: [[ScreenIndex]]
        var isBeneath: [Set<ScreenIndex>]
        /// Per screen, the (declaring screen, back transition) of inclusive `pop-to`s to it with a
        /// move after.
        var inclusivePopsTo: [[(screen: ScreenIndex, transition: Int)]]
        /// Per screen, its `dismiss: true` dismissals with a move after.
        var dismissals: [[Int]]
        /// Per screen, its `dismiss: all` and `dismiss: to-first` dismissals with a move after:
        /// their steps start at the screens that present any layer beneath the screen's and can
        /// be on top of the layer the dismissal lands in.
        var chainDismissals: [[Int]]
        /// Per screen, the moves and steps from it, and whether it can be shown in the base
        /// layer (index 0) or the first sheet or cover (index 1).
        var outgoing: [[(to: ScreenIndex, style: TransitionStyle)]]
        var inLayer: [[Bool]]
        /// Per screen, the chain dismissals whose layers it presents, directly or beneath.
        var chainsPresented: [[Key]]
        var chainPresenters: [Key: Set<ScreenIndex>] = [:]
        /// Per screen, the chain dismissals watching its layer's presenters.
        var chainsWatching: [[Key]]
        /// Whether any screen has a chain dismissal: only then are layers followed.
        var hasChains = false
        /// Per screen, the screens its moves and steps that stay in the layer enter.
        var staying: [[ScreenIndex]]
        /// Per alert, the screens with a move or step into it, and the targets of its sheet and
        /// cover moves.
        var alertPresenters: [[ScreenIndex]]
        var alertLayers: [[ScreenIndex]]
        /// Per screen, the screens that can present its layer.
        var presenters: [Set<ScreenIndex>]
        /// Past the budget: every presenter found presents every layer.
        var everywhere: [ScreenIndex] = []
        var isEverywhere: Set<ScreenIndex> = []
        var presenterBudget: Int
        var seenPresenters: [ScreenIndex] = []
        var isSeenPresenter: Set<ScreenIndex> = []
        /// Per (declaring screen, back transition), the screens its steps start from, in order.
        var sources: [Key: [ScreenIndex]] = [:]
        var seenSources: [Key: Set<ScreenIndex>] = [:]

        struct Key: Hashable {
            var screen: ScreenIndex
            var transition: Int
        }

        init(graph: ScreenGraph) {
            self.graph = graph
            let count = graph.screens.count
            beneath = .init(repeating: [], count: count)
            isBeneath = .init(repeating: [], count: count)
            inclusivePopsTo = .init(repeating: [], count: count)
            dismissals = .init(repeating: [], count: count)
            chainDismissals = .init(repeating: [], count: count)
            outgoing = .init(repeating: [], count: count)
            inLayer = .init(repeating: [false, false], count: count)
            chainsPresented = .init(repeating: [], count: count)
            chainsWatching = .init(repeating: [], count: count)
            staying = .init(repeating: [], count: count)
            alertPresenters = .init(repeating: [], count: count)
            alertLayers = .init(repeating: [], count: count)
            presenters = .init(repeating: [], count: count)
            var moveCount = 0
            for (index, screen) in graph.screens.enumerated() {
                moveCount += screen.moves.count + screen.backTransitions.count
                for (number, back) in screen.backTransitions.enumerated() where back.then != nil {
                    if back.dismissesLayer, back.dismissal != .top {
                        chainDismissals[index].append(number)
                        chainsWatching[index].append(Key(screen: index, transition: number))
                    } else if back.dismissesLayer {
                        dismissals[index].append(number)
                    } else if back.isInclusive {
                        inclusivePopsTo[back.popTo].append((index, number))
                    }
                }
            }
            presenterBudget = ScreenGraph.presenterWorkFactor * (count + moveCount + 1)
            hasChains = chainDismissals.contains { !$0.isEmpty }
            if hasChains {
                for root in graph.roots { work.append(.layer(root, 0)) }
            }
        }

        mutating func addEdge(from: ScreenIndex, to: ScreenIndex, style: TransitionStyle) {
            work.append(.edge(from: from, to: to, style: style))
        }

        mutating func addStep(declaring screen: ScreenIndex, transition: Int, from: ScreenIndex) {
            let key = Key(screen: screen, transition: transition)
            guard seenSources[key, default: []].insert(from).inserted else { return }
            sources[key, default: []].append(from)
            let then = graph.screens[screen].backTransitions[transition].then!
            addEdge(from: from, to: then.target, style: then.style)
        }

        mutating func run() {
            while head < work.count {
                let item = work[head]
                head += 1
                switch item {
                case .edge(let from, let to, let style): handleEdge(from: from, to: to, style: style)
                case .beneath(let screen, let below): handleBeneath(screen, below)
                case .presenter(let screen, let presenter): handlePresenter(screen, presenter)
                case .layer(let screen, let layer): handleLayer(screen, layer)
                case .chainPresenter(let key, let presenter): handleChainPresenter(key, presenter)
                }
            }
        }

        private mutating func handleEdge(from: ScreenIndex, to: ScreenIndex, style: TransitionStyle) {
            if hasChains { followLayers(from: from, to: to, style: style) }
            if style == .replace {
                for root in graph.roots { work.append(.beneath(to, root)) }
            } else {
                work.append(.beneath(to, from))
            }
            if graph.screens[to].kind.hasButtons {
                alertPresenters[to].append(from)
                for layer in alertLayers[to] { work.append(.presenter(layer, from)) }
            }
            switch style {
            case .sheet, .cover:
                // An alert's button leaves the alert first: a sheet it opens is presented by the
                // screen beneath the alert, so by whatever presents the alert.
                if graph.screens[from].kind.hasButtons {
                    alertLayers[from].append(to)
                    for presenter in alertPresenters[from] { work.append(.presenter(to, presenter)) }
                } else {
                    work.append(.presenter(to, from))
                }
            case .replace: break  // back to the root's layer
            case .push, .alert, .dialog:
                staying[from].append(to)
                for presenter in presenters[from] { work.append(.presenter(to, presenter)) }
            }
        }

        /// Which of the first two layers `to` can be shown in, through the move or step.
        private mutating func followLayers(from: ScreenIndex, to: ScreenIndex, style: TransitionStyle) {
            outgoing[from].append((to, style))
            for layer in 0..<2 where inLayer[from][layer] { enterLayer(layer, from: from, to: to, style: style) }
        }

        private mutating func enterLayer(_ layer: Int, from: ScreenIndex, to: ScreenIndex, style: TransitionStyle) {
            switch style {
            case .replace: work.append(.layer(to, 0))
            case .sheet, .cover:
                // An alert's button leaves the alert first: its sheet is over the alert's layer.
                if layer == 0 { work.append(.layer(to, 1)) }
            case .push, .alert, .dialog: work.append(.layer(to, layer))
            }
        }

        private mutating func handleLayer(_ screen: ScreenIndex, _ layer: Int) {
            guard !inLayer[screen][layer] else { return }
            inLayer[screen][layer] = true
            for (to, style) in outgoing[screen] { enterLayer(layer, from: screen, to: to, style: style) }
            for key in chainsPresented[screen] { addChainStep(key, from: screen) }
            if layer == 1 {
                for number in chainDismissals[screen]
                where graph.screens[screen].backTransitions[number].dismissal == .aboveFirst {
                    // Only the first sheet or cover is presented: nothing above it to dismiss.
                    addStep(declaring: screen, transition: number, from: screen)
                }
            }
        }

        /// `presenter` presents a layer beneath the one `key`'s screen is shown in: a step from it
        /// when it can be on top of the layer the dismissal lands in, and the presenters of its
        /// own layer present one beneath too.
        private mutating func handleChainPresenter(_ key: Key, _ presenter: ScreenIndex) {
            guard chainPresenters[key, default: []].insert(presenter).inserted else { return }
            chainsPresented[presenter].append(key)
            addChainStep(key, from: presenter)
            chainsWatching[presenter].append(key)
            for next in presenters[presenter].sorted() { work.append(.chainPresenter(key, next)) }
        }

        private mutating func addChainStep(_ key: Key, from presenter: ScreenIndex) {
            let dismissal = graph.screens[key.screen].backTransitions[key.transition].dismissal
            guard inLayer[presenter][dismissal == .all ? 0 : 1] else { return }
            addStep(declaring: key.screen, transition: key.transition, from: presenter)
        }

        private mutating func handleBeneath(_ screen: ScreenIndex, _ below: ScreenIndex) {
            guard isBeneath[screen].insert(below).inserted else { return }
            beneath[screen].append(below)
            for pop in inclusivePopsTo[screen] {
                addStep(declaring: pop.screen, transition: pop.transition, from: below)
            }
        }

        private mutating func handlePresenter(_ screen: ScreenIndex, _ presenter: ScreenIndex) {
            if isSeenPresenter.insert(presenter).inserted { seenPresenters.append(presenter) }
            guard presenterBudget > 0 else {
                presentEverywhere(presenter)
                return
            }
            guard presenters[screen].insert(presenter).inserted else { return }
            presenterBudget -= 1 + staying[screen].count
            if presenterBudget <= 0 {
                // Over budget: from now on each presenter presents every layer.
                for presenter in seenPresenters { presentEverywhere(presenter) }
                return
            }
            for next in staying[screen] { work.append(.presenter(next, presenter)) }
            for key in chainsWatching[screen] { work.append(.chainPresenter(key, presenter)) }
            for number in dismissals[screen] {
                addStep(declaring: screen, transition: number, from: presenter)
            }
        }

        private mutating func presentEverywhere(_ presenter: ScreenIndex) {
            guard isEverywhere.insert(presenter).inserted else { return }
            everywhere.append(presenter)
            for screen in dismissals.indices {
                for number in dismissals[screen] + chainDismissals[screen] {
                    addStep(declaring: screen, transition: number, from: presenter)
                }
            }
        }

        func result() -> BackStepClosure {
            var closure = BackStepClosure()
            for (index, screen) in graph.screens.enumerated() where !screen.backTransitions.isEmpty {
                var steps: [BackStep] = []
                func append(_ number: Int, sorted: Bool) {
                    let then = screen.backTransitions[number].then!
                    let from = sources[Key(screen: index, transition: number)] ?? []
                    for from in sorted ? from.sorted() : from {
                        steps.append(BackStep(from: from, to: then.target, style: then.style, transition: number))
                    }
                }
                for (number, back) in screen.backTransitions.enumerated() where !back.dismissesLayer && back.then != nil
                {
                    append(number, sorted: false)
                }
                for (number, back) in screen.backTransitions.enumerated() where back.dismissesLayer && back.then != nil
                {
                    append(number, sorted: true)
                }
                if !steps.isEmpty { closure.steps[index] = steps }
                if screen.backTransitions.contains(where: \.dismissesLayer) {
                    closure.presenters[index] = presenters[index].union(everywhere).sorted()
                }
            }
            return closure
        }
    }
}
