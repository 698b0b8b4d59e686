import Foundation
import ScreenNavigation
import Testing

@testable import DeepLinkCases

/// Destinations the app resolves (#37), Element X's shape: a room link opens the room, the join
/// screen or a space, as an asynchronous lookup answers (DeepLinkCases' `room-target` choice).
/// The resolvers here answer when the test says so (a continuation it resumes), never after a
/// delay: late, twice (a second link while the first waits), or never.
@MainActor
@Suite struct LinkChoiceTests {
    typealias Graph = LinkRouteGraph
    typealias Choice = LinkRouteRoomTargetChoice

    static let roomLink = "https://element.example/#/room/!abc:matrix.org?via=a.org&via=b.org"

    /// A resolver the test answers by hand: each question waits in `waiting` until the test
    /// resumes it.
    @MainActor final class ManualResolver {
        var waiting: [(question: Navigation.LinkQuestion<Choice>, answer: CheckedContinuation<Choice, any Error>)] = []

        func install(on state: NavigationState<Graph>) {
            state.choices.setResolver(for: Choice.self) { [self] question in
                try await withCheckedThrowingContinuation { continuation in
                    waiting.append((question, continuation))
                }
            }
        }

        /// Lets the resolver's task run until it asks: it starts on a later turn of the main actor.
        func question() async -> Navigation.LinkQuestion<Choice> {
            while waiting.isEmpty { await Task.yield() }
            return waiting[waiting.count - 1].question
        }
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String { "the server does not know the room" }
    }

