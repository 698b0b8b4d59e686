import ScreenNavigation
import Testing

@testable import IceCubes

/// Navigation coverage of this test target (#23): every state the tests make (`recordedState`)
/// records into one recorder, and each suite marked `.recordsNavigation` writes the record when
/// it is done to the path in `SCREENGEN_COVERAGE_RECORD`, when that is set (CI sets it, then runs
/// `screengen coverage Examples/IceCubes/screens --record …`). Each write holds everything
/// recorded so far, so the last suite's has every suite's. Without the variable nothing is
/// written; the tests run the same.
@MainActor
enum IceCubesNavigationCoverage {
    static let recorder = NavigationRecorder<IceCubesRouteGraph>()
}

/// A state of `roots`, recorded by the target's recorder.
@MainActor
func recordedState(
    roots: [IceCubesRoute], conditionHolds: @escaping @MainActor (IceCubesRouteGraph.Condition) -> Bool = { _ in false }
) throws -> NavigationState<IceCubesRouteGraph> {
    let state = try NavigationState<IceCubesRouteGraph>(roots: roots, conditionHolds: conditionHolds)
    state.events.recorder = IceCubesNavigationCoverage.recorder
    return state
}

/// A state of `roots` whose conditions are asked with the route entered, recorded.
@MainActor
func recordedState(
    roots: [IceCubesRoute],
    conditionHoldsForRoute: @escaping @MainActor (IceCubesRouteGraph.Condition, IceCubesRoute) -> Bool
) throws -> NavigationState<IceCubesRouteGraph> {
    let state = try NavigationState<IceCubesRouteGraph>(roots: roots, conditionHoldsForRoute: conditionHoldsForRoute)
    state.events.recorder = IceCubesNavigationCoverage.recorder
    return state
}

/// After the suite it marks, writes the target's record if `SCREENGEN_COVERAGE_RECORD` asks for it.
struct RecordsNavigation: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await function()
        try await IceCubesNavigationCoverage.recorder.writeIfRequested()
    }
}

extension Trait where Self == RecordsNavigation {
    /// Write the target's navigation record after the suite (see `IceCubesNavigationCoverage`).
    static var recordsNavigation: Self { RecordsNavigation() }
}
