// The check stage 4 of Scripts/compile-graphs.sh runs on every graph that generates `paths`
// (#23): each path `pathsToEveryScreen()` gives is followed on a fresh state and must end on its
// screen, and it must be as short as a breadth-first search written here, apart from the
// runtime's, says; the last screen of a path, when it has an exit guard (#35), is then left once:
// the question must be asked and answered both ways. Compiled as the library `PathReplay` of the harness's package; the harness
// writes an executable that calls `replayEveryPath` once per graph. The states share a
// `NavigationRecorder`, whose record the harness hands to `screengen coverage`: the runtime and
// the tool must agree on the graph's identity, and every screen was entered.
import Foundation
@_spi(Generated) import ScreenNavigation

/// What was wrong with `Graph`'s paths, a line each (empty when every path replays and is the
/// shortest), and the screens neither a path nor the search reaches: unreachable-screen is a
/// warning, so the tool accepts such a graph; the harness checks it warned about each.
/// `route` makes a screen's route from the stubs' sample values. What the states did is
/// recorded and written to `record`.
@MainActor
public func replayEveryPath<Graph: NavigationGraph>(
    _ graph: Graph.Type, record: URL, route: (Graph.Screen) -> Graph.Route
) -> (failures: [String], unreached: [String]) {
    var failures: [String] = []
    var unreached: [String] = []
    let recorder = NavigationRecorder<Graph>()
    let paths = Graph.pathsToEveryScreen()
    let distances = shortestDistances(Graph.self)
    let withPaths = Set(paths.map(\.screen))
    if withPaths.count != paths.count {
        failures.append("\(paths.count) paths for \(withPaths.count) screens: a screen has two")
    }
    // Each root screen once: several tabs of one screen would be duplicate roots with one sample.
    var roots: [Graph.Route] = []
    for screen in Graph.rootScreens where !roots.contains(where: { Graph.screen(of: $0) == screen }) {
        roots.append(route(screen))
    }
    var asked: Set<Graph.Screen> = []
    for path in paths {
        let name = "'\(path.screen.rawValue)'"
        let steps = path.steps.map { "\($0.style) \($0.screen.rawValue)" }.joined(separator: ", ")
        if let distance = distances[path.screen], path.steps.count != distance {
            failures.append("\(name): a path of \(path.steps.count) moves, the search finds \(distance) [\(steps)]")
        } else if distances[path.screen] == nil {
            failures.append("\(name): a path of \(path.steps.count) moves, yet the search does not reach it [\(steps)]")
        }
        do {
            let state = try replayState(for: path, roots: roots, route: route)
            state.events.recorder = recorder
            try state.containers.follow(path, routes: route)
            if state.activeStack.topScreen != path.screen {
                failures.append("\(name): the path ends on '\(state.activeStack.topScreen.rawValue)' [\(steps)]")
            } else if let exit = Graph.exitGuard(for: path.screen), !path.steps.isEmpty {
                if let problem = askExit(exit, of: path.screen, on: state, route: route) {
                    failures.append("\(name): \(problem) [\(steps)]")
                } else {
                    asked.insert(Graph.screen(of: exit.alert))
                }
            }
        } catch {
            failures.append("\(name): the path was refused: \(error) [\(steps)]")
        }
    }
    // An exit question (#35) is entered by no path: it is shown when a guarded screen is left.
    for screen in Graph.Screen.allCases where !withPaths.contains(screen) && !asked.contains(screen) {
        if let distance = distances[screen] {
            failures.append("'\(screen.rawValue)': no path, yet the search reaches it in \(distance) moves")
        } else {
            unreached.append(screen.rawValue)
        }
    }
    do {
        try recorder.write(to: record)
    } catch {
        failures.append("the record could not be written to \(record.path): \(error)")
    }
    return (failures, unreached)
}

