import ScreenNavigation
import Testing

/// A move made from an entry (#25): directions made for an entry, or with a route's params, are
/// refused once that entry is not the one on top, and the refusal changes nothing.
@MainActor
@Suite struct EntryBoundMoveTests {
    typealias Failure = NavigationError<DrillGraph>

    func drilledDown() throws -> NavigationState<DrillGraph> { try .drilledDown() }

    @Test func aMoveFromTheEntryOnTopIsMade() throws {
        let state = try drilledDown()
        let top = state.viewModels.topEntry
        try state.perform(Move(from: .account, to: .status(id: 2), style: .push).made(from: top.route, entry: top))
        #expect(state.topRoute == .status(id: 2))
    }

    @Test func theSameRouteLowerDownIsAnotherEntry() throws {
        let state = try drilledDown()
        let lower = try #require(state.viewModels.entry(at: 1))
        #expect(lower.route == state.topRoute)
        let before = state.stacks
        #expect(throws: Failure.notTheEntryOnTop(screen: .account)) {
            try state.perform(
                Move(from: .account, to: .status(id: 2), style: .push).made(from: lower.route, entry: lower))
        }
        #expect(state.stacks == before)
    }

    @Test func anEntryThatWasPoppedAndPushedAgainIsTheSameEntry() throws {
        let state = try drilledDown()
        let top = state.viewModels.topEntry
        state.pop()
        try state.containers.push(.account(id: 7))
        try state.perform(Move(from: .account, to: .status(id: 2), style: .push).made(from: top.route, entry: top))
        #expect(state.topRoute == .status(id: 2))
    }

    @Test func aMoveFromARouteIsRefusedWhileAnotherRouteOfTheScreenIsOnTop() throws {
        let state = try drilledDown()
        #expect(throws: Failure.notTheEntryOnTop(screen: .account)) {
            try state.perform(Move(from: .account, to: .status(id: 2), style: .push).made(from: .account(id: 8)))
        }
        try state.perform(Move(from: .account, to: .status(id: 2), style: .push).made(from: .account(id: 7)))
        #expect(state.topRoute == .status(id: 2))
    }

    /// Another screen on top is reported as such, not as another entry.
    @Test func anotherScreenOnTopIsNotOnTop() throws {
        let state = try drilledDown()
        let top = state.viewModels.topEntry
        try state.containers.push(.status(id: 3))
        #expect(throws: Failure.notOnTop(expected: .account, actual: .status)) {
            try state.perform(Move(from: .account, to: .status(id: 2), style: .push).made(from: top.route, entry: top))
        }
    }

    @Test func anEntryInAViewsEnvironmentIsReadBack() throws {
        let state = try drilledDown()
        let erased: AnyHashable? = AnyHashable(state.viewModels.topEntry)
        #expect(NavigationEntryID<DrillRoute>(environment: erased) == state.viewModels.topEntry)
        #expect(NavigationEntryID<DrillRoute>(environment: nil) == nil)
        #expect(NavigationEntryID<DrillRoute>(environment: AnyHashable(3)) == nil)
        #expect(
            Failure.notTheEntryOnTop(screen: .account).description
                == "move made from an entry of 'account' that is no longer on top")
    }
}
