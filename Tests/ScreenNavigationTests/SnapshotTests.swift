import Foundation
import ScreenNavigation
import Testing

/// Snapshot → JSON → snapshot → restore, and rejection of stale or tampered snapshots.
@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    /// Root 0: home > list > lion > editor (sheet) > photo > deleteAlert; root 1: settings > about;
    /// root 1 selected.
    func richState() throws -> State {
        let state = State()
        try state.containers.jump(to: [.list, .lion, .lionEditor, .lionPhoto, .lionAlert])
        try state.containers.jump(to: [.about], forRootAt: 1)
        try state.select(rootAt: 1)
        return state
    }

    func encode(_ snapshot: NavigationSnapshot<TestRoute>) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(snapshot)
    }

    func decode(_ data: Data) throws -> NavigationSnapshot<TestRoute> {
        try JSONDecoder().decode(NavigationSnapshot<TestRoute>.self, from: data)
    }

    @Test func roundTripsThroughJSON() throws {
        let original = try richState()
        let snapshot = original.containers.snapshot()
        let decoded = try decode(try encode(snapshot))
        #expect(decoded == snapshot)

        let restored = State()
        try restored.containers.restore(decoded)
        #expect(restored.stacks == original.stacks)
        #expect(restored.selectedRootIndex == 1)
        #expect(restored.topRoute == .about)
    }

    @Test func stylesAreStoredByName() throws {
        let json = String(decoding: try encode(try richState().containers.snapshot()), as: UTF8.self)
        #expect(json.contains(#""style":"sheet""#))
        #expect(json.contains(#""style":"alert""#))
    }

    @Test func tamperedJSONIsRejected() throws {
        let json = String(decoding: try encode(try richState().containers.snapshot()), as: UTF8.self)
        // Turn the sheet into a push: animal.detail → animal.editor is only declared as a sheet.
        let tampered = json.replacingOccurrences(of: #""style":"sheet""#, with: #""style":"push""#)
        #expect(tampered != json)
        let snapshot = try decode(Data(tampered.utf8))
        let state = try busyState()
        expectRefused(state, .illegalTransition(from: .animalDetail, to: .animalEditor, style: .push)) {
            try state.containers.restore(snapshot)
        }
    }

    /// A snapshot holds the root set it was taken with: fewer roots, another order.
    @Test func anotherRootSetIsRestored() throws {
        let good = try richState().containers.snapshot()
        let state = try busyState()
        try state.containers.restore(
            NavigationSnapshot(stacks: [good.stacks[1], good.stacks[0]], selectedRootIndex: 1))
        #expect(state.containers.roots == [.settings, .home])
        #expect(state.topRoute == .lionAlert)
        try state.containers.restore(NavigationSnapshot(stacks: [good.stacks[1]], selectedRootIndex: 0))
        #expect(state.containers.roots == [.settings])
        #expect(state.topRoute == .about)
    }

    @Test func invalidRootSetsAreRejected() throws {
        let good = try richState().containers.snapshot()
        let state = try busyState()
        expectRefused(state, .noRoots) {
            try state.containers.restore(NavigationSnapshot(stacks: [], selectedRootIndex: 0))
        }
        expectRefused(state, .duplicateRoot(screen: .settings)) {
            try state.containers.restore(
                NavigationSnapshot(stacks: good.stacks + [good.stacks[1]], selectedRootIndex: 0))
        }
        expectRefused(state, .notARoot(screen: .about)) {
            try state.containers.restore(
                NavigationSnapshot(stacks: [.init(root: .about, entries: [])], selectedRootIndex: 0))
        }
    }

    @Test func illegalStepIsRejected() throws {
        let state = try busyState()
        let snapshot = NavigationSnapshot(
            stacks: [
                .init(root: .home, entries: [Entry(.list, style: .push)]),
                .init(root: .settings, entries: [Entry(.list, style: .push)]),
            ], selectedRootIndex: 0)
        expectRefused(state, .illegalTransition(from: .settings, to: .animalList, style: .push)) {
            try state.containers.restore(snapshot)
        }
    }

    @Test func alertNotLastIsRejected() throws {
        let state = try busyState()
        let snapshot = NavigationSnapshot(
            stacks: [
                .init(root: .home, entries: pathTo(.deleteAlert).entries + [Entry(.lionEditor, style: .sheet)]),
                .init(root: .settings, entries: []),
            ], selectedRootIndex: 0)
        expectRefused(state, .alertNotLast(alert: .deleteAlert, index: 2)) {
            try state.containers.restore(snapshot)
        }
    }

    @Test func selectionOutOfRangeIsRejected() throws {
        let good = try richState().containers.snapshot()
        let state = try busyState()
        expectRefused(state, .rootIndexOutOfRange(index: 2, count: 2)) {
            try state.containers.restore(NavigationSnapshot(stacks: good.stacks, selectedRootIndex: 2))
        }
    }
}
