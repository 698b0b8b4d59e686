import Foundation
import ScreenNavigation
import Testing

@testable import DeepLinkCases

/// Moves whose target the app resolves (#37): `home`'s `compose` enters `note` or `help` as a
/// feature flag says (a choice only moves name), and `room-alias`'s `resolve` the room, the join
/// screen or a space (the links' `room-target`, one enum and one resolver for both). The
/// resolvers answer when the test says so (a continuation it resumes), never after a delay.
@MainActor
@Suite struct MoveChoiceTests {
    typealias Graph = LinkRouteGraph
    typealias Compose = LinkRouteComposeTargetChoice

    /// A resolver the test answers by hand: each question waits in `waiting` until resumed.
    @MainActor final class ManualResolver<Choice: Navigation.LinkChoice> where Choice.Route == LinkRoute {
        var waiting: [(question: Navigation.LinkQuestion<Choice>, answer: CheckedContinuation<Choice, any Error>)] = []

        func install(on state: NavigationState<Graph>) {
            state.choices.setResolver(for: Choice.self) { [self] question in
                try await withCheckedThrowingContinuation { continuation in
                    waiting.append((question, continuation))
                }
            }
        }

        /// Lets the resolver's task run until it asks number `count`.
        func question(_ count: Int = 1) async -> Navigation.LinkQuestion<Choice> {
            while waiting.count < count { await Task.yield() }
            return waiting[count - 1].question
        }
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String { "the flag service is down" }
    }

    /// A choice of the same name whose answer is no candidate of the move: what a resolver
    /// set for another graph's enum, or a hand-made one, could answer.
    struct Forged: Navigation.LinkChoice {
        static let name = "compose-target"
        var route: LinkRoute { .user(name: "mallory") }
        init?(route: LinkRoute) {}
    }

    @Test func theAnswerLateIsEnteredInItsDeclaredStyleAndPendingMeanwhile() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver<Compose>()
        resolver.install(on: state)
        let moved = Task { try await HomeDirections(state).compose() }
        let question = await resolver.question()
        #expect(question.url == "")
        #expect(question.proposals == [.note(text: nil), .help])
        // Pending, visible to the host, and nothing moved yet.
        #expect(state.choices.resolving?.choice == "compose-target")
        #expect(state.choices.resolving?.candidates.map(\.routes) == [[.note(text: nil)], [.help]])
        #expect(state.selectedStack.routes == [.home])
        resolver.waiting[0].answer.resume(returning: .note(text: "draft"))
        try await moved.value
        #expect(state.selectedStack.routes == [.home, .note(text: "draft")])
        #expect(state.selectedStack.layers.count == 2)  // `style: sheet`: presented
        #expect(state.choices.resolving == nil)
    }

    @Test func aSecondMoveWhileTheFirstWaitsWinsAndTheFirstsAnswerIsIgnored() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver<Compose>()
        resolver.install(on: state)
        let first = Task { try await HomeDirections(state).compose() }
        _ = await resolver.question()
        let second = Task { try await HomeDirections(state).compose() }
        _ = await resolver.question(2)
        await #expect(throws: NavigationError<Graph>.superseded(choice: "compose-target")) { try await first.value }
        resolver.waiting[1].answer.resume(returning: .help)
        try await second.value
        resolver.waiting[0].answer.resume(returning: .note(text: "late"))
        await Task.yield()
        #expect(state.selectedStack.routes == [.home, .help])
    }

    @Test func aNewerNavigationSupersedesItAndTheLateAnswerIsIgnored() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver<Compose>()
        resolver.install(on: state)
        let moved = Task { try await HomeDirections(state).compose() }
        _ = await resolver.question()
        try HomeDirections(state).openHelp()
        #expect(state.choices.resolving == nil)
        await #expect(throws: NavigationError<Graph>.superseded(choice: "compose-target")) { try await moved.value }
        resolver.waiting[0].answer.resume(returning: .note(text: nil))
        await Task.yield()
        #expect(state.selectedStack.routes == [.home, .help])
    }

    @Test func aResolverThatNeverAnswersIsCancelledAndChangesNothing() async {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver<Compose>()
        resolver.install(on: state)
        let moved = Task { try await HomeDirections(state).compose() }
        _ = await resolver.question()
        state.choices.cancelResolution()
        await #expect(throws: NavigationError<Graph>.superseded(choice: "compose-target")) { try await moved.value }
        #expect(state.choices.resolving == nil)
        #expect(state.selectedStack.routes == [.home])
        // Never answered: resumed here only so the continuation is not leaked.
        resolver.waiting[0].answer.resume(throwing: CancellationError())
    }

    @Test func aFailedResolutionChangesNothingAndSaysWhy() async {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver<Compose>()
        resolver.install(on: state)
        let moved = Task { try await HomeDirections(state).compose() }
        _ = await resolver.question()
        resolver.waiting[0].answer.resume(throwing: Refusal())
        await #expect(
            throws: NavigationError<Graph>.unresolved(choice: "compose-target", reason: "the flag service is down")
        ) { try await moved.value }
        #expect(state.selectedStack.routes == [.home])
        #expect(state.choices.resolving == nil)
    }

    @Test func aForgedAnswerIsRefusedWithAReason() async {
        let state = NavigationState<Graph>()
        state.choices.setResolver(for: Forged.self) { _ in Forged(route: .help)! }
        await #expect(
            throws: NavigationError<Graph>.unresolved(
                choice: "compose-target", reason: "'user' is not one of the move's candidates")
        ) { try await HomeDirections(state).compose() }
        #expect(state.selectedStack.routes == [.home])
    }

    @Test func withoutAResolverTheMoveIsRefused() async {
        let state = NavigationState<Graph>()
        await #expect(throws: NavigationError<Graph>.noResolver(choice: "compose-target")) {
            try await HomeDirections(state).compose()
        }
        #expect(state.selectedStack.routes == [.home])
    }

    @Test func theLinksResolverAnswersTheMoveOfItsChoiceWithTheBoundParams() async throws {
        let state = NavigationState<Graph>()
        let resolver = ManualResolver<LinkRouteRoomTargetChoice>()
        resolver.install(on: state)
        try HomeDirections(state).openRoomAlias(alias: "#team:matrix.org", via: ["a.org"], eventID: nil)
        let directions = RoomAliasDirections(state, alias: "#team:matrix.org", via: ["a.org"], eventID: nil)
        let moved = Task { try await directions.resolve() }
        let question = await resolver.question()
        #expect(
            question.proposals == [
                .room(roomID: "#team:matrix.org", via: ["a.org"]),
                .joinRoom(roomID: "#team:matrix.org", via: ["a.org"]),
                .space(roomID: "#team:matrix.org"),
            ])
        // The alias resolved to the room's ID: the answer's params are entered.
        resolver.waiting[0].answer.resume(returning: .space(roomID: "!abc:matrix.org"))
        try await moved.value
        #expect(state.selectedStack.routes.last == .space(roomID: "!abc:matrix.org"))
    }
}
