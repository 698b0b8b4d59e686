import Foundation
import Testing

@testable import ScreenNavigation

/// A push the user cannot pop (`back: false`, #35): the entry carries `hidesBack`, the host
/// ignores a back swipe that would pop it, in any stack, while code may still pop it; snapshots
/// keep the flag, and those saved before it existed decode.
@MainActor
@Suite("Pushes the user cannot pop")
struct UnpoppablePushTests {
    typealias Element = Navigation.PathElement<TestRoute>

    /// Home: list (unpoppable) → detail; Settings: about (unpoppable).
    func make(selected: Int) throws -> State {
        let state = State()
        try state.containers.setStack(
            [Entry(.animal(.list), style: .push, hidesBack: true), Entry(.animal(.detail(name: "Rex")), style: .push)],
            forRootAt: 0)
        try state.containers.setStack([Entry(.about, style: .push, hidesBack: true)], forRootAt: 1)
        try state.select(rootAt: selected)
        return state
    }

    @Test func aMoveThatHidesBackMarksItsEntry() throws {
        let state = State()
        try state.perform(Move(from: .home, to: .animal(.list), style: .push, hidesBack: true))
        #expect(state.selectedStack.entries == [Entry(.animal(.list), style: .push, hidesBack: true)])
        #expect(state.selectedStack.entries != [Entry(.animal(.list), style: .push)])
        // Code may pop it.
        state.pop()
        #expect(state.selectedStack.entries.isEmpty)
    }

    @Test(arguments: [0, 1])
    func aBackSwipeThatWouldPopItIsIgnored(selected: Int) throws {
        let state = try make(selected: selected)
        let before = state.stacks
        let home = state.stacks[0].layers[0]
        #expect(state.hostReported(.pathChanged(to: [], layer: home, stack: 0)) == .ignore(.backHidden))
        let settings = state.stacks[1].layers[0]
        #expect(state.hostReported(.pathChanged(to: [], layer: settings, stack: 1)) == .ignore(.backHidden))
        #expect(state.stacks == before)
        #expect(state.selectedRootIndex == selected)
    }

    /// Popping what is above it stays the user's.
    @Test(arguments: [0, 1])
    func aBackSwipeAboveItPops(selected: Int) throws {
        let state = try make(selected: selected)
        let home = state.stacks[0].layers[0]
        #expect(
            state.hostReported(.pathChanged(to: Array(home.pathElements.prefix(1)), layer: home, stack: 0))
                == .pop(stack: 0, toEntryCount: 1))
        #expect(state.stacks[0].entries == [Entry(.animal(.list), style: .push, hidesBack: true)])
    }

    @Test func theFlagSurvivesASnapshot() throws {
        let state = try make(selected: 1)
        let data = try JSONEncoder().encode(state.containers.snapshot())
        let restored = State()
        try restored.containers.restore(try JSONDecoder().decode(NavigationSnapshot<TestRoute>.self, from: data))
        #expect(restored.stacks == state.stacks)
        #expect(restored.stacks[1].entries[0].hidesBack)
    }

    /// Written only when true; absent, it reads as false: older snapshots decode as before.
    @Test func anEntryWithoutTheFieldDecodes() throws {
        let encoded = try JSONEncoder().encode(Entry(.about, style: .push))
        #expect(String(decoding: encoded, as: UTF8.self).contains("hidesBack") == false)
        let old = Data(#"{"route":{"about":{}},"style":"push"}"#.utf8)
        #expect(try JSONDecoder().decode(Entry.self, from: old) == Entry(.about, style: .push))
        let hidden = try JSONEncoder().encode(Entry(.about, style: .push, hidesBack: true))
        #expect(try JSONDecoder().decode(Entry.self, from: hidden).hidesBack)
    }
}
