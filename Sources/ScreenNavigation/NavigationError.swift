/// Why a navigation request was refused. Every throwing operation of the runtime leaves the
/// state exactly as it was before the call when it throws one of these.
///
/// Cases carry screens and conditions, not routes, so the error is `Hashable`, `Sendable` and
/// printable whatever the routes' associated values are. Entry indices count from 0 = the first
/// entry above the root. Generic over the graph so a refused guard names the graph's own
/// condition: `catch .conditionNotMet(condition: .signedIn, screen: _)`. Generated code spells
/// it `<Route>Graph.Failure`.
public enum NavigationError<Graph: NavigationGraph>: Error, Hashable, Sendable {
    public typealias Screen = Graph.Screen

    /// The graph declares no transition from `from` to `to` in `style`.
    case illegalTransition(from: Screen, to: Screen, style: TransitionStyle)
    /// A `Move` was made from a screen that is not the top screen (a stale action).
    case notOnTop(expected: Screen, actual: Screen)
    /// A `Move` made from one entry of `screen` (directions made for an entry, or with a
    /// route's params) while another entry is on top: the same screen with other params, or
    /// the entry gone and pushed again (a view kept alive after navigation, a typo in a param).
    case notTheEntryOnTop(screen: Screen)
    /// An alert is on top: only `tapAlertButton`, `dismiss` or `pop` can take it away, and no
    /// other move may be made under it.
    case alertPresented(alert: Screen)
    /// `tapAlertButton` was called but the top screen is not an alert.
    case noAlertPresented(top: Screen)
    /// The presented alert has no button with this id.
    case unknownAlertButton(id: String, alert: Screen)
    /// Button `id` of the presented alert requires `condition` (its `requires:`), which does not
    /// hold for the alert's route: the button is not shown, and a tap on it changes nothing.
    case alertButtonHidden(id: String, alert: Screen, condition: Graph.Condition)
    /// The presented alert has no text field with this id.
    case unknownAlertField(id: String, alert: Screen)
    /// An alert screen entered with a style other than `.alert`, or a non-alert screen
    /// entered with `.alert`. Alerts are a kind of screen and a kind of entry at once.
    case alertStyleMismatch(screen: Screen, style: TransitionStyle)
    /// In a whole stack (setStack, jump, restore): an alert entry that is not the last one.
    case alertNotLast(alert: Screen, index: Int)
    /// In a whole stack: a `.replace` entry that is not the first entry above the root —
    /// a replace resets the stack, so nothing can be beneath it but the root.
    case replaceNotFirst(screen: Screen, index: Int)
    /// In a whole stack: a `.replace` entry whose screen no `.replace` transition targets.
    case noReplaceTransition(to: Screen)
    /// `jump(to:)` found no push, sheet, cover or alert transition between two screens.
    case noTransition(from: Screen, to: Screen)
    /// `present(_:style:)` was given a style other than `.sheet` or `.cover`.
    case invalidPresentationStyle(TransitionStyle)
    /// A root set (the app's, or a restored snapshot's) is empty.
    case noRoots
    /// A root set names a screen that is not among the graph's roots (`Graph.rootScreens`).
    case notARoot(screen: Screen)
    /// A root set names one root route twice (the same screen with the same params): each root
    /// is one stack, and two stacks of one route could not be told apart.
    case duplicateRoot(screen: Screen)
    /// A move or deep link needs the stack of a root the app does not show now.
    case rootNotShown(root: Screen)
    /// A root index outside `0..<count`.
    case rootIndexOutOfRange(index: Int, count: Int)
    /// `screen` requires `condition` (its `requires:`), which does not hold now. The state
    /// keeps the refused navigation as `pendingNavigation`: once the condition holds (the user
    /// signed in), `resumePendingNavigation()` performs it.
    case conditionNotMet(condition: Graph.Condition, screen: Screen)
    /// A move goes back to a screen that is not on the stack (see `Move.popBack`).
    case notOnStack(screen: Screen, top: Screen)
    /// A move goes back past the root (an inclusive `popBack` to the root screen).
    case cannotRemoveRoot(root: Screen)
    /// A move dismisses the sheet or cover `screen` is in, but it is not in one.
    case notPresented(screen: Screen)
    /// The flow shown now (`from`) declares no flow move `action` to the flow asked for.
    case flowMoveNotDeclared(action: String, from: Graph.Flow)
    /// A root set names a root screen the flow does not show (its `roots:`).
    case rootNotInFlow(root: Screen, flow: Graph.Flow)
    /// The flow requires `condition` (its `requires:`), which does not hold now: it cannot be
    /// entered (by a move, a restore or a launch request).
    case flowConditionNotMet(condition: Graph.Condition, flow: Graph.Flow)
    /// A snapshot names a flow the graph does not declare (saved by another build of the graph).
    case notAFlow(name: String)
    /// A move from outside (from anywhere, a link, a `select-root`) while layer `layer` is shown,
    /// which is required (`outside: wait`) or a lock: it waits (`NavigationState.waitingMove`,
    /// or `pendingLink` for a link) until the layer closes.
    case layerRequired(layer: Screen)
    /// Layer `layer` is already shown: an app-wide layer is shown once.
    case layerShown(layer: Screen)
    /// Layer `layer` is not shown: it cannot be closed, minimised or expanded.
    case layerNotShown(layer: Screen)
    /// A snapshot names `screen` as an app-wide layer, and the graph declares no such layer.
    case notALayer(screen: Screen)
    /// A hand-over (`finish(_:with:then:)`) from `screen` would leave it on the stack: the move
    /// must take the finishing screen off (dismiss it, replace it).
    case handOverKeepsScreen(screen: Screen)
    /// A move names a choice of targets (`one-of:`, choice `choice`, #37), and the app set no
    /// resolver for it (`state.choices.setResolver(for:_:)`). Nothing changed.
    case noResolver(choice: String)
    /// The choice's resolver threw (`reason` says what) or answered a screen that is not one of
    /// the move's candidates. Nothing changed.
    case unresolved(choice: String, reason: String)
    /// A newer navigation or `cancelResolution()` came while the choice's resolver ran: its
    /// answer, whenever it comes, is ignored. Nothing changed.
    case superseded(choice: String)
}

