import Foundation
import Testing

@_spi(Generated) @testable import ScreenNavigation

/// Split views (#36) on `SplitGraph`: expanded, a push from the sidebar (or the content column)
/// is legal while the detail shows screens, and replaces the columns after it; collapsed, only
/// the top moves. The columns are a function of the one stack each root keeps.
@MainActor
@Suite struct SplitTests {
    typealias Failure = NavigationError<SplitGraph>
    typealias State = NavigationState<SplitGraph>

    /// chats > room 1 > details > members, expanded.
    func roomWithMembers() throws -> State {
        let state = State()
        state.containers.setSplitLayout(.expanded)
        try state.containers.jump(to: [.room(id: 1), .details, .members])
        return state
    }

    /// mail > mailbox inbox > message 1 > attachment, selected, expanded.
    func mailWithAttachment() throws -> State {
        let state = State()
        state.containers.setSplitLayout(.expanded)
        try state.select(rootAt: 1)
        try state.containers.jump(to: [.mailbox(name: "inbox"), .message(id: 1), .attachment])
        return state
    }

    @Test func aSidebarMoveReplacesThePushedDetail() throws {
        let state = try roomWithMembers()
        try state.perform(Move(from: .chats, to: .room(id: 2), style: .push))
        #expect(state.selectedStack.routes == [.chats, .room(id: 2)])
        #expect(state.containers.splitColumns()?.sidebarSelection == .room(id: 2))
        // Made from the sidebar's route and entry, as a generated origin binds it.
        try state.containers.push(.details)
        let sidebar = try #require(state.viewModels.entry(at: 0))
        try state.perform(Move(from: .chats, to: .room(id: 3), style: .push).made(from: .chats, entry: sidebar))
        #expect(state.selectedStack.routes == [.chats, .room(id: 3)])
    }

