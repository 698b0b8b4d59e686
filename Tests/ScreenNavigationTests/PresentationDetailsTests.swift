import Testing

@_spi(Generated) @testable import ScreenNavigation

// Presentation details (#36): home ─sheet→ form (dismiss-by-swipe: false, detents medium and
// large) ─push→ note; home ─sheet→ picker (fraction 0.3, height 200); home ─cover→ lock
// (dismiss-by-swipe: false); home ─sheet→ plain (no details). Roots home and other; stacks
// built at once do not animate.
enum PresentationRoute: Hashable, Sendable, Codable {
    case home, other, form, note, picker, lock, plain
}

enum PresentationScreen: String, Hashable, Sendable, CaseIterable {
    case home, other, form, note, picker, lock, plain
}

enum PresentationGraph: NavigationGraphWithDefaultRoots {
    static let rootScreens: [PresentationScreen] = [.home, .other]
    static let roots: [PresentationRoute] = [.home, .other]

    static func screen(of route: PresentationRoute) -> PresentationScreen {
        PresentationScreen(rawValue: "\(route)")!
    }

    static let transitions: TransitionTable<PresentationScreen> = [
        LegalTransition(from: .home, to: .form, style: .sheet),
        LegalTransition(from: .form, to: .note, style: .push),
        LegalTransition(from: .home, to: .picker, style: .sheet),
        LegalTransition(from: .home, to: .lock, style: .cover),
        LegalTransition(from: .home, to: .plain, style: .sheet),
        LegalTransition(from: .other, to: .form, style: .sheet),
    ]

    static func isAlert(_ screen: PresentationScreen) -> Bool { false }
    static func alert(for route: PresentationRoute) -> Navigation.AlertContent<PresentationRoute>? { nil }
    static func title(for route: PresentationRoute) -> String? { nil }

    static func presentationDetails(for screen: PresentationScreen) -> Navigation.PresentationDetails? {
        switch screen {
        case .form: Navigation.PresentationDetails(detents: [.medium, .large], dismissBySwipe: false)
        case .picker: Navigation.PresentationDetails(detents: [.fraction(0.3), .height(200)])
        case .lock: Navigation.PresentationDetails(dismissBySwipe: false)
        default: nil
        }
    }

    static let animatesBuiltStacks = false
}

/// What the graph says about presenting a screen reaches the layer the host draws, and a swipe
/// the graph turned off changes nothing.
@MainActor
@Suite("Presentation details")
struct PresentationDetailsTests {
    typealias State = NavigationState<PresentationGraph>
    typealias Entry = RouteEntry<PresentationRoute>

    func make(home: [Entry], other: [Entry] = [], selected: Int = 0) throws -> State {
        let state = State()
        try state.containers.setStack(home, forRootAt: 0)
        try state.containers.setStack(other, forRootAt: 1)
        try state.select(rootAt: selected)
        return state
    }

    @Test func aLayerCarriesItsBaseScreensDetails() throws {
        let state = try make(home: [Entry(.form, style: .sheet), Entry(.note, style: .push)])
        let layers = state.stacks[0].layers
        #expect(PresentationGraph.presentationDetails(of: layers[0]) == nil)
        let form = try #require(PresentationGraph.presentationDetails(of: layers[1]))
        #expect(form.detents == [.medium, .large])
        #expect(!form.dismissBySwipe)
        #expect(!PresentationGraph.allowsSwipeDismiss(of: layers[1]))
        #expect(PresentationGraph.allowsSwipeDismiss(of: layers[0]))
    }

    @Test func customDetentsKeepTheirOrderAndAScreenWithoutDetailsHasNone() throws {
        let picker = try make(home: [Entry(.picker, style: .sheet)]).stacks[0].layers[1]
        #expect(PresentationGraph.presentationDetails(of: picker)?.detents == [.fraction(0.3), .height(200)])
        #expect(PresentationGraph.allowsSwipeDismiss(of: picker))
        let plain = try make(home: [Entry(.plain, style: .sheet)]).stacks[0].layers[1]
        #expect(PresentationGraph.presentationDetails(of: plain) == nil)
        #expect(PresentationGraph.allowsSwipeDismiss(of: plain))
    }

