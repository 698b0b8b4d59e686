import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import IceCubes

/// Every screen of Ice Cubes reached from a tab by its shortest path (#23): the loop a snapshot
/// test of every screen is, through pushes, sheets, covers, alerts, dialogs and moves from
/// anywhere, with the app's sample values.
@MainActor
@Suite(.recordsNavigation)
struct IceCubesPathTests {
    struct Samples: IceCubesRouteSamples {
        let account = Account(id: "1", acct: "dimillian")
        var status: Status { Status(id: "100", account: account, content: "Ice Cubes 2.0 is out") }
        let string = "sample"
        let url = URL(string: "https://mastodon.social/@dimillian")!
        var arrayOfMediaStatus: [MediaStatus] { [MediaStatus(status: status, attachment: mediaAttachment)] }
        var arrayOfAccount: [Account] { [account] }
        let noteSaved: NoteSaved = {}
        let timelineFilter = TimelineFilter.local
        var arrayOfURL: [URL] { [url] }
        let statusEditorEditorStore = StatusEditor.EditorStore()
        let statusEditorMediaContainer = StatusEditor.MediaContainer(id: "m1")
        var arrayOfCard: [Card] { [Card(url: url, title: "A link")] }
        let arrayOfTag = [Tag(name: "swift")]
        let modelsList = Models.List(id: "l1", title: "Friends")
        var mediaAttachment: MediaAttachment { MediaAttachment(id: "a1", url: url) }
        var arrayOfMediaAttachment: [MediaAttachment] { [mediaAttachment] }
        var conversation: Conversation { Conversation(id: "c1", accounts: [account]) }
        let appAccount = AppAccount(server: "mastodon.social", accountName: "dimillian")
        let instance = Instance(uri: "mastodon.social", title: "Mastodon")
        let pushNotificationSubscriptionSettings = PushNotificationSubscriptionSettings(accountName: "dimillian")
        let attributedString = AttributedString("Ice Cubes")
        let uiImage = UIImage(name: "screenshot")
        let tagGroup = TagGroup(title: "Swift", tags: ["swift"])
    }

    @Test func everyScreenIsReachedByItsShortestPath() throws {
        let paths = IceCubesRouteGraph.pathsToEveryScreen()
        #expect(paths.count == IceCubesRouteScreen.allCases.count)
        let samples = Samples()
        // Every tab the graph declares, each with the sample values (the iPad's list tab too).
        let tabs = IceCubesRouteGraph.rootScreens.map { IceCubesRouteGraph.sampleRoute(of: $0, samples: samples) }
        for path in paths {
            let state = try recordedState(roots: tabs, conditionHolds: { _ in true })
            try state.containers.follow(path) { IceCubesRouteGraph.sampleRoute(of: $0, samples: samples) }
            #expect(state.activeStack.topScreen == path.screen, "\(path.screen): \(path.steps)")
        }
        // Each path is as short as a plain breadth-first search over the table says.
        let distances = Self.distances()
        for path in paths { #expect(path.steps.count == distances[path.screen], "\(path.screen)") }
        #expect(paths.map(\.steps.count).max() == distances.values.max())
        let reply = try #require(paths.first { $0.screen == .editorReply })
        #expect(reply.conditions == [.signedIn])
    }

    /// Every move the table declares, made from the end of its screen's path on a fresh state;
    /// every move from anywhere, made over the first tab; every button of every alert and
    /// dialog, tapped at the end of the alert's path. What coverage then still reports is what
    /// only the app's own code makes: going back first (`pop-to`, `dismiss`, `select-root`).
    @Test func everyDeclaredMoveAndButtonIsMadeFromTheEndOfAPath() throws {
        typealias Graph = IceCubesRouteGraph
        let samples = Samples()
        let route = { (screen: IceCubesRouteScreen) in Graph.sampleRoute(of: screen, samples: samples) }
        let tabs = Graph.rootScreens.map(route)
        let paths = Dictionary(uniqueKeysWithValues: Graph.pathsToEveryScreen().map { ($0.screen, $0) })
        func standing(on screen: IceCubesRouteScreen) throws -> NavigationState<Graph> {
            let state = try recordedState(roots: tabs, conditionHolds: { _ in true })
            try state.containers.follow(try #require(paths[screen])) { route($0) }
            return state
        }
        // An alert's moves are its buttons', tapped below.
        let moves = Graph.transitions.transitions.filter { !Graph.isAlert($0.from) }
        for move in moves.sorted(by: { "\($0)" < "\($1)" }) {
            let state = try standing(on: move.from)
            try state.perform(Move(from: move.from, to: route(move.to), style: move.style))
            #expect(state.activeStack.topScreen == move.to, "\(move)")
        }
        for screen in IceCubesRouteScreen.allCases {
            for style in TransitionStyle.allCases where Graph.transitions.allowsFromAnywhere(to: screen, style: style) {
                let state = try recordedState(roots: tabs, conditionHolds: { _ in true })
                try state.perform(Move(from: nil, to: route(screen), style: style))
                #expect(state.activeStack.topScreen == screen)
            }
        }
        var tapped = 0
        for alert in IceCubesRouteScreen.allCases where Graph.isAlert(alert) {
            for button in try #require(Graph.alert(for: route(alert))).buttons {
                let state = try standing(on: alert)
                try state.alerts.tap(button.id)
                #expect(state.selectedStack.presentedAlert == nil)
                tapped += 1
            }
        }
        #expect(moves.count > 500 && tapped > 20)
    }

    /// The number of moves from the nearest root to each screen: a breadth-first search over the
    /// declared moves and the moves from anywhere (made over any screen but an alert), written
    /// apart from the runtime's, as the oracle the paths are checked against.
    static func distances() -> [IceCubesRouteScreen: Int] {
        typealias Graph = IceCubesRouteGraph
        var distance = Dictionary(uniqueKeysWithValues: Graph.rootScreens.map { ($0, 0) })
        var frontier = Graph.rootScreens
        while !frontier.isEmpty {
            var next: [IceCubesRouteScreen] = []
            for screen in frontier {
                for target in IceCubesRouteScreen.allCases where distance[target] == nil {
                    let declared = TransitionStyle.allCases.contains {
                        Graph.transitions.transitions.contains(LegalTransition(from: screen, to: target, style: $0))
                    }
                    if declared
                        || (!Graph.isAlert(screen)
                            && TransitionStyle.allCases.contains {
                                Graph.transitions.allowsFromAnywhere(to: target, style: $0)
                            })
                    {
                        distance[target] = distance[screen]! + 1
                        next.append(target)
                    }
                }
            }
            frontier = next
        }
        return distance
    }
}