    @Test func collapsedOnlyTheTopMoves() throws {
        let state = try roomWithMembers()
        state.containers.setSplitLayout(.collapsed)
        let before = state.stacks
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .members)) {
            try state.perform(Move(from: .chats, to: .room(id: 2), style: .push))
        }
        #expect(state.stacks == before)
        state.containers.popToRoot()
        try state.perform(Move(from: .chats, to: .room(id: 2), style: .push))
        #expect(state.selectedStack.routes == [.chats, .room(id: 2)])
    }

    @Test func aColumnMoveIsCheckedAsAMoveFromItsScreen() throws {
        let state = try roomWithMembers()
        let before = state.stacks
        #expect(throws: Failure.illegalTransition(from: .chats, to: .members, style: .push)) {
            try state.perform(Move(from: .chats, to: .members, style: .push))
        }
        // Another entry than the sidebar's, a route the sidebar does not show: not the column's.
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .members)) {
            try state.perform(Move(from: .chats, to: .room(id: 2), style: .push).made(from: .settings))
        }
        let stale = NavigationEntryID<SplitRoute>(stack: 2, position: 0, route: .chats)
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .members)) {
            try state.perform(Move(from: .chats, to: .room(id: 2), style: .push).made(from: .chats, entry: stale))
        }
        #expect(state.stacks == before)
    }

    @Test func sheetsFromTheSidebarCoverEveryColumnAlertsStayTheTops() throws {
        let state = try roomWithMembers()
        let detail = state.selectedStack
        // A sheet from the sidebar is presented over every column; the detail stays beneath it.
        try state.perform(Move(from: .chats, to: .compose, style: .sheet))
        #expect(state.selectedStack.routes == detail.routes + [.compose])
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .compose)) {
            try state.perform(Move(from: .chats, to: .room(id: 2), style: .push))
        }
        state.dismiss()
        #expect(state.selectedStack == detail)
        // Collapsed, the sidebar is not on screen: its sheet is refused under the detail.
        state.containers.setSplitLayout(.collapsed)
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .members)) {
            try state.perform(Move(from: .chats, to: .compose, style: .sheet))
        }
        state.containers.setSplitLayout(.expanded)
        state.pop()
        state.pop()
        try state.containers.presentAlert(.leave)
        // The alert covers every column: nothing moves under it.
        #expect(throws: Failure.alertPresented(alert: .leave)) {
            try state.perform(Move(from: .chats, to: .room(id: 2), style: .push))
        }
        try state.alerts.tap("cancel")
        state.pop()
        try state.perform(Move(from: .chats, to: .compose, style: .sheet))
        // A sheet over the split covers the sidebar too.
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .compose)) {
            try state.perform(Move(from: .chats, to: .room(id: 2), style: .push))
        }
    }

    @Test func threeColumnsReplaceWhatFollowsTheColumnMovedFrom() throws {
        let state = try mailWithAttachment()
        let columns = try #require(state.containers.splitColumns())
        #expect(columns.content?.route == .mailbox(name: "inbox"))
        #expect(columns.detail.map(\.route) == [.message(id: 1), .attachment])
        #expect(columns.sidebarSelection == .mailbox(name: "inbox"))
        #expect(columns.contentSelection == .message(id: 1))
        // From the content column: the detail is replaced.
        try state.perform(Move(from: .mailbox, to: .message(id: 2), style: .push))
        #expect(state.selectedStack.routes == [.mail, .mailbox(name: "inbox"), .message(id: 2)])
        try state.containers.push(.attachment)
        // From the sidebar: the content and the detail are replaced.
        try state.perform(Move(from: .mail, to: .mailbox(name: "sent"), style: .push))
        #expect(state.selectedStack.routes == [.mail, .mailbox(name: "sent")])
        #expect(state.containers.splitColumns()?.detail == [])
        // A flagged message straight from the sidebar fills the content column.
        try state.perform(Move(from: .mail, to: .message(id: 9), style: .push))
        #expect(state.containers.splitColumns()?.content?.route == .message(id: 9))
    }

    @Test func aSubfolderInTheDetailIsNotTheContentColumn() throws {
        let state = try mailWithAttachment()
        try state.containers.jump(to: [.mailbox(name: "inbox"), .mailbox(name: "2025"), .message(id: 1)])
        // Bound to the subfolder, which is in the detail beneath its top: not a column's top.
        #expect(throws: Failure.notOnTop(expected: .mailbox, actual: .message)) {
            try state.perform(
                Move(from: .mailbox, to: .message(id: 2), style: .push).made(from: .mailbox(name: "2025")))
        }
        // Bound to the content column's mailbox: a column move.
        try state.perform(Move(from: .mailbox, to: .message(id: 2), style: .push).made(from: .mailbox(name: "inbox")))
        #expect(state.selectedStack.routes == [.mail, .mailbox(name: "inbox"), .message(id: 2)])
    }

    @Test func aRootWithoutSplitIsOneStackAtEveryWidth() throws {
        let state = State()
        state.containers.setSplitLayout(.expanded)
        try state.select(rootAt: 2)
        try state.containers.push(.about)
        #expect(state.containers.splitColumns() == nil)
        #expect(throws: Failure.notOnTop(expected: .settings, actual: .about)) {
            try state.perform(Move(from: .settings, to: .about, style: .push))
        }
    }

    @Test func columnsCollapseAndExpandBothWays() throws {
        let state = try roomWithMembers()
        let stack = state.selectedStack
        let columns = Navigation.SplitColumns(expanding: stack, columns: 2)
        #expect(columns.sidebar == .chats)
        #expect(columns.content == nil)
        #expect(columns.detail.map(\.route) == [.room(id: 1), .details, .members])
        #expect(columns.stack == stack)
        // Expanding what collapsed gives the same columns.
        #expect(Navigation.SplitColumns(expanding: columns.stack, columns: 2) == columns)
        // Nothing selected: an empty detail; a sheet: presented over every column.
        let root = RouteStack<SplitGraph>(root: .chats)
        #expect(Navigation.SplitColumns(expanding: root, columns: 2).sidebarSelection == nil)
        let composing = try RouteStack<SplitGraph>(root: .chats, entries: [RouteEntry(.compose, style: .sheet)])
        let covered = Navigation.SplitColumns(expanding: composing, columns: 3)
        #expect(covered.content == nil && covered.detail.isEmpty && covered.presented.count == 1)
        #expect(covered.stack == composing)
    }

    @Test func theWidthChangesNoStackAndIsNotSaved() throws {
        let state = try roomWithMembers()
        let before = state.stacks
        state.containers.setSplitLayout(.collapsed)
        state.containers.setSplitLayout(.expanded)
        #expect(state.stacks == before)
        let restored = State()
        try restored.containers.restore(state.containers.snapshot())
        #expect(restored.stacks == before)
        #expect(restored.containers.splitLayout == .collapsed)  // until the host reports its width
        #expect(restored.containers.splitColumns() == state.containers.splitColumns())
    }

    @Test func theWidthAndColumnMovesAreEvents() throws {
        let state = try roomWithMembers()
        var events: [NavigationEvent<SplitGraph>] = []
        state.observeEvents { events.append($0) }
        state.containers.setSplitLayout(.expanded)  // unchanged: no event
        state.containers.setSplitLayout(.collapsed)
        state.containers.setSplitLayout(.expanded)
        let move = Move<SplitGraph>(from: .chats, to: .room(id: 2), style: .push)
        try state.perform(move)
        #expect(events.map(\.kind) == [.splitLayoutChanged(.collapsed), .splitLayoutChanged(.expanded), .move(move)])
        #expect(events.last?.from == .members)
        #expect(events.last?.to == .room(id: 2))
    }

    @Test func aSidebarMoveThatLeavesAGuardedScreenAsksFirst() throws {
        let state = State(conditionHolds: { _ in true })  // details has unsaved changes
        state.containers.setSplitLayout(.expanded)
        try state.containers.jump(to: [.room(id: 1), .details])
        let move = Move<SplitGraph>(from: .chats, to: .room(id: 2), style: .push)
        try state.perform(move)  // the question is asked instead
        #expect(state.guards.pendingExit?.alert == .leave)
        #expect(state.selectedStack.routes == [.chats, .room(id: 1), .details, .leave])
        try state.alerts.tap("cancel")
        #expect(state.selectedStack.routes == [.chats, .room(id: 1), .details])
        try state.perform(move)
        try state.alerts.tap("leave")
        #expect(state.selectedStack.routes == [.chats, .room(id: 2)])
    }

    @Test func aRecorderCountsAColumnMoveFromItsColumn() throws {
        let state = try roomWithMembers()
        let recorder = NavigationRecorder<SplitGraph>()
        state.events.recorder = recorder
        try state.perform(Move(from: .chats, to: .room(id: 2), style: .push))
        #expect(
            recorder.record.transitions == [
                Navigation.Record.Transition(from: "chats", to: "room", style: "push", count: 1)
            ])
        #expect(recorder.record.screens["room"] == 2)
    }
}
