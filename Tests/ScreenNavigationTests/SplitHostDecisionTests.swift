import Testing

@testable import ScreenNavigation

/// The SwiftUI host's decisions for split views (#36), pure functions of the state and what
/// SwiftUI reported: the first layer's pushes are shared out into the columns, a path the
/// detail's `NavigationStack` reports stands for the layer's path with the columns before it
/// kept, and it is decided for the split's own stack whether or not it is selected.
@MainActor
@Suite struct SplitHostDecisionTests {
    typealias Element = Navigation.PathElement<SplitRoute>

    /// chats > room 1 > details > members, and mail > mailbox inbox > message 1 > attachment;
    /// `selected` selected.
    func state(selected: Int) throws -> NavigationState<SplitGraph> {
        let state = NavigationState<SplitGraph>()
        try state.containers.jump(to: [.room(id: 1), .details, .members], forRootAt: 0)
        try state.containers.jump(to: [.mailbox(name: "inbox"), .message(id: 1), .attachment], forRootAt: 1)
        try state.select(rootAt: selected)
        return state
    }

    @Test func theFirstLayersPushesAreSharedOutIntoTheColumns() throws {
        let state = try state(selected: 0)
        let two = SplitHostColumns(layer: state.stacks[0].layers[0], columns: 2)
        #expect(two.content == nil)
        #expect(two.detailRoot == Element(position: 1, route: .room(id: 1)))
        #expect(two.detailPath == [Element(position: 2, route: .details), Element(position: 3, route: .members)])
        let three = SplitHostColumns(layer: state.stacks[1].layers[0], columns: 3)
        #expect(three.content == Element(position: 1, route: .mailbox(name: "inbox")))
        #expect(three.detailRoot == Element(position: 2, route: .message(id: 1)))
        #expect(three.detailPath == [Element(position: 3, route: .attachment)])
        // Nothing selected: empty columns.
        let empty = SplitHostColumns(layer: RouteStack<SplitGraph>(root: .mail).layers[0], columns: 3)
        #expect(empty.content == nil && empty.detailRoot == nil && empty.detailPath.isEmpty)
    }

    @Test(arguments: [0, 1])
    func aBackSwipeInTheDetailPopsTheSplitsOwnStack(selected: Int) throws {
        let state = try state(selected: selected)
        let columns = SplitHostColumns(layer: state.stacks[0].layers[0], columns: 2)
        let report = columns.report(detailPathChangedTo: [columns.detailPath[0]], stack: 0)
        #expect(
            report
                == .pathChanged(
                    to: Array(state.stacks[0].layers[0].pathElements.prefix(2)),
                    layer: columns.layer, stack: 0))
        #expect(state.hostReported(report) == .pop(stack: 0, toEntryCount: 2))
        #expect(state.stacks[0].routes == [.chats, .room(id: 1), .details])
        #expect(state.selectedRootIndex == selected)
    }

    @Test(arguments: [0, 1])
    func aPushRequestInTheDetailIsCheckedOnTheSplitsStack(selected: Int) throws {
        let state = try state(selected: selected)
        state.pop(toEntryCount: 1, inStack: 0)  // chats > room 1
        let columns = SplitHostColumns(layer: state.stacks[0].layers[0], columns: 2)
        #expect(columns.detailPath.isEmpty)
        let report = columns.report(detailPathChangedTo: [Element(pushing: .details)], stack: 0)
        #expect(state.hostReported(report) == .push([.details], stack: 0))
        #expect(state.stacks[0].routes == [.chats, .room(id: 1), .details])
    }

    @Test func theContentColumnIsKeptWhenTheDetailIsPopped() throws {
        let state = try state(selected: 1)
        let columns = SplitHostColumns(layer: state.stacks[1].layers[0], columns: 3)
        let report = columns.report(detailPathChangedTo: [], stack: 1)
        #expect(state.hostReported(report) == .pop(stack: 1, toEntryCount: 2))
        #expect(state.stacks[1].routes == [.mail, .mailbox(name: "inbox"), .message(id: 1)])
        // The same report again: the state already is what it says.
        #expect(state.hostReported(report) == .ignore(.unchanged))
    }

    @Test func theSizeClassIsTheLayout() {
        #expect(Navigation.SplitLayout(isCompact: true) == .collapsed)
        #expect(Navigation.SplitLayout(isCompact: false) == .expanded)
    }
}
