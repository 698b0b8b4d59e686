import Observation

/// The app's navigation state: one `RouteStack` per root of the graph (tabs), one selected.
///
/// An observable shell around pure values. Each operation copies the affected stack, runs the
/// `RouteStack` method on the copy, and writes it back only when it succeeded and changed
/// something — so a refused move neither changes state nor wakes observers, and a whole-stack
/// replacement (jump, restore) is one mutation, never a visible sequence of pushes.
/// Operations without an explicit root index act on the selected stack.
@MainActor
@Observable
public final class NavigationState<Graph: NavigationGraph>: Navigator {
    // Shorthands for the state's own code; its public API spells `Graph.Route` and `Graph.Screen`.
    typealias Route = Graph.Route
    typealias Screen = Graph.Screen

    /// One stack per root the app shows (see `roots`), in its order. Never empty. The app-wide
    /// layers over them (`graph.layers:`) are `appLayers`.
    public var stacks: [RouteStack<Graph>] {
        let all = allStacks
        return all.count == rootCount ? all : Array(all[..<rootCount])
    }

    /// Every stack: the roots' (`stacks`), then each app-wide layer's, bottom first. An index
    /// into it is what `NavigationEntryID.stack`, the SwiftUI host and the internal operations
    /// name a stack by.
    var allStacks: [RouteStack<Graph>] {
        get {
            access(keyPath: keyPaths.stacks)
            return storedStacks
        }
        set {
            withMutation(keyPath: keyPaths.stacks) { storedStacks = newValue }
            // A newer navigation replaces a link whose resolver is still running (#37).
            if storedLinkResolution != nil { supersedeLinkResolution() }
        }
    }

    /// How many of `allStacks` are roots' stacks; the rest are layers'. Changes only with them.
    @ObservationIgnored var rootCount: Int

    /// The layers shown minimised (an overlay), by their stack's root route. Changes with
    /// `allStacks`, and is observed with it.
    @ObservationIgnored var minimizedLayers: Set<Route> = []

    var selectedIndex: Int {
        get {
            access(keyPath: keyPaths.selectedIndex)
            return storedSelectedIndex
        }
        set {
            withMutation(keyPath: keyPaths.selectedIndex) { storedSelectedIndex = newValue }
            if storedLinkResolution != nil { supersedeLinkResolution() }
        }
    }

    // The two properties every operation reads, observed by hand: the macro's accessors spell
    // `\.stacks` afresh at each access, and a key path into a generic class is instantiated at
    // run time each time (three quarters of a move's cost, measured by bench/navigation.py).
    // These are made once per state.
    @ObservationIgnored private var storedStacks: [RouteStack<Graph>]
    @ObservationIgnored private var storedSelectedIndex = 0
    @ObservationIgnored private let keyPaths = ObservedKeyPaths<Graph>()

    /// Models owned by entries (see `viewModel(_:for:key:create:)`); not observed: asking for a
    /// model must not redraw anything.
    @ObservationIgnored var viewModelStore = ViewModelStore<Route>()

    /// Moves waiting for a screen's result (see `perform(_:onResult:)`); not observed.
    @ObservationIgnored var resultWaiters = ResultWaiters<Route>()

    /// The stack currently shown, as an index into `stacks` (a tab selection).
    /// Setting an index outside `stacks.indices` is ignored, so it can back a UI binding
    /// without ever breaking the invariant; use `select(rootAt:)` to be told instead.
    public var selectedRootIndex: Int {
        get { selectedIndex }
        set {
            guard newValue >= 0, newValue < rootCount else { return }
            if reportsEvents, newValue != selectedIndex {
                return observedInfallible(.rootSelected(index: newValue)) { selectedIndex = newValue }
            }
            selectedIndex = newValue
        }
    }

    /// Whether a condition of the graph's `requires:` holds now: asked before any screen that
    /// requires it is entered, by any path. Until the app sets it, no condition holds, so a
    /// guarded screen is never entered by mistake.
    @ObservationIgnored var conditionHolds: @MainActor (Graph.Condition) -> Bool

    /// Whether a condition holds for the route being entered: for conditions that depend on
    /// what is opened (`canEditMetadata` of *this* item, one's *own* post), which the app reads
    /// from the route's params. When set, it is asked instead of `conditionHolds`, with every
    /// route entered (by a move, a jump, a link, a restore) and each condition its screen
    /// requires.
    @ObservationIgnored var conditionHoldsForRoute: (@MainActor (Graph.Condition, Route) -> Bool)?

