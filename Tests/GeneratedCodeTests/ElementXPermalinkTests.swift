import Foundation
import ScreenNavigation
import Testing

@testable import DeepLinkCases

/// Element X's permalink suite (#37), through the DeepLinkCases graph's Matrix links: every URL
/// of element-x-ios's `UnitTests/Sources/PermalinkTests.swift` and `AppRouteURLParserTests.swift`
/// that names a room, an alias, a user or an event opens the stack the app opens, or is
/// refused where the app finds no entity; each destination prints and reads back.
///
/// The app keeps an entity's sigil in its ID (`@bob:matrix.org`); here the sigil is the literal
/// text around the placeholder (`#/@{name}`), so the value is the ID without it. `via` is read
/// for rooms and aliases and ignored for users, whose screen has no such param.
@MainActor
@Suite struct ElementXPermalinkTests {
    typealias Graph = LinkRouteGraph
    typealias Destination = Navigation.DeepLinkDestination<LinkRoute>

    nonisolated static let opened: [(String, Destination)] = [
        // PermalinkTests.permalinkDetection
        (
            "https://matrix.to/#/@bob:matrix.org?via=matrix.org",
            Destination(rootIndex: 0, routes: [.user(name: "bob:matrix.org")])
        ),
        (
            "https://matrix.to/#/!roomidentifier:matrix.org?via=matrix.org",
            Destination(rootIndex: 0, routes: [.room(roomID: "roomidentifier:matrix.org", via: ["matrix.org"])])
        ),
        (
            "https://matrix.to/#/%23roomalias:matrix.org?via=matrix.org",
            Destination(rootIndex: 0, routes: [.roomAlias(alias: "roomalias:matrix.org", via: ["matrix.org"])])
        ),
        (
            "https://matrix.to/#/!roomidentifier:matrix.org/$eventidentifier?via=matrix.org",
            Destination(
                rootIndex: 0,
                routes: [.room(roomID: "roomidentifier:matrix.org", via: ["matrix.org"], eventID: "eventidentifier")])
        ),
        (
            "https://matrix.to/#/#roomalias:matrix.org/$eventidentifier?via=matrix.org",
            Destination(
                rootIndex: 0,
                routes: [.roomAlias(alias: "roomalias:matrix.org", via: ["matrix.org"], eventID: "eventidentifier")])
        ),
        // PermalinkTests.userIdentifierPermalink: the permalink the SDK prints for a valid ID.
        (
            "https://matrix.to/#/@abcdefghijklmnopqrstuvwxyz1234567890._-=%2F:matrix.org",
            Destination(rootIndex: 0, routes: [.user(name: "abcdefghijklmnopqrstuvwxyz1234567890._-=/:matrix.org")])
        ),
        // AppRouteURLParserTests
        ("https://matrix.to/#/@test:matrix.org", Destination(rootIndex: 0, routes: [.user(name: "test:matrix.org")])),
        (
            "https://matrix.to/#/!abcdefghijklmnopqrstuvwxyz1234567890:matrix.org",
            Destination(
                rootIndex: 0, routes: [.room(roomID: "abcdefghijklmnopqrstuvwxyz1234567890:matrix.org", via: [])])
        ),
        (
            "https://app.element.io/#/room/!abcdefghijklmnopqrstuvwxyz1234567890:matrix.org",
            Destination(
                rootIndex: 0, routes: [.room(roomID: "abcdefghijklmnopqrstuvwxyz1234567890:matrix.org", via: [])])
        ),
        (
            "https://develop.element.io/#/user/@alice:matrix.org",
            Destination(rootIndex: 0, routes: [.user(name: "alice:matrix.org")])
        ),
    ]

    @Test(arguments: opened)
    func theAppsPermalinksOpenTheirEntity(url: String, destination: Destination) throws {
        #expect(try Graph.destination(forLink: url) == destination)
        let state = NavigationState<Graph>()
        try state.links.open(link: url)
        #expect(state.selectedStack.routes == [.home] + destination.routes)
    }

    /// Printing round-trips. Rooms print in the form the graph marks canonical (`matrix:`);
    /// users and aliases with matrix.to's, the first declared of their stack. The app's SDK
    /// leaves `=` and `:` unescaped; escaped, they read back the same.
    @Test(arguments: opened)
    func theirDestinationsPrintAndReadBack(url: String, destination: Destination) throws {
        let printed = try #require(Graph.link(for: destination))
        #expect(try Graph.destination(forLink: printed) == destination)
    }

    @Test func printedForms() {
        let user = Destination(
            rootIndex: 0, routes: [.user(name: "abcdefghijklmnopqrstuvwxyz1234567890._-=/:matrix.org")])
        #expect(
            Graph.link(for: user)
                == "cases://example.org/user/abcdefghijklmnopqrstuvwxyz1234567890._-%3D%2F%3Amatrix.org")
        let room = Destination(rootIndex: 0, routes: [.room(roomID: "r:matrix.org", via: ["matrix.org"])])
        #expect(Graph.link(for: room) == "matrix:roomid/r%3Amatrix.org?via=matrix.org")
    }

    /// `https://www.matrix.org` names no entity: the app finds none, and no link opens it. (In
    /// this graph the host is read by `//{serverKey}`, a UUID, which names the reason.)
    @Test func aPageThatNamesNoEntityOpensNothing() {
        #expect(
            throws: Navigation.DeepLinkFailure.invalidValue(
                placeholder: "serverKey", value: "www.matrix.org", expected: "UUID")
        ) {
            try Graph.destination(forLink: "https://www.matrix.org")
        }
        // Element Web's links answer element.io's subdomains, not the domain itself.
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/#/room/!r:matrix.org")) {
            try Graph.destination(forLink: "https://element.io/#/room/!r:matrix.org")
        }
    }
}
