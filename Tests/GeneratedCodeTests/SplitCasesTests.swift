import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import SplitCases

/// Split views (#36) through the GENERATED API (`SplitCases/screens/app.yaml`): chats in two
/// columns, mail in three, settings as one stack. Moves are made with the screens' directions,
/// bound to the entry a column's view shows, as the SwiftUI host binds them.
@MainActor
@Suite struct SplitCasesTests {
    typealias Failure = SplitRouteGraph.Failure
    typealias State = NavigationState<SplitRouteGraph>

    /// An iPad in landscape: chats > room 1 > details > members.
    func roomWithMembers() throws -> State {
        let state = State()
        state.containers.setSplitLayout(.expanded)
        try ChatsDirections(state).openRoom(id: 1)
        try RoomDirections(state, id: 1).showDetails()
        try RoomDetailsDirections(state, id: 1).showMembers()
        return state
    }

    /// The sidebar's directions, bound to its entry as the host binds the sidebar's view.
    func sidebar(_ state: State) throws -> ChatsDirections {
        try #require(ChatsDirections(state, entry: state.viewModels.entry(at: 0)))
    }

    @Test func theGeneratedTableIsTheDeclaredOne() {
        #expect(SplitRouteGraph.hasSplits)
        #expect(SplitRouteGraph.splitTable.splits.map(\.root) == [.chats, .mail])
        #expect(SplitRouteGraph.splitTable.split(rootedAt: .mail)?.columns == 3)
        #expect(SplitRouteGraph.splitTable.split(rootedAt: .chats)?.columns == 2)
        #expect(SplitRouteGraph.splitTable.split(rootedAt: .settings) == nil)
    }