    /// Called after every tap on an alert or dialog button that the state applied, from the
    /// SwiftUI host or from `tapAlertButton(_:)`: where the app does what a button means
    /// (deletes the recipe a "Delete?" alert was about), whether or not the button also moves.
    /// The state has already changed when it is called.
    @ObservationIgnored var onAlertButton: (@MainActor (Navigation.AlertButtonTap<Route>) -> Void)?

    /// Counts every declared move, button tap, deep link and screen entered, for `screengen
    /// coverage` (see `NavigationRecorder`); nil, the default, records nothing. Attaching one
    /// counts the screens on the stacks now as entered.
    @ObservationIgnored var recorder: NavigationRecorder<Graph>? {
        didSet { for stack in allStacks { recorder?.tally.countEntered(from: nil, to: stack) } }
    }

    /// A navigation refused with `.conditionNotMet`, kept so it can be resumed in one call.
    var pendingNavigation: Navigation.PendingNavigation<Graph>? {
        get {
            access(keyPath: keyPaths.pendingNavigation)
            return storedPendingNavigation
        }
        set {
            withMutation(keyPath: keyPaths.pendingNavigation) { storedPendingNavigation = newValue }
        }
    }
    @ObservationIgnored private var storedPendingNavigation: Navigation.PendingNavigation<Graph>?

    /// A deep link refused because its root is not shown (`Navigation.DeepLinkFailure.rootNotShown`),
    /// kept so that `resumePendingLink()` opens it once the root is.
    var pendingLink: Navigation.DeepLinkDestination<Route>? {
        get {
            access(keyPath: keyPaths.pendingLink)
            return storedPendingLink
        }
        set {
            withMutation(keyPath: keyPaths.pendingLink) { storedPendingLink = newValue }
        }
    }
    @ObservationIgnored private var storedPendingLink: Navigation.DeepLinkDestination<Route>?

    /// A link that names a choice (`one-of:`) whose resolver is running (#37): observed, so a
    /// host can show that a link is on its way (`state.choices.resolving`).
    /// Read by every change of a stack, so kept outside observation (see `storedStacks`).
    var linkResolution: LinkResolution<Graph>? {
        get {
            access(keyPath: \.linkResolution)
            return storedLinkResolution
        }
        set {
            withMutation(keyPath: \.linkResolution) { storedLinkResolution = newValue }
        }
    }
    @ObservationIgnored var storedLinkResolution: LinkResolution<Graph>?
    /// The app's resolvers, by choice name (`state.choices.setResolver(for:_:)`).
    @ObservationIgnored var linkResolvers: [String: LinkResolver<Route>] = [:]
    /// Numbers the resolutions, so that a late answer finds it is not the current one's.
    @ObservationIgnored var lastLinkResolution = 0

    /// A move from outside (from anywhere, a `select-root`) refused with `.layerRequired` while
    /// a required layer or a lock was shown, kept so that `resumeWaitingMove()` makes it once
    /// the layer closes. Only a later refusal, a restore, a flow move or its own success replace it.
    var waitingMove: Move<Graph>?

    /// The exit question on screen, if a way out of a guarded screen (`exit:`) waits for the
    /// user's answer: its alert is on top of `stackIndex`'s stack. Tapping the alert's
    /// `destructive` button completes the way out; any other answer leaves everything as it was.
    var pendingExit: Navigation.PendingExit<Graph>? {
        get {
            access(keyPath: keyPaths.pendingExit)
            return storedPendingExit
        }
        set {
            withMutation(keyPath: keyPaths.pendingExit) { storedPendingExit = newValue }
        }
    }
    // Read by every change of a stack: observed by hand, as `stacks` is (see below), and read
    // without observing where a change is being made.
    @ObservationIgnored var storedPendingExit: Navigation.PendingExit<Graph>?

    /// The event observers (`observeEvents`), by the order they began; not observed.
    @ObservationIgnored var eventObservers: [Int: @MainActor (NavigationEvent<Graph>) -> Void] = [:]
    @ObservationIgnored var nextEventObserverID = 0
    /// Whether anyone observes events: the one check an operation makes without an observer.
    @ObservationIgnored var eventsObserved = false
    /// How many reporting operations are running: only the outermost reports.
    @ObservationIgnored var eventDepth = 0
    /// Set while the SwiftUI host applies what the user did.
    @ObservationIgnored var eventsByUser = false

    /// Set while an operation of several steps runs (`guardingExits(_:)`): its exits are checked
    /// once, at its end.
    @ObservationIgnored var exitScopeActive = false