    @Test func theParsedLinkCarriesEveryCandidateBuiltFromTheURL() throws {
        let destination = try Graph.destination(forLink: Self.roomLink)
        #expect(destination.choice == "room-target")
        #expect(
            destination.candidates.map(\.routes) == [
                [.room(roomID: "abc:matrix.org", via: ["a.org", "b.org"])],
                [.joinRoom(roomID: "abc:matrix.org", via: ["a.org", "b.org"])],
                [.space(roomID: "abc:matrix.org")],
            ])
        // The opaque form shares the choice, and so its enum and resolver.
        #expect(try Graph.destination(forLink: "matrix:resolve/abc:matrix.org").choice == "room-target")
    }

    @Test func theResolversAnswerOpensThatCandidateWithItsParams() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver()
        resolver.install(on: state)
        let opened = Task { try await state.links.resolve(link: Self.roomLink) }
        let question = await resolver.question()
        #expect(question.url == Self.roomLink)
        #expect(
            question.proposals == [
                .room(roomID: "abc:matrix.org", via: ["a.org", "b.org"]),
                .joinRoom(roomID: "abc:matrix.org", via: ["a.org", "b.org"]),
                .space(roomID: "abc:matrix.org"),
            ])
        // Pending, visible to the host, and nothing moved yet.
        #expect(state.choices.resolving?.choice == "room-target")
        #expect(state.choices.resolving?.candidates.count == 3)
        #expect(state.selectedStack.routes == [.home])
        resolver.waiting[0].answer.resume(returning: question.proposals[1])
        try await opened.value
        #expect(state.selectedStack.routes == [.home, .joinRoom(roomID: "abc:matrix.org", via: ["a.org", "b.org"])])
        #expect(state.choices.resolving == nil)
    }

    @Test func theSyncOpenWaitsThenOpensWhatTheResolverAnswers() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver()
        resolver.install(on: state)
        #expect(throws: Navigation.DeepLinkFailure.resolving(choice: "room-target")) {
            try state.links.open(link: Self.roomLink)
        }
        // Pending at once, before the resolver has run.
        #expect(state.choices.resolving?.url == Self.roomLink)
        let question = await resolver.question()
        resolver.waiting[0].answer.resume(returning: question.proposals[2])
        while state.choices.resolving != nil { await Task.yield() }
        #expect(state.selectedStack.routes == [.home, .space(roomID: "abc:matrix.org")])
    }

    @Test func aFailedResolutionChangesNothingAndSaysWhy() async {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver()
        resolver.install(on: state)
        let opened = Task { try await state.links.resolve(link: Self.roomLink) }
        _ = await resolver.question()
        resolver.waiting[0].answer.resume(throwing: Refusal())
        await #expect(
            throws: Navigation.DeepLinkFailure.unresolved(
                choice: "room-target", reason: "the server does not know the room")
        ) {
            try await opened.value
        }
        #expect(state.selectedStack.routes == [.home])
        #expect(state.choices.resolving == nil)
    }

    @Test func aNewerNavigationSupersedesItAndTheLateAnswerIsIgnored() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver()
        resolver.install(on: state)
        let opened = Task { try await state.links.resolve(link: Self.roomLink) }
        let question = await resolver.question()
        try state.containers.jump(to: [.help], forRootAt: 0)
        #expect(state.choices.resolving == nil)
        await #expect(throws: Navigation.DeepLinkFailure.superseded(choice: "room-target")) { try await opened.value }
        // The answer comes late: ignored.
        resolver.waiting[0].answer.resume(returning: question.proposals[0])
        await Task.yield()
        #expect(state.selectedStack.routes == [.home, .help])
    }

    @Test func aSecondLinkWhileTheFirstWaitsWinsAndTheFirstsAnswerIsIgnored() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver()
        resolver.install(on: state)
        let first = Task { try await state.links.resolve(link: Self.roomLink) }
        _ = await resolver.question()
        let second = Task { try await state.links.resolve(link: "matrix:resolve/other:matrix.org?via=c.org") }
        while resolver.waiting.count < 2 { await Task.yield() }
        await #expect(throws: Navigation.DeepLinkFailure.superseded(choice: "room-target")) { try await first.value }
        #expect(state.choices.resolving?.url == "matrix:resolve/other:matrix.org?via=c.org")
        // Both answer, the first one last: only the second's counts.
        resolver.waiting[1].answer.resume(returning: .room(roomID: "other:matrix.org", via: ["c.org"]))
        try await second.value
        resolver.waiting[0].answer.resume(returning: .space(roomID: "abc:matrix.org"))
        await Task.yield()
        #expect(state.selectedStack.routes == [.home, .room(roomID: "other:matrix.org", via: ["c.org"])])
    }

    @Test func aResolverThatNeverAnswersIsCancelledAndItsCallerFreed() async {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver()
        resolver.install(on: state)
        let opened = Task { try await state.links.resolve(link: Self.roomLink) }
        _ = await resolver.question()
        state.choices.cancelResolution()
        await #expect(throws: Navigation.DeepLinkFailure.superseded(choice: "room-target")) { try await opened.value }
        #expect(state.choices.resolving == nil)
        #expect(state.selectedStack.routes == [.home])
        // Never answered: resumed here only so the continuation is not leaked.
        resolver.waiting[0].answer.resume(throwing: CancellationError())
    }

    @Test func anAliasResolvedToAnIDOpensTheAnsweredParams() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver()
        resolver.install(on: state)
        let opened = Task { try await state.links.resolve(link: "matrix:resolve/alias:matrix.org") }
        _ = await resolver.question()
        resolver.waiting[0].answer.resume(returning: .room(roomID: "!resolved:matrix.org", via: ["matrix.org"]))
        try await opened.value
        #expect(state.selectedStack.routes == [.home, .room(roomID: "!resolved:matrix.org", via: ["matrix.org"])])
    }

    @Test func withoutAResolverTheLinkIsRefused() async {
        let state = NavigationState<Graph>()
        #expect(throws: Navigation.DeepLinkFailure.noResolver(choice: "room-target")) {
            try state.links.open(link: Self.roomLink)
        }
        await #expect(throws: Navigation.DeepLinkFailure.noResolver(choice: "room-target")) {
            try await state.links.resolve(link: Self.roomLink)
        }
        #expect(state.selectedStack.routes == [.home])
    }

    @Test func theChoiceEnumTakesOnlyItsCandidates() {
        #expect(Choice(route: .space(roomID: "x")) == .space(roomID: "x"))
        #expect(Choice(route: .help) == nil)
        #expect(Choice.joinRoom(roomID: "x", via: []).route == .joinRoom(roomID: "x", via: []))
    }

    @Test func eachCandidatePrintsAURLThatNamesTheChoice() throws {
        for route: LinkRoute in [.joinRoom(roomID: "abc:matrix.org", via: ["a.org"]), .space(roomID: "abc:matrix.org")]
        {
            let link = try #require(Graph.link(for: Navigation.DeepLinkDestination(rootIndex: 0, routes: [route])))
            let parsed = try Graph.destination(forLink: link)
            #expect(parsed.choice == "room-target")
            #expect(parsed.candidates.contains { $0.routes == [route] })
        }
    }

    /// `print-scheme` and `print-host`: matrix.to links print as `https://matrix.to/…`, not with
    /// the graph's first scheme (`cases`), and a blog post on the universal-link domain; each
    /// reads back.
    @Test func linksPrintWithTheirOwnSchemeAndHost() throws {
        let alias = Navigation.DeepLinkDestination<LinkRoute>(
            rootIndex: 0, routes: [.roomAlias(alias: "a:matrix.org", via: ["matrix.org"])])
        let post = Navigation.DeepLinkDestination<LinkRoute>(rootIndex: 0, routes: [.blog(.post(postID: 5))])
        let comments = Navigation.DeepLinkDestination<LinkRoute>(
            rootIndex: 0, routes: [.blog(.post(postID: 5)), .blog(.comments(postID: 5))])
        #expect(Graph.link(for: alias) == "https://matrix.to/#/#a%3Amatrix.org?via=matrix.org")
        #expect(Graph.link(for: post) == "https://links.example.com/blog/5")
        // A link without them prints with the first scheme and host, as before.
        #expect(Graph.link(for: comments) == "cases://example.org/blog/5/comments")
        for destination in [alias, post, comments] {
            let link = try #require(Graph.link(for: destination))
            #expect(try Graph.destination(forLink: link) == destination)
        }
    }
}
