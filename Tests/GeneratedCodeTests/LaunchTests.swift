import Foundation
import ScreenNavigation
import Testing

@testable import DeepLinkCases

/// Launching at a state (#23): a UI test passes a snapshot or a deep link in the launch
/// arguments or the environment, and the app's start-up call restores or opens it, or refuses
/// it with the reason and starts at its roots.
@MainActor
struct LaunchTests {
    func reached() throws -> NavigationState<LinkRouteGraph> {
        let state = NavigationState<LinkRouteGraph>()
        try state.links.open(link: "cases://example.org/item/7")
        return state
    }

    @Test func aSnapshotInTheArgumentsIsRestored() throws {
        let reached = try reached()
        let arguments = try Navigation.LaunchRequest.arguments(restoring: reached.containers.snapshot())
        let state = NavigationState<LinkRouteGraph>()
        #expect(state.containers.start(arguments: ["App"] + arguments, environment: [:]) == .restored)
        #expect(state.stacks == reached.stacks && state.selectedRootIndex == reached.selectedRootIndex)
    }

    @Test func aSnapshotOrALinkInTheEnvironmentIsUsed() throws {
        let reached = try reached()
        let encoded = try Navigation.LaunchRequest.arguments(restoring: reached.containers.snapshot())[1]
        let restored = NavigationState<LinkRouteGraph>()
        #expect(
            restored.containers.start(arguments: [], environment: [Navigation.LaunchRequest.snapshotVariable: encoded])
                == .restored)
        #expect(restored.stacks == reached.stacks)
        let opened = NavigationState<LinkRouteGraph>()
        #expect(
            opened.containers.start(
                arguments: [], environment: [Navigation.LaunchRequest.linkVariable: "cases://example.org/item/7"])
                == .opened)
        #expect(opened.stacks == reached.stacks)
    }

    @Test func nothingAskedIsNothingDone() {
        let state = NavigationState<LinkRouteGraph>()
        #expect(state.containers.start(arguments: ["App", "-other", "x"], environment: [:]) == .none)
        #expect(state.selectedStack.routes == [.home])
    }

    /// Tampered, foreign, oversized and illegal values are refused with a reason, and the state
    /// stays at its roots.
    @Test(arguments: [
        "not base64!",
        Data("{\"stacks\": 3}".utf8).base64EncodedString(),
        String(repeating: "A", count: Navigation.LaunchRequest.maximumBytes * 2),
    ])
    func aBadSnapshotIsRefusedAndChangesNothing(value: String) {
        let state = NavigationState<LinkRouteGraph>()
        let before = state.stacks
        guard
            case .refused(let reason) = state.containers.start(
                arguments: [Navigation.LaunchRequest.snapshotArgument, value], environment: [:])
        else {
            Issue.record("not refused")
            return
        }
        #expect(!reason.isEmpty)
        #expect(state.stacks == before)
    }

    @Test func aSnapshotWithAnIllegalStackIsRefused() throws {
        let reached = try reached()
        var json = String(decoding: try JSONEncoder().encode(reached.containers.snapshot()), as: UTF8.self)
        // The item entered as a cover instead of a push: a move the graph does not declare.
        json = json.replacingOccurrences(of: "\"push\"", with: "\"cover\"")
        let state = NavigationState<LinkRouteGraph>()
        let outcome = state.containers.start(
            arguments: [Navigation.LaunchRequest.snapshotArgument, Data(json.utf8).base64EncodedString()],
            environment: [:])
        guard case .refused(let reason) = outcome else {
            Issue.record("not refused: \(outcome)")
            return
        }
        #expect(reason.hasPrefix("the launch snapshot was refused"))
        #expect(state.selectedStack.routes == [.home])
    }

    @Test func aBadLinkIsRefused() {
        let state = NavigationState<LinkRouteGraph>()
        guard
            case .refused(let reason) = state.containers.start(
                arguments: Navigation.LaunchRequest.arguments(opening: "cases://example.org/nothing/here"),
                environment: [:])
        else {
            Issue.record("not refused")
            return
        }
        #expect(reason.hasPrefix("the launch link was refused"))
        #expect(state.selectedStack.routes == [.home])
    }
}