    // #36 split views: how the host shows the split roots (Split/NavigationState+Split.swift).
    @ObservationIgnored var storedSplitLayout = Navigation.SplitLayout.collapsed

    /// The app flow shown now (`graph.flows:`): signed out, a session…; nil for a graph without
    /// flows. Changed only by a declared flow move (`move(toFlow:by:roots:)`) or a restore.
    public internal(set) var flow: Graph.Flow? {
        get {
            access(keyPath: keyPaths.flow)
            return storedFlow
        }
        set {
            withMutation(keyPath: keyPaths.flow) { storedFlow = newValue }
        }
    }
    @ObservationIgnored private var storedFlow: Graph.Flow?

    /// One stack for each of `roots`, in that order, the first selected: the tabs the app shows
    /// now (a signed-out set, the user's choice) with the params only it knows (`start-params`).
    /// Each must show one of `Graph.rootScreens`, each route at most once (a root screen may show
    /// several stacks with different params: a tab per list); otherwise this throws
    /// `.noRoots`, `.notARoot` or `.duplicateRoot`. `conditionHolds` answers for `requires:`.
    ///
    /// In a graph with flows, the state starts in the first flow (declared order) that shows
    /// every root of `roots`, and that flow's `requires:` must hold (`.flowConditionNotMet`);
    /// `init(flow:roots:conditionHolds:)` names the flow. Conditions that depend on the route
    /// being entered are answered by `conditionHoldsForRoute` instead, when it is given
    /// (`{ condition, route in … }`; see ``Navigation/Guards/conditionHoldsForRoute``).
    /// - Parameters:
    ///   - roots: the route of each root shown, in order.
    ///   - conditionHolds: whether a condition of `requires:` holds now.
    ///   - conditionHoldsForRoute: whether a condition holds for the route being entered, if given.
    /// - Throws: `.noRoots`, `.notARoot`, `.duplicateRoot` or `.flowConditionNotMet` when `roots`
    ///   cannot start the app.
    public convenience init(
        roots: [Graph.Route], conditionHolds: @escaping @MainActor (Graph.Condition) -> Bool = { _ in false },
        conditionHoldsForRoute: (@MainActor (Graph.Condition, Graph.Route) -> Bool)? = nil
    ) throws(NavigationError<Graph>) {
        try self.init(
            roots: roots, flow: nil, conditionHolds: conditionHolds, conditionHoldsForRoute: conditionHoldsForRoute)
    }

    /// The one initializer the others call: `roots` checked, in `flow` (or, with flows, the first
    /// that shows them), whose conditions must hold.
    init(
        roots: [Route], flow: Graph.Flow?, conditionHolds: @escaping @MainActor (Graph.Condition) -> Bool,
        conditionHoldsForRoute: (@MainActor (Graph.Condition, Route) -> Bool)?
    ) throws(NavigationError<Graph>) {
        try Self.checkRoots(roots)
        storedStacks = roots.map { RouteStack(root: $0) }
        rootCount = roots.count
        self.conditionHolds = conditionHolds
        self.conditionHoldsForRoute = conditionHoldsForRoute
        self.flow = try Self.flow(flow, showing: roots)
        if let shown = self.flow { try checkConditions(ofFlow: shown, entering: roots) }
    }

    // MARK: Reading

    /// The selected root's stack.
    public var selectedStack: RouteStack<Graph> { allStacks[selectedIndex] }

    /// The stack moves are made on: the top app-wide layer's that is not minimised, else the
    /// selected root's.
    public var activeStack: RouteStack<Graph> { allStacks[activeIndex] }

    /// The route on top of the active stack (see `activeStack`): what the user sees and moves from.
    public var topRoute: Graph.Route { activeStack.topRoute }

    /// The screen on top of the active stack.
    var topScreen: Screen { activeStack.topScreen }

    /// Where moves are made: the index in `allStacks` of the top layer that is not minimised,
    /// else the selected root's.
    var activeIndex: Int {
        let all = allStacks
        return all.count == rootCount ? selectedIndex : activeLayerIndex(in: all)
    }

    /// The selected stack's presentation layers, for a SwiftUI host.
    var selectedLayers: [Navigation.StackLayer<Route>] { selectedStack.layers }