extension NavigationError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .illegalTransition(let from, let to, let style):
            "no \(style.rawValue) transition from '\(name(from))' to '\(name(to))'"
        case .notOnTop(let expected, let actual):
            "move made from '\(name(expected))' but '\(name(actual))' is on top"
        case .notTheEntryOnTop(let screen):
            "move made from an entry of '\(name(screen))' that is no longer on top"
        case .alertPresented(let alert):
            "alert '\(name(alert))' is presented; tap one of its buttons or dismiss it first"
        case .noAlertPresented(let top):
            "no alert is presented; '\(name(top))' is on top"
        case .unknownAlertButton(let id, let alert):
            "alert '\(name(alert))' has no button '\(id)'"
        case .alertButtonHidden(let id, let alert, let condition):
            "button '\(id)' of alert '\(name(alert))' requires '\(condition)', which does not hold: it is not shown"
        case .unknownAlertField(let id, let alert):
            "alert '\(name(alert))' has no text field '\(id)'"
        case .alertStyleMismatch(let screen, let style):
            "'\(name(screen))' cannot be entered with style \(style.rawValue): alert screens are entered with style alert, and only they are"
        case .alertNotLast(let alert, let index):
            "alert '\(name(alert))' at entry \(index) is not the last entry of the stack"
        case .replaceNotFirst(let screen, let index):
            "replace of '\(name(screen))' at entry \(index) is not the first entry above the root"
        case .noReplaceTransition(let to):
            "no replace transition targets '\(name(to))'"
        case .noTransition(let from, let to):
            "no push, sheet, cover or alert transition from '\(name(from))' to '\(name(to))'"
        case .invalidPresentationStyle(let style):
            "cannot present with style \(style.rawValue); use sheet or cover"
        case .noRoots:
            "no roots given; the state needs at least one stack"
        case .notARoot(let screen):
            "'\(name(screen))' is not a root of the graph"
        case .duplicateRoot(let screen):
            "root '\(name(screen))' is given more than once with the same params; each root is one stack"
        case .rootNotShown(let root):
            "root '\(name(root))' is not shown now"
        case .rootIndexOutOfRange(let index, let count):
            "root index \(index) is out of range 0..<\(count)"
        case .conditionNotMet(let condition, let screen):
            "'\(name(screen))' requires '\(condition)', which does not hold"
        case .notOnStack(let screen, let top):
            "cannot go back to '\(name(screen))': it is not on the stack beneath '\(name(top))'"
        case .cannotRemoveRoot(let root):
            "cannot go back past the root '\(name(root))'"
        case .notPresented(let screen):
            "'\(name(screen))' is not in a sheet or cover: there is nothing to dismiss"
        case .flowMoveNotDeclared(let action, let from):
            "flow '\(from.rawValue)' declares no flow move '\(action)' to that flow"
        case .rootNotInFlow(let root, let flow):
            "root '\(name(root))' is not one of flow '\(flow.rawValue)''s roots"
        case .flowConditionNotMet(let condition, let flow):
            "flow '\(flow.rawValue)' requires '\(condition)', which does not hold"
        case .notAFlow(let name):
            "'\(name)' is not a flow of the graph"
        case .layerRequired(let layer):
            "layer '\(name(layer))' is shown and required; the move waits until it closes"
        case .layerShown(let layer): "layer '\(name(layer))' is already shown"
        case .layerNotShown(let layer): "layer '\(name(layer))' is not shown"
        case .notALayer(let screen): "'\(name(screen))' is not a layer of the graph"
        case .handOverKeepsScreen(let screen):
            "the hand-over from '\(name(screen))' leaves it on the stack; it must dismiss or replace it"
        case .noResolver(let choice): "no resolver is set for choice '\(choice)'"
        case .unresolved(let choice, let reason): "choice '\(choice)' was not resolved: \(reason)"
        case .superseded(let choice): "the move of choice '\(choice)' was replaced before its resolver answered"
        }
    }

    /// The format's name of a screen: its raw value ("animal.detail").
    private func name(_ screen: Screen) -> String { screen.rawValue }
}