    @Test func aTapInTheSidebarReplacesThePushedDetail() throws {
        let state = try roomWithMembers()
        try sidebar(state).openRoom(id: 2)
        #expect(state.selectedStack.routes == [.chats, .room(id: 2)])
        #expect(state.containers.splitColumns()?.sidebarSelection == .room(id: 2))
        // On an iPhone the sidebar is beneath: only the top moves.
        try RoomDirections(state, id: 2).showDetails()
        state.containers.setSplitLayout(.collapsed)
        let directions = try sidebar(state)
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .roomDetails)) { try directions.openRoom(id: 3) }
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .roomDetails)) { try directions.compose() }
    }

    /// Element X's start chat: the room list presents a sheet while the room's details are
    /// pushed; the sheet covers every column, and closing it gives back the detail untouched.
    @Test func aSheetFromTheSidebarCoversEveryColumnAndKeepsTheDetail() throws {
        let state = try roomWithMembers()
        let stack = state.selectedStack
        try sidebar(state).compose()
        #expect(state.selectedStack.routes == stack.routes + [.compose])
        let columns = try #require(state.containers.splitColumns())
        #expect(columns.detail.map(\.route) == [.room(id: 1), .roomDetails(id: 1), .members])
        #expect(columns.presented.map(\.route) == [.compose])
        #expect(columns.stack == state.selectedStack)
        // Nothing moves from a column while a sheet covers them.
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .compose)) { try sidebar(state).openRoom(id: 2) }
        // Saved with the sheet up, it restores (collapsed, until the host reports its width).
        let data = try JSONEncoder().encode(state.containers.snapshot())
        let restored = State()
        try restored.containers.restore(JSONDecoder().decode(NavigationSnapshot<SplitRoute>.self, from: data))
        #expect(restored.stacks == state.stacks)
        state.dismiss()
        #expect(state.selectedStack == stack)
    }

    @Test func aSheetFromTheContentColumnCoversEveryColumn() throws {
        let state = State()
        state.containers.setSplitLayout(.expanded)
        try state.select(rootAt: 1)
        try MailDirections(state).openMailbox(name: "inbox")
        try MailboxDirections(state, name: "inbox").openMessage(id: 1)
        try MessageDirections(state, id: 1).openAttachment()
        let content = try #require(MailboxDirections(state, entry: state.viewModels.entry(at: 1)))
        try content.newMessage()
        #expect(state.selectedStack.routes == [.mail, .mailbox(name: "inbox"), .message(id: 1), .attachment, .compose])
        #expect(state.containers.splitColumns()?.detail.map(\.route) == [.message(id: 1), .attachment])
    }

    /// Restoring checks a sheet over pushed screens as the sidebar's: legal only when a
    /// column's top may present it, over a split root, as the first thing presented.
    @Test func aSheetOverPushedScreensIsLegalOnlyFromAColumn() throws {
        typealias Stack = RouteStack<SplitRouteGraph>
        let pushed = [
            RouteEntry<SplitRoute>(.room(id: 1), style: .push), RouteEntry(.roomDetails(id: 1), style: .push),
        ]
        try Stack.validate(pushed + [RouteEntry(.compose, style: .sheet)], above: .chats)
        // Settings is no split: `about` cannot present the sheet.
        #expect(throws: Failure.illegalTransition(from: .about, to: .compose, style: .sheet)) {
            try Stack.validate(
                [RouteEntry(.about, style: .push), RouteEntry(.compose, style: .sheet)], above: .settings)
        }
        // Only what a column's top may present, in the style it may present it.
        #expect(throws: Failure.illegalTransition(from: .roomDetails, to: .compose, style: .cover)) {
            try Stack.validate(pushed + [RouteEntry(.compose, style: .cover)], above: .chats)
        }
        // Two columns: the room is the detail's, not a column's top.
        #expect(throws: Failure.illegalTransition(from: .roomDetails, to: .leaveRoom, style: .alert)) {
            try Stack.validate(pushed + [RouteEntry(.leaveRoom, style: .alert)], above: .chats)
        }
    }

    @Test func rotatingNeverLosesAScreen() throws {
        let state = try roomWithMembers()
        let stack = state.selectedStack
        let columns = try #require(state.containers.splitColumns())
        #expect(columns.detail.map(\.route) == [.room(id: 1), .roomDetails(id: 1), .members])
        state.containers.setSplitLayout(.collapsed)
        #expect(state.selectedStack == stack)
        #expect(columns.stack == stack)
        state.containers.setSplitLayout(.expanded)
        #expect(state.containers.splitColumns() == columns)
    }

    @Test func threeColumnsThroughTheDirections() throws {
        let state = State()
        state.containers.setSplitLayout(.expanded)
        try state.select(rootAt: 1)
        try MailDirections(state).openMailbox(name: "inbox")
        try MailboxDirections(state, name: "inbox").openMessage(id: 1)
        try MessageDirections(state, id: 1).openAttachment()
        let content = try #require(MailboxDirections(state, entry: state.viewModels.entry(at: 1)))
        try content.openMessage(id: 2)
        #expect(state.selectedStack.routes == [.mail, .mailbox(name: "inbox"), .message(id: 2)])
        let mailboxes = try #require(MailDirections(state, entry: state.viewModels.entry(at: 0)))
        try mailboxes.openFlagged()
        #expect(state.containers.splitColumns()?.content?.route == .message(id: 0))
        #expect(state.containers.splitColumns()?.detail == [])
    }

    @Test func linksOpenIntoEachColumn() throws {
        let state = State()
        state.containers.setSplitLayout(.expanded)
        try state.links.open(link: "split://rooms/3/details")
        #expect(state.containers.splitColumns()?.detail.map(\.route) == [.room(id: 3), .roomDetails(id: 3)])
        try sidebar(state).openRoom(id: 4)  // the sidebar of a stack a link built
        #expect(state.selectedStack.routes == [.chats, .room(id: 4)])
        try state.links.open(link: "split://mailboxes/inbox")
        #expect(state.selectedRootIndex == 1)
        #expect(state.containers.splitColumns()?.content?.route == .mailbox(name: "inbox"))
        #expect(state.containers.splitColumns()?.detail == [])
        try state.links.open(link: "split://mailboxes/inbox/7")
        #expect(state.containers.splitColumns()?.content?.route == .mailbox(name: "inbox"))
        #expect(state.containers.splitColumns()?.detail.map(\.route) == [.message(id: 7)])
    }

    @Test func aSavedSplitRestoresTheSameStackAndColumns() throws {
        let state = try roomWithMembers()
        try state.select(rootAt: 1)
        try MailDirections(state).openMailbox(name: "inbox")
        try MailboxDirections(state, name: "inbox").openMessage(id: 5)
        let data = try JSONEncoder().encode(state.containers.snapshot())
        let restored = State()
        try restored.containers.restore(JSONDecoder().decode(NavigationSnapshot<SplitRoute>.self, from: data))
        #expect(restored.stacks == state.stacks)
        #expect(restored.containers.splitLayout == .collapsed)  // the host reports its width again
        restored.containers.setSplitLayout(.expanded)
        #expect(restored.containers.splitColumns(ofRootAt: 0) == state.containers.splitColumns(ofRootAt: 0))
        #expect(restored.containers.splitColumns(ofRootAt: 1) == state.containers.splitColumns(ofRootAt: 1))
        // The chats split is not on screen while mail is selected: its sidebar moves once it is.
        let chats = try #require(ChatsDirections(restored, entry: restored.viewModels.entry(at: 0, inStack: 0)))
        #expect(throws: Failure.notOnTop(expected: .chats, actual: .message)) { try chats.openRoom(id: 9) }
        try restored.select(rootAt: 0)
        try chats.openRoom(id: 9)
        #expect(restored.stacks[0].routes == [.chats, .room(id: 9)])
    }

    @Test func everyScreenIsReachedAtEveryWidth() throws {
        for layout in Navigation.SplitLayout.allCases {
            let state = State()
            state.containers.setSplitLayout(layout)
            for path in SplitRouteGraph.pathsToEveryScreen() {
                try state.containers.follow(path, routes: Self.sample(of:))
                #expect(state.activeStack.topScreen == path.screen)
            }
        }
    }

    static func sample(of screen: SplitRouteScreen) -> SplitRoute {
        switch screen {
        case .chats: .chats
        case .room: .room(id: 1)
        case .roomDetails: .roomDetails(id: 1)
        case .members: .members
        case .compose: .compose
        case .leaveRoom: .leaveRoom
        case .mail: .mail
        case .mailbox: .mailbox(name: "inbox")
        case .message: .message(id: 1)
        case .attachment: .attachment
        case .settings: .settings
        case .about: .about
        }
    }
}