    /// Selects the stack at `index`, or throws `.rootIndexOutOfRange`.
    /// - Parameter index: the index of the root whose stack is selected.
    /// - Throws: `.rootIndexOutOfRange` (or an exit guard's refusal); the selection is unchanged.
    public func select(rootAt index: Int) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .rootSelected(index: index) }, attempt: .rootSelected(index: index)) {
                () throws(NavigationError<Graph>) in try select(rootAt: index)
            }
        }
        selectedIndex = try checkedRoot(index)
    }

    // MARK: Moves (selected stack)

    /// Performs `move` on the selected stack: the top screen must be `move.from`, then the
    /// move must be legal (see `RouteStack.apply(_:style:)`).
    /// - Parameter move: the move to make.
    /// - Throws: the graph's refusal of the move; the state is unchanged.
    public func perform(_ move: Move<Graph>) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .move(move) }, attempt: .move(move)) { () throws(NavigationError<Graph>) in
                try perform(move)
            }
        }
        // #36: a push from the sidebar of an expanded split, while its detail shows screens.
        if Graph.hasSplits, try performFromColumn(move) { return }
        // Another screen on top, or an alert, is the stack's to report (`notOnTop`, `alertPresented`).
        if let entry = move.fromEntry, entry != topEntry, move.from == topScreen, activeStack.presentedAlert == nil {
            throw .notTheEntryOnTop(screen: Graph.screen(of: entry.route))
        }
        if Graph.hasLayers, try performWithLayers(move) { return }
        guard let root = move.selectingRoot else {
            try update(nil, recording: { Graph._count(move, on: $1, in: $0) }) {
                (stack) throws(NavigationError<Graph>) in
                try stack.perform(move)
            }
            return
        }
        // Another stack: the move is made from this stack's top, then that stack goes back to
        // its root (unless the move keeps it) and takes the route; it is selected only when all
        // of that succeeded.
        let shown = activeStack
        if let alert = shown.presentedAlert { throw .alertPresented(alert: Graph.screen(of: alert)) }
        if let from = move.from, from != shown.topScreen {
            throw .notOnTop(expected: from, actual: shown.topScreen)
        }
        if let route = move.fromRoute, route != shown.topRoute {
            throw .notTheEntryOnTop(screen: shown.topScreen)
        }
        guard let index = stackIndex(ofRoot: root) else { throw .rootNotShown(root: root) }
        try guardingExits { () throws(NavigationError<Graph>) in
            // (`$1` is the other stack: a move that selects a root is counted by its `from`.)
            try update(index, recording: { Graph._count(move, on: $1, in: $0) }) {
                (stack) throws(NavigationError<Graph>) in
                if !move.keepsStack { stack.pop(toEntryCount: 0) }
                if let route = move.to { try stack.apply(route, style: move.style) }
            }
            // Once it stood: layers that yield to a move beneath them close (`outside:
            // dismiss`); the others stay.
            if Graph.hasLayers { closeLayersYielding() }
            selectedIndex = index
        }
    }

    /// Pushes `route` on the current layer.
    func push(_ route: Route) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observedEntering(route, .push) { () throws(NavigationError<Graph>) in try push(route) }
        }
        try push(route, inStack: nil)
    }

    /// Pushes `route` on the top layer of stack `index` (default: selected): the SwiftUI host
    /// of any tab pushes on its own stack.
    func push(_ route: Route, inStack index: Int?) throws(NavigationError<Graph>) {
        try update(index, recording: { Graph._count(entering: route, style: .push, over: $1, in: $0) }) {
            (stack) throws(NavigationError<Graph>) in
            try stack.apply(route, style: .push)
        }
    }

    /// Presents `route` modally; `style` must be `.sheet` or `.cover`.
    func present(_ route: Route, style: TransitionStyle) throws(NavigationError<Graph>) {
        guard style.startsLayer else { throw .invalidPresentationStyle(style) }
        if reportsEvents {
            return try observedEntering(route, style) { () throws(NavigationError<Graph>) in
                try present(route, style: style)
            }
        }
        if Graph.hasLayers, let layer = Graph.layerTable.layer(showing: Graph.screen(of: route)) {
            return try openLayer(route, layer, style: style, from: topScreen)
        }
        try update(nil, recording: { Graph._count(entering: route, style: style, over: $1, in: $0) }) {
            (stack) throws(NavigationError<Graph>) in
            try stack.apply(route, style: style)
        }
    }

    /// Presents the alert route `route`.
    func presentAlert(_ route: Route) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observedEntering(route, .alert) { () throws(NavigationError<Graph>) in try presentAlert(route) }
        }
        try update(nil, recording: { Graph._count(entering: route, style: .alert, over: $1, in: $0) }) {
            (stack) throws(NavigationError<Graph>) in
            try stack.apply(route, style: .alert)
        }
    }

    /// Resets the selected stack to its root with `route` above it, dismissing all modals
    /// (the SwiftUI Navigation Sample's `navigationPath = [.conversation(c)]`). Legality is
    /// checked from the current top screen.
    func replace(with route: Route) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observedEntering(route, .replace) { () throws(NavigationError<Graph>) in try replace(with: route)
            }
        }
        try update(nil, recording: { Graph._count(entering: route, style: .replace, over: $1, in: $0) }) {
            (stack) throws(NavigationError<Graph>) in
            try stack.apply(route, style: .replace)
        }
    }

    /// Handles a tap on button `id` of the alert on top of the selected stack (see
    /// `RouteStack.tapAlertButton(_:)`), then tells `onAlertButton`. A refused tap changes
    /// nothing and tells nobody; a tap on a button whose conditions do not hold (see
    /// `shownButtons(ofAlert:)`) is refused with `.alertButtonHidden`.
    @discardableResult
    func tapAlertButton(_ id: String) throws(NavigationError<Graph>) -> Navigation.AlertButtonOutcome<Route> {
        guard reportsEvents else { return try tapAlertButton(id, inStack: nil) }
        let alert = activeStack.presentedAlert ?? topRoute
        return try observed({ _ in .alertButton(id: id, alert: alert) }, attempt: .alertButton(id: id, alert: alert)) {
            () throws(NavigationError<Graph>) in try tapAlertButton(id, inStack: nil)
        }
    }

    /// `tapAlertButton(_:)` on the alert of stack `index` (default: selected): the SwiftUI host
    /// of any tab taps the buttons of its own stack's alert.
    @discardableResult
    func tapAlertButton(_ id: String, inStack index: Int?) throws(NavigationError<Graph>)
        -> Navigation.AlertButtonOutcome<Route>
    {
        let index = try checked(index ?? activeIndex)
        let alert = allStacks[index].presentedAlert
        try checkShown(button: id, ofAlert: alert)  // a button whose `requires:` fails is not there
        if let pending = pendingExit, pending.stackIndex == index, alert == pending.alert {
            guard let button = Graph.alert(for: pending.alert)?.button(id: id) else {
                throw .unknownAlertButton(id: id, alert: Graph.screen(of: pending.alert))
            }
            answerExit(pending, confirmed: button.role == .destructive)
            if let recorder { Graph._count(tapping: id, of: pending.alert, in: recorder) }
            let outcome = Navigation.AlertButtonOutcome<Route>.reported(id: id, alert: pending.alert)
            onAlertButton?(Navigation.AlertButtonTap(alert: pending.alert, button: id, outcome: outcome, fields: [:]))
            return outcome
        }
        let outcome: Navigation.AlertButtonOutcome<Route>
        if let opened = try tapAlertButtonOpeningLayer(id, inStack: index) {
            outcome = opened  // the alert answered, a layer opened over every root
        } else {
            outcome = try update(
                index,
                recording: { recorder, _ in
                    guard let alert else { return false }
                    Graph._count(tapping: id, of: alert, in: recorder)
                    return true
                }
            ) { (stack) throws(NavigationError<Graph>) in
                try stack.tapAlertButton(id)
            }
        }
        // Every field of the alert, typed into or not; the texts go with the alert.
        var fields: [String: String] = [:]
        let typed = alertFieldsOwner == alert ? alertFieldTexts : [:]
        for field in alert.flatMap({ Graph.alert(for: $0)?.fields }) ?? [] { fields[field.id] = typed[field.id] ?? "" }
        alertFieldTexts = [:]
        alertFieldsOwner = nil
        if let alert, let onAlertButton {
            onAlertButton(Navigation.AlertButtonTap(alert: alert, button: id, outcome: outcome, fields: fields))
        }
        return outcome
    }

    /// What has been typed into the presented alert's text fields (`fields:`), by field id:
    /// what the SwiftUI host's fields edit, and what a test types with `typeIntoAlertField`.
    /// A tap hands it to `onAlertButton` and clears it.
    var alertFieldTexts: [String: String] = [:]

    /// Types `text` into field `id` of the alert presented on the selected stack: what the user
    /// does in the SwiftUI host's field. Throws when no alert is presented or it has no such field.
    func typeIntoAlertField(_ id: String, _ text: String) throws(NavigationError<Graph>) {
        try typeIntoAlertField(id, text, inStack: nil)
    }

    /// `typeIntoAlertField(_:_:)` into the alert of stack `index` (default: selected): the
    /// SwiftUI host of any tab edits the fields of its own stack's alert.
    func typeIntoAlertField(_ id: String, _ text: String, inStack index: Int?) throws(NavigationError<Graph>) {
        let stack = allStacks[try checked(index ?? activeIndex)]
        guard let alert = stack.presentedAlert else { throw .noAlertPresented(top: stack.topScreen) }
        guard Graph.alert(for: alert)?.fields.contains(where: { $0.id == id }) == true else {
            throw .unknownAlertField(id: id, alert: Graph.screen(of: alert))
        }
        if alertFieldsOwner != alert { alertFieldTexts = [:] }
        alertFieldsOwner = alert
        alertFieldTexts[id] = text
    }

    /// The alert `alertFieldTexts` was typed into: texts typed into another are not its.
    @ObservationIgnored var alertFieldsOwner: Route?

    /// Set while `asOneOperation(_:)` runs: departed entries' models and waiters wait for its end.
    @ObservationIgnored var departuresHeld = false

    // MARK: Going back (selected stack) — always legal

    /// Removes the last entry of the active stack (see `activeStack`); at an app-wide layer's
    /// bottom, closes that layer; no-op at a root.
    public func pop() {
        if reportsEvents { return observedInfallible(.back) { pop() } }
        if Graph.hasLayers, closeActiveLayer(if: \.isAtRoot) { return }
        update(nil) { $0.pop() }
    }

    /// Removes everything above the active stack's root.
    func popToRoot() {
        if reportsEvents { return observedInfallible(.back) { popToRoot() } }
        update(nil) { $0.popToRoot() }
    }

    /// Removes the active stack's topmost sheet, cover or alert and everything above it; with
    /// none, closes the app-wide layer the active stack is (see `dismissLayer(_:)`).
    public func dismiss() {
        if reportsEvents { return observedInfallible(.back) { dismiss() } }
        if Graph.hasLayers, closeActiveLayer(if: { !$0.entries.contains { $0.style.isModal } }) { return }
        update(nil) { $0.dismiss() }
    }

    /// Keeps the first `count` entries of the active stack (for SwiftUI bindings; see
    /// `Navigation.StackLayer`).
    func pop(toEntryCount count: Int) {
        if reportsEvents { return observedInfallible(.back) { pop(toEntryCount: count) } }
        update(nil) { $0.pop(toEntryCount: count) }
    }

    /// Keeps the first `count` entries of stack `index` (into `allStacks`), selected or not:
    /// what the SwiftUI host of any tab or layer pops its own stack with (see `HostDecision`).
    /// No-op for an index out of range.
    func pop(toEntryCount count: Int, inStack index: Int) {
        guard allStacks.indices.contains(index) else { return }
        update(index) { $0.pop(toEntryCount: count) }
    }

    // MARK: Whole stacks (any root)

    /// MultiNav's `jumpTo`: validates every entry from the root up (see
    /// `RouteStack.validate(_:above:)`), then replaces the whole stack in one mutation.
    /// `index` defaults to the selected stack; the selection does not change.
    func setStack(_ entries: [RouteEntry<Route>], forRootAt index: Int? = nil) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .stackSet }, attempt: .stackSet) { () throws(NavigationError<Graph>) in
                try setStack(entries, forRootAt: index)
            }
        }
        try update(index) { (stack) throws(NavigationError<Graph>) in try stack.setEntries(entries) }
    }

    /// Like `setStack`, with each step's style inferred (see
    /// `RouteStack.inferEntries(for:above:)`). `routes` are the routes above the root:
    /// NavTest's "open at C with A and B beneath" is `jump(to: [b, c])` on root `a`.
    func jump(to routes: [Route], forRootAt index: Int? = nil) throws(NavigationError<Graph>) {
        if reportsEvents {
            return try observed({ .stackSet }, attempt: .stackSet) { () throws(NavigationError<Graph>) in
                try jump(to: routes, forRootAt: index)
            }
        }
        try update(index) { (stack) throws(NavigationError<Graph>) in try stack.jump(to: routes) }
    }

    // MARK: View models

    /// The entry at `position` (0 is the root) of stack `index` (default: selected), if any.
    func entry(at position: Int, inStack index: Int? = nil) -> NavigationEntryID<Route>? {
        let index = index ?? selectedIndex
        let all = allStacks
        guard all.indices.contains(index) else { return nil }
        let ids = all[index].entryIDs(asStack: index)
        return ids.indices.contains(position) ? ids[position] : nil
    }

    /// The top entry of the active stack (see `activeStack`).
    var topEntry: NavigationEntryID<Route> {
        let index = activeIndex
        return allStacks[index].entryIDs(asStack: index).last!
    }

    /// MultiNav's `observable(for:default:)`: the `Model` registered under `key` (default: the
    /// entry itself, so one model per entry), created with `create` on first request. Every
    /// entry that asks becomes an owner; the model is released when no owner is left on its
    /// stack. An entry that is not on the stack gets a fresh model that is not kept.
    func viewModel<Model: AnyObject>(
        _ type: Model.Type = Model.self, for entry: NavigationEntryID<Route>, key: AnyHashable? = nil,
        create: () -> Model
    ) -> Model {
        let all = allStacks
        guard all.indices.contains(entry.stack), all[entry.stack].contains(entry) else { return create() }
        return viewModelStore.model(type, key: key ?? AnyHashable(entry), owner: entry, create: create)
    }

    // MARK: Plumbing

    /// `index` if it names a root's stack.
    private func checkedRoot(_ index: Int) throws(NavigationError<Graph>) -> Int {
        guard index >= 0, index < rootCount else { throw .rootIndexOutOfRange(index: index, count: rootCount) }
        return index
    }

    /// `index` if it names a stack of `allStacks`: a root's or a layer's.
    func checked(_ index: Int) throws(NavigationError<Graph>) -> Int {
        guard allStacks.indices.contains(index) else {
            throw .rootIndexOutOfRange(index: index, count: rootCount)
        }
        return index
    }

    /// Runs `body` on a copy of the stack at `index` (default: selected) and stores the copy
    /// back only if `body` returned and the stack changed: one observable write or none. Once
    /// it succeeded, a recorder counts what `recording` says the operation did (given the stack
    /// as it was, and asked only then; a move counts the screens it enters itself, cheaper than
    /// comparing stacks) or else the screens entered: the one place every operation on a stack
    /// passes, and without a recorder one `nil` check.
    func update<Result>(
        _ index: Int?,
        recording: (NavigationRecorder<Graph>, RouteStack<Graph>) -> Bool = { _, _ in false },
        _ body: (inout RouteStack<Graph>) throws(NavigationError<Graph>) -> Result
    ) throws(NavigationError<Graph>) -> Result {
        // One read of the stacks (each read is an observation access): the index, its check and
        // the stack from the same array.
        let all = allStacks
        let index = index ?? (all.count == rootCount ? selectedIndex : activeLayerIndex(in: all))
        guard all.indices.contains(index) else { throw .rootIndexOutOfRange(index: index, count: rootCount) }
        let old = all[index]
        var stack = old
        let result = try body(&stack)
        if stack != old {
            try checkConditions(entering: stack, over: old, at: index)
            // Held by an exit guard: the question is asked, and nothing is counted yet.
            guard replaceStack(at: index, with: stack) else { return result }
        }
        if let recorder {
            if !recording(recorder, old) { recorder.tally.countEntered(from: old, to: stack) }
        }
        return result
    }

    /// Whether `condition` holds for entering `route`: asked of `conditionHoldsForRoute` when the
    /// app set it, else of `conditionHolds`.
    func holds(_ condition: Graph.Condition, entering route: Route) -> Bool {
        conditionHoldsForRoute?(condition, route) ?? conditionHolds(condition)
    }

    /// Every entry of `candidate` above what it shares with `current` is being entered now:
    /// each screen's conditions must hold. A refusal is kept as `pendingNavigation`.
    func checkConditions(entering candidate: RouteStack<Graph>, over current: RouteStack<Graph>, at index: Int)
        throws(NavigationError<Graph>)
    {
        let kept = zip(candidate.entries, current.entries).prefix { $0 == $1 }.count
        for entry in candidate.entries[kept...] {
            let screen = Graph.screen(of: entry.route)
            for condition in Graph.conditions(for: screen) where !holds(condition, entering: entry.route) {
                pendingNavigation = Navigation.PendingNavigation(
                    stackIndex: index, stack: candidate, condition: condition, screen: screen)
                throw .conditionNotMet(condition: condition, screen: screen)
            }
        }
    }

    /// Performs the navigation kept by the last `.conditionNotMet`: its stack replaces the one it
    /// targets (validated and its conditions checked again) and is selected; then it is
    /// forgotten. Throws, and keeps it, when a condition still does not hold, or with
    /// `.rootNotShown` while the app does not show its root (it waits for it).
    func resumePendingNavigation() throws(NavigationError<Graph>) {
        guard let pending = pendingNavigation else { return }
        if reportsEvents {
            return try observed({ .resumed }, attempt: .resumed) { () throws(NavigationError<Graph>) in
                try resumePendingNavigation()
            }
        }
        guard let index = pending.stackIndex else { throw .rootNotShown(root: Graph.screen(of: pending.stack.root)) }
        try guardingExits { () throws(NavigationError<Graph>) in
            try update(index) { (stack) throws(NavigationError<Graph>) in
                try stack.setEntries(pending.stack.entries)
            }
            pendingNavigation = nil
            selectedRootIndex = index
        }
    }

    /// Forgets the pending navigation and the pending link (the user cancelled signing in).
    func cancelPendingNavigation() {
        pendingLink = nil
        pendingNavigation = nil
    }

    /// Non-throwing variant for the always-legal operations (going back: nothing is entered).
    private func update(_ index: Int?, _ body: (inout RouteStack<Graph>) -> Void) {
        let all = allStacks
        let index = index ?? (all.count == rootCount ? selectedIndex : activeLayerIndex(in: all))
        var stack = all[index]
        body(&stack)
        if stack != all[index] { replaceStack(at: index, with: stack) }
    }

    /// Every change of a stack goes through here, so view models never outlive their entries and
    /// no guarded screen is left without asking (false: the exit question is asked instead).
    @discardableResult
    func replaceStack(at index: Int, with stack: RouteStack<Graph>) -> Bool {
        guard exitsAllow(replacing: index, with: stack) else { return false }
        allStacks[index] = stack
        settleDepartures()
        return true
    }

    /// Replaces every root's stack at once (a restore, a new root set), and the layers with
    /// `layers` (nil: kept as they are), releasing models whose entries are gone; a recorder
    /// counts what each stack enters over the one it replaces. False when an exit guard asks
    /// instead.
    @discardableResult
    func replaceAllStacks(with newStacks: [RouteStack<Graph>], layers: [RouteStack<Graph>]? = nil) -> Bool {
        let old = allStacks
        let newAll = newStacks + (layers ?? Array(old[rootCount...]))
        guard exitsAllow(replacingAllWith: newAll, rootCount: newStacks.count) else { return false }
        if let recorder {
            // A kept stack may move to another index (`setRoots`): compared with its own past.
            for stack in newAll {
                recorder.tally.countEntered(from: old.first { $0.root == stack.root }, to: stack)
            }
        }
        rootCount = newStacks.count
        if layers != nil { minimizedLayers.formIntersection(newAll.map(\.root)) }
        allStacks = newAll
        settleDepartures()
        return true
    }

    /// Releases the models of entries that left and answers their result waiters, unless an
    /// operation of several steps holds that back until it knows whether it stands.
    func settleDepartures() {
        guard !departuresHeld else { return }
        viewModelStore.release(ownersNotIn: allStacks)
        answerDepartedResults()
    }

    /// Runs `body`, several operations that stand or fall as one (`follow(_:routes:)`): when it
    /// throws, the stacks, the selection, the pending navigation and a recorder's counts are put
    /// back as they were. Entries it removes on the way keep their models and waiters until it is
    /// over, so a refusal loses nothing, and a success settles once.
    func asOneOperation<Result>(_ body: () throws(NavigationError<Graph>) -> Result) throws(NavigationError<Graph>)
        -> Result
    {
        let saved = (allStacks, rootCount, minimizedLayers, selectedIndex, pendingNavigation)
        let savedTally = recorder?.tally
        let outer = departuresHeld
        departuresHeld = true
        defer {
            departuresHeld = outer
            settleDepartures()
        }
        do {
            return try body()
        } catch {
            (allStacks, rootCount, minimizedLayers, selectedIndex, pendingNavigation) = saved
            if let savedTally { recorder?.tally = savedTally }
            throw error
        }
    }
}

/// The key paths `NavigationState` observes, made once per state.
@MainActor
private struct ObservedKeyPaths<Graph: NavigationGraph> {
    let stacks: KeyPath<NavigationState<Graph>, [RouteStack<Graph>]> = \.allStacks
    let selectedIndex: KeyPath<NavigationState<Graph>, Int> = \.selectedIndex
    let pendingExit: KeyPath<NavigationState<Graph>, Navigation.PendingExit<Graph>?> = \.pendingExit
    let flow: KeyPath<NavigationState<Graph>, Graph.Flow?> = \.flow
    let pendingNavigation: KeyPath<NavigationState<Graph>, Navigation.PendingNavigation<Graph>?> = \.pendingNavigation
    let pendingLink: KeyPath<NavigationState<Graph>, Navigation.DeepLinkDestination<Graph.Route>?> = \.pendingLink
}
