import ScreenNavigation
import Testing

@testable import FlowCases

/// Presentation details (#36) through the GENERATED graph: the editor's sheet rests at half or
/// full height and cannot be swiped down; the Settings layer rests at 200 points, a third, then
/// full; stacks built at once do not animate; the picker zooms in from its source.
@MainActor
@Suite struct FlowCasesPresentationTests {
    func session() throws -> NavigationState<HikeRouteGraph> {
        let state = NavigationState<HikeRouteGraph>(conditionHolds: { _ in true })
        try HikeRouteFlows(state).signIn()
        return state
    }

    @Test func theGeneratedDetailsAreTheDeclaredOnes() {
        #expect(
            HikeRouteGraph.presentationDetails(for: .editingEditor)
                == Navigation.PresentationDetails(detents: [.medium, .large], dismissBySwipe: false))
        #expect(
            HikeRouteGraph.presentationDetails(for: .layersSettings)
                == Navigation.PresentationDetails(detents: [.height(200), .fraction(0.3), .large]))
        #expect(HikeRouteGraph.presentationDetails(for: .trails) == nil)
        #expect(!HikeRouteGraph.animatesBuiltStacks)
    }

    @Test func theEditorsLayerCarriesItsDetails() throws {
        let state = try session()
        try TrailsDirections(state).write(draft: 2)
        let layers = state.selectedStack.layers
        #expect(layers.count == 2)
        #expect(HikeRouteGraph.presentationDetails(of: layers[1])?.detents == [.medium, .large])
        #expect(!HikeRouteGraph.allowsSwipeDismiss(of: layers[1]))
        #expect(HikeRouteGraph.allowsSwipeDismiss(of: layers[0]))
    }

    /// `navigation-transition: zoom` on the picker: the route the editor pushes zooms in from
    /// its source; no other screen does, and the editor's details are unchanged by it.
    @Test func thePickerZoomsInFromItsSource() throws {
        #expect(
            HikeRouteGraph.presentationDetails(for: .editingPicker)
                == Navigation.PresentationDetails(zoomsFromSource: true))
        #expect(HikeRouteGraph.zoomsFromSource(.editing(.picker)))
        #expect(!HikeRouteGraph.zoomsFromSource(.editing(.editor(draft: 2))))
        #expect(!HikeRouteGraph.zoomsFromSource(.trails))
        let state = try session()
        try TrailsDirections(state).write(draft: 2)
        try EditingEditorDirections(state, draft: 2).pick()
        #expect(HikeRouteGraph.zoomsFromSource(state.topRoute))
        #expect(Navigation.PresentationDetails().zoomsFromSource == false)
    }
}
