/// One root's navigation stack, as a pure value: the root plus a flat list of entries.
///
/// This is the FlowStacks model. Entries after a `.sheet` or `.cover` entry are pushed inside
/// that modal's own navigation stack; `layers` turns the flat list into what a SwiftUI host
/// shows. All navigation logic lives in this type (and its extensions) so it can be tested
/// without a main actor; `NavigationState` only holds several of them and publishes changes.
///
/// Invariants, kept by every mutating method (the only way to change `entries`):
/// - every entry is legal from the screen beneath it, per `Graph.transitions`;
/// - a `.replace` entry can only be the first entry;
/// - an `.alert` entry can only be the last entry, and alert screens only arrive as `.alert`.
///
/// Throwing methods check everything before they write, so a thrown error leaves the value
/// exactly as it was.
public struct RouteStack<Graph: NavigationGraph>: Hashable, Sendable {
    public typealias Route = Graph.Route
    public typealias Screen = Graph.Screen

    /// The route at the bottom; never popped.
    public let root: Route
    /// Everything above the root, bottom first.
    public internal(set) var entries: [RouteEntry<Route>]

    /// A stack showing only `root`.
    /// - Parameter root: the route at the bottom of the stack.
    public init(root: Route) {
        self.root = root
        self.entries = []
    }

    /// A stack with `entries` above `root`, validated as `setEntries(_:)` does.
    /// - Parameters:
    ///   - root: the route at the bottom of the stack.
    ///   - entries: what stands above it, bottom first.
    /// - Throws: the first entry `validate(_:above:)` refuses.
    public init(root: Route, entries: [RouteEntry<Route>]) throws(NavigationError<Graph>) {
        try Self.validate(entries, above: root)
        self.root = root
        self.entries = entries
    }

    // MARK: Reading

    /// The route shown on top: the last entry, or the root.
    public var topRoute: Route { entries.last?.route ?? root }

    /// The screen shown on top; what the legality of the next move is checked from.
    public var topScreen: Screen { Graph.screen(of: topRoute) }

    /// Whether nothing is above the root.
    public var isAtRoot: Bool { entries.isEmpty }

    /// The root followed by every entry's route, bottom first.
    public var routes: [Route] { [root] + entries.map(\.route) }

    /// The alert route on top, if an alert is presented.
    public var presentedAlert: Route? {
        guard let last = entries.last, last.style == .alert else { return nil }
        return last.route
    }

    /// Title, message and buttons of the presented alert, if any.
    public var presentedAlertContent: Navigation.AlertContent<Route>? {
        presentedAlert.flatMap(Graph.alert(for:))
    }

    // MARK: Going back — always legal, never throws

    /// Removes the last entry (an alert, a push, or a modal with nothing above it).
    /// No-op at the root.
    public mutating func pop() {
        if !entries.isEmpty { entries.removeLast() }
    }

    /// Removes everything above the root (FlowStacks' `goBackToRoot`).
    public mutating func popToRoot() {
        entries.removeAll()
    }

    /// Removes the topmost modal (sheet, cover or alert) and everything above it.
    /// No-op when nothing is presented.
    public mutating func dismiss() {
        if let index = entries.lastIndex(where: { $0.style.isModal }) {
            entries.removeSubrange(index...)
        }
    }

    /// Keeps only the first `count` entries; no-op if there are not more than that.
    ///
    /// For SwiftUI hosts, whose bindings only ever shrink the state (a back swipe shortens a
    /// layer's path, a swipe-down dismisses a sheet): see `Navigation.StackLayer.pathStartIndex`
    /// and `Navigation.StackLayer.baseEntryIndex`. Truncating keeps every invariant, so it is
    /// always legal.
    /// - Parameter count: how many entries to keep above the root.
    public mutating func pop(toEntryCount count: Int) {
        let kept = max(count, 0)
        if entries.count > kept { entries.removeSubrange(kept...) }
    }
}

extension RouteStack: CustomStringConvertible {
    /// `home > animal.list > animal.editor (sheet)`: screen names, non-push styles noted.
    public var description: String {
        let root = Graph.screen(of: root).rawValue
        let rest = entries.map { entry in
            let name = Graph.screen(of: entry.route).rawValue
            return entry.style == .push ? name : "\(name) (\(entry.style.rawValue))"
        }
        return ([root] + rest).joined(separator: " > ")
    }
}