    @Test func theDefaultsAreNoDetailsAndAnimatedStacks() {
        #expect(TestGraph.presentationDetails(for: .about) == nil)
        #expect(TestGraph.animatesBuiltStacks)
        #expect(!PresentationGraph.animatesBuiltStacks)
        #expect(Navigation.PresentationDetails() == Navigation.PresentationDetails(detents: [], dismissBySwipe: true))
    }

    @Test(arguments: [0, 1])
    func aSwipeOnASheetThatRefusesItIsIgnored(selected: Int) throws {
        let state = try make(home: [Entry(.form, style: .sheet)], selected: selected)
        let stacks = state.stacks
        let decision = state.hostReported(.layerDismissed(state.stacks[0].layers[1], stack: 0))
        // Not selected: SwiftUI took the tab's sheet away, which the state ignores anyway.
        #expect(decision == .ignore(selected == 0 ? .dismissDisabled : .stackNotSelected))
        #expect(state.stacks == stacks)
    }

    @Test(arguments: [0, 1])
    func aSwipeOnAnotherStacksSheetThatRefusesItIsIgnored(selected: Int) throws {
        let state = try make(home: [], other: [Entry(.form, style: .sheet)], selected: selected)
        let stacks = state.stacks
        let decision = state.hostReported(.layerDismissed(state.stacks[1].layers[1], stack: 1))
        #expect(decision == .ignore(selected == 1 ? .dismissDisabled : .stackNotSelected))
        #expect(state.stacks == stacks)
    }

    @Test func aCoverThatRefusesASwipeIsKept() throws {
        let state = try make(home: [Entry(.lock, style: .cover)])
        #expect(state.hostReported(.layerDismissed(state.stacks[0].layers[1], stack: 0)) == .ignore(.dismissDisabled))
        #expect(state.stacks[0].routes == [.home, .lock])
    }

    @Test func aSwipeOnASheetThatAllowsItPops() throws {
        let state = try make(home: [Entry(.picker, style: .sheet)])
        #expect(
            state.hostReported(.layerDismissed(state.stacks[0].layers[1], stack: 0))
                == .pop(stack: 0, toEntryCount: 0))
        #expect(state.stacks[0].routes == [.home])
    }

    @Test func aStaleReportStaysStaleEvenForASheetThatRefusesTheSwipe() throws {
        let state = try make(home: [Entry(.form, style: .sheet)])
        let drawn = state.stacks[0].layers[1]
        state.pop(toEntryCount: 0, inStack: 0)
        #expect(state.hostReported(.layerDismissed(drawn, stack: 0)) == .ignore(.staleLayer))
    }

    @Test func codeStillClosesASheetThatRefusesTheSwipe() throws {
        let state = try make(home: [Entry(.form, style: .sheet)])
        state.dismiss()
        #expect(state.stacks[0].routes == [.home])
    }

    @Test func anAppWideLayerWhoseScreenRefusesTheSwipeIsKept() {
        // Stacks 0 and 1 are the roots; 2 an app-wide layer showing `form`, 3 one showing `picker`.
        let stacks = [
            RouteStack<PresentationGraph>(root: .home), RouteStack(root: .other), RouteStack(root: .form),
            RouteStack(root: .picker),
        ]
        let decide = { (report: HostReport<PresentationRoute>) in
            HostDecision.deciding(report, stacks: stacks, selectedIndex: 0, rootCount: 2, covered: true)
        }
        #expect(decide(.appLayerDismissed(root: .form, stack: 2)) == .ignore(.dismissDisabled))
        #expect(decide(.appLayerDismissed(root: .picker, stack: 3)) == .closeLayer(stack: 3))
    }
}