/// A fresh state for following `path`: in the first flow (#35) that shows its root, with that
/// flow's roots (no flow need show every root of the graph), else with `roots`. Every condition
/// holds but an exit guard's (#35) for the entry it guards: following a path never leaves a
/// screen but by a `replace`, which would otherwise stop at the question.
@MainActor
func replayState<Graph: NavigationGraph>(
    for path: ScreenPath<Graph>, roots: [Graph.Route], route: (Graph.Screen) -> Graph.Route
) throws -> NavigationState<Graph> {
    let state: NavigationState<Graph>
    if let flow = Graph.flowTable.flows.first(where: { $0.rootScreens.contains(path.root) }) {
        state = try NavigationState<Graph>(
            flow: flow.flow, roots: flow.rootScreens.map(route), conditionHolds: { _ in true })
    } else {
        state = try NavigationState<Graph>(roots: roots, conditionHolds: { _ in true })
    }
    state.guards.conditionHoldsForRoute = { condition, route in
        Graph.exitGuard(for: Graph.screen(of: route))?.condition != condition
    }
    return state
}

/// Leaves `screen`, on top of `state`, with its exit guard's condition holding: the question
/// must be asked, its non-destructive answer (if any) must leave the stacks as they were, and
/// its destructive one must complete the way out. What is wrong, or nil.
@MainActor
func askExit<Graph: NavigationGraph>(
    _ exit: Navigation.ExitGuard<Graph>, of screen: Graph.Screen, on state: NavigationState<Graph>,
    route: (Graph.Screen) -> Graph.Route
) -> String? {
    state.guards.conditionHoldsForRoute = { condition, route in
        Graph.exitGuard(for: Graph.screen(of: route))?.condition != condition || Graph.screen(of: route) == screen
    }
    let before = state.stacks
    let depth = state.selectedStack.entries.count
    state.pop()
    guard state.guards.pendingExit?.screen == screen, state.activeStack.topScreen == Graph.screen(of: exit.alert) else {
        return "leaving it did not ask '\(Graph.screen(of: exit.alert).rawValue)'"
    }
    let buttons = Graph.alert(for: exit.alert)?.buttons ?? []
    do {
        if let stay = buttons.first(where: { $0.role != .destructive }) {
            _ = try state.alerts.tap(stay.id)
            guard state.guards.pendingExit == nil, state.stacks == before else {
                return "answering '\(stay.id)' to the exit question did not stay"
            }
            state.pop()
        }
        guard let leave = buttons.first(where: { $0.role == .destructive }) else {
            return "the exit question has no destructive button"
        }
        _ = try state.alerts.tap(leave.id)
    } catch {
        return "the exit question's answer was refused: \(error)"
    }
    guard state.guards.pendingExit == nil, state.selectedStack.entries.count == depth - 1 else {
        return "answering the exit question's destructive button did not leave"
    }
    return nil
}

/// The number of moves from the nearest root to each screen: a breadth-first search over the
/// declared moves and the moves from anywhere (made over any screen but an alert).
@MainActor
func shortestDistances<Graph: NavigationGraph>(_ graph: Graph.Type) -> [Graph.Screen: Int] {
    var targets: [Graph.Screen: [Graph.Screen]] = [:]
    for transition in Graph.transitions.transitions { targets[transition.from, default: []].append(transition.to) }
    let fromAnywhere = Graph.Screen.allCases.filter { screen in
        TransitionStyle.allCases.contains { Graph.transitions.allowsFromAnywhere(to: screen, style: $0) }
    }
    var distance: [Graph.Screen: Int] = [:]
    var frontier: [Graph.Screen] = []
    for root in Graph.rootScreens where distance[root] == nil {
        distance[root] = 0
        frontier.append(root)
    }
    while !frontier.isEmpty {
        var next: [Graph.Screen] = []
        for screen in frontier {
            let reachable = (targets[screen] ?? []) + (Graph.isAlert(screen) ? [] : fromAnywhere)
            for target in reachable where distance[target] == nil {
                distance[target] = distance[screen]! + 1
                next.append(target)
            }
        }
        frontier = next
    }
    return distance
}
