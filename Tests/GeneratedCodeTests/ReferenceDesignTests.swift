import ScreenNavigation
import Testing

@testable import BetterNavigation
@testable import MultiNav
@testable import NavTest
@testable import NavigationSample
@testable import Navigator

/// BetterNavigation: `navigate(.animal(.detail(animal: …)))` from the list; back.
@MainActor
struct BetterNavigationTests {
    @Test func navigateToDetailAndBack() throws {
        let state = NavigationState<RouteGraph>()
        let lion = Animal(name: "Lion", image: "crown.fill")
        #expect(state.topRoute == .animal(.list))
        // The environment `navigate` action of the design is a checked push.
        let navigate = { (route: BetterNavigation.Route) throws in try state.containers.push(route) }
        try navigate(.animal(.detail(animal: lion)))
        #expect(state.topRoute == .animal(.detail(animal: lion)))
        #expect(RouteGraph.title(for: state.topRoute) == "Lion")
        state.pop()
        #expect(state.topRoute == .animal(.list))
        #expect(throws: NavigationError<RouteGraph>.self) { try navigate(.animal(.list)) }
    }
}

/// NavTest: open straight at C with A and B beneath it; pop back to A.
@MainActor
struct NavTestTests {
    @Test func openAtCWithTheBackStackIntact() throws {
        let state = NavigationState<NavRouteGraph>()
        try state.containers.jump(to: [.b(selected: 1), .c(selected: 7)])
        #expect(state.selectedStack.routes == [.a(selected: nil), .b(selected: 1), .c(selected: 7)])
        state.pop()
        #expect(state.topRoute == .b(selected: 1))
        state.pop()
        #expect(state.topRoute == .a(selected: nil))
    }

    @Test func aDescentThatSkipsBIsRefused() {
        let state = NavigationState<NavRouteGraph>()
        #expect(throws: NavigationError<NavRouteGraph>.self) { try state.containers.jump(to: [.c(selected: 7)]) }
        #expect(state.selectedStack.isAtRoot)
    }
}

/// Navigator: picker → grid or list → detail, and a view model's random jump.
@MainActor
struct NavigatorTests {
    /// The design's scene model: picks an experience at random and navigates to it.
    @MainActor
    final class ExperiencePickerModel {
        let directions: ExperiencePickerDirections
        var coin: () -> Bool

        init(navigator: any ScreenNavigation.Navigator<NavigatorRouteGraph>, coin: @escaping () -> Bool) {
            directions = ExperiencePickerDirections(navigator)
            self.coin = coin
        }

        func showRandomExperience() throws {
            if coin() { try directions.showGrid() } else { try directions.showList() }
        }
    }

    @Test func pickerToGridToDetail() throws {
        let state = NavigationState<NavigatorRouteGraph>()
        try ExperiencePickerDirections(state).showGrid()
        try ProductGridDirections(state).select(productID: ProductID(42))
        #expect(
            state.selectedStack.routes == [.experiencePicker, .productGrid, .productDetail(productID: ProductID(42))])
        #expect(NavigatorRouteGraph.title(for: state.topRoute) == "Product 42")
    }

    @Test func viewModelDrivenRandomJump() throws {
        let state = NavigationState<NavigatorRouteGraph>()
        let model = ExperiencePickerModel(navigator: state, coin: { false })
        try model.showRandomExperience()
        #expect(state.topRoute == .productList)
        state.containers.popToRoot()
        model.coin = { true }
        try model.showRandomExperience()
        #expect(state.topRoute == .productGrid)
    }

    @Test func wholeStackForAProductViaTheList() throws {
        let state = NavigationState<NavigatorRouteGraph>()
        try state.containers.setStack([
            RouteEntry(.productList, style: .push), RouteEntry(.productDetail(productID: ProductID(7)), style: .push),
        ])
        #expect(state.topRoute == .productDetail(productID: ProductID(7)))
    }
}

/// MultiNav: push, pop, popToRoot, jumpTo; sheet, cover, alert with button handling; two
/// independent stacks.
@MainActor
struct MultiNavTests {
    @Test func pushPopPopToRootAndJump() throws {
        let state = NavigationState<MultiNavRouteGraph>()
        try FeedDirections(state).open(postID: 1)
        try PostDirections(state, postID: 1).comments()
        #expect(state.topRoute == .comments(postID: 1))
        state.pop()
        #expect(state.topRoute == .post(postID: 1))
        state.containers.popToRoot()
        #expect(state.topRoute == .feed)
        try state.containers.jump(to: [.post(postID: 2), .comments(postID: 2)])
        #expect(state.selectedStack.entries.count == 2)
    }

    @Test func sheetHasItsOwnStackAndDismissClosesIt() throws {
        let state = NavigationState<MultiNavRouteGraph>()
        try FeedDirections(state).compose()
        try ComposerDirections(state).preview()
        #expect(state.selectedStack.layers.count == 2)
        #expect(state.selectedStack.layers[1].base == .composer)
        #expect(state.selectedStack.layers[1].path == [MultiNavRoute.composerPreview])
        state.dismiss()
        #expect(state.topRoute == .feed)
        try FeedDirections(state).showTutorial()
        #expect(state.selectedStack.entries == [RouteEntry(.tutorial, style: .cover)])
    }

    @Test func alertButtonsNavigateOrReport() throws {
        let state = NavigationState<MultiNavRouteGraph>()
        try FeedDirections(state).open(postID: 9)
        try PostDirections(state, postID: 9).report()
        #expect(state.selectedStack.presentedAlertContent?.title == "Report post 9?")
        #expect(throws: NavigationError<MultiNavRouteGraph>.alertPresented(alert: .confirmReport)) {
            try state.containers.push(.comments(postID: 9))
        }
        #expect(try state.alerts.tap(.cancel) == .reported(id: "cancel", alert: .confirmReport(postID: 9)))
        #expect(state.topRoute == .post(postID: 9))
        try PostDirections(state, postID: 9).report()
        #expect(try state.alerts.tap(.report) == .navigated(to: .reported(postID: 9), style: .push))
        #expect(state.selectedStack.routes == [.feed, .post(postID: 9), .reported(postID: 9)])
    }

    /// "Delete, then back to the list": the app's handler deletes what the alert was about, the
    /// button's `pop-to` takes the stack back to the feed, as one tap.
    @Test func aButtonReachesTheAppAndGoesBack() throws {
        let state = NavigationState<MultiNavRouteGraph>()
        var deleted: [Int] = []
        var taps: [Navigation.AlertButtonTap<MultiNavRoute>] = []
        state.alerts.onButtonTap = { tap in
            taps.append(tap)
            // The id, typed: a button the alert does not have would not compile here.
            if tap.button(as: ConfirmDeleteButton.self) == .delete, case .confirmDelete(let postID) = tap.alert {
                deleted.append(postID)
            }
        }
        try FeedDirections(state).open(postID: 4)
        try PostDirections(state, postID: 4).comments()
        state.pop()
        try PostDirections(state, postID: 4).delete()
        #expect(try state.alerts.tap(.cancel) == .reported(id: "cancel", alert: .confirmDelete(postID: 4)))
        #expect(state.topRoute == .post(postID: 4) && deleted.isEmpty)
        try PostDirections(state, postID: 4).delete()
        #expect(try state.alerts.tap(.delete) == .wentBack(then: nil))
        #expect(deleted == [4])
        #expect(state.selectedStack.routes == [.feed])
        #expect(taps.map(\.button) == ["cancel", "delete"])
        #expect(taps.map { $0.button(as: ConfirmDeleteButton.self) } == [.cancel, .delete])
        #expect(ConfirmDeleteButton.allCases.map(\.rawValue) == ["delete", "cancel"])
        #expect(taps[0].button(as: ConfirmDiscardButton.self) == nil, "no button of that alert")
        #expect(
            taps.last
                == Navigation.AlertButtonTap(
                    alert: .confirmDelete(postID: 4), button: "delete", outcome: .wentBack(then: nil)))
        // A navigating button reaches the handler too; a refused tap reaches nobody.
        try FeedDirections(state).open(postID: 5)
        try PostDirections(state, postID: 5).report()
        try state.alerts.tap(.report)
        #expect(taps.last?.outcome == .navigated(to: .reported(postID: 5), style: .push))
        #expect(throws: NavigationError<MultiNavRouteGraph>.noAlertPresented(top: .reported)) {
            try state.alerts.tap(.report)
        }
        #expect(taps.count == 3)
    }

    /// A dialog's button dismisses the sheet beneath it: the composer closes, the feed shows.
    @Test func aButtonDismissesTheSheetBeneath() throws {
        let state = NavigationState<MultiNavRouteGraph>()
        var outcomes: [Navigation.AlertButtonOutcome<MultiNavRoute>] = []
        state.alerts.onButtonTap = { outcomes.append($0.outcome) }
        try FeedDirections(state).compose()
        try ComposerDirections(state).discard()
        #expect(state.selectedStack.presentedAlertContent?.presentation == .confirmationDialog)
        try state.alerts.tap(.keep)
        #expect(state.topRoute == .composer)
        try ComposerDirections(state).discard()
        try state.alerts.tap(.discard)
        #expect(state.topRoute == .feed && state.selectedStack.layers.count == 1)
        #expect(outcomes == [.reported(id: "keep", alert: .confirmDiscard), .wentBack(then: nil)])
    }

    @Test func twoIndependentStacks() throws {
        let state = NavigationState<MultiNavRouteGraph>()
        try FeedDirections(state).open(postID: 3)
        try state.select(rootAt: 1)
        try ProfileDirections(state).settings()
        #expect(state.stacks[0].topRoute == .post(postID: 3))
        #expect(state.stacks[1].topRoute == .profileSettings)
        state.containers.popToRoot()
        #expect(state.stacks[0].topRoute == .post(postID: 3))
    }
}

/// SwiftUI Navigation Sample: `Destination` with associated values, `replace` to a
/// conversation, and features that see only a navigator they can be tested with.
@MainActor
struct NavigationSampleTests {
    let bob = Contact(name: "Bob")

    @Test func replaceStartsAConversationOnAFreshStack() throws {
        let state = NavigationState<DestinationGraph>()
        try HomeDirections(state).gotoContactsList()
        try ContactListDirections(state).gotoContactDetail(contact: bob)
        try ContactDetailDirections(state, contact: bob).gotoConversation()
        #expect(state.selectedStack.routes == [.home, .chat(.conversation(recipient: bob))])
        #expect(DestinationGraph.title(for: state.topRoute) == "Bob")
    }

    /// A recording navigator: what a feature's tests inject instead of the app's state.
    final class RecordingNavigator: ScreenNavigation.Navigator {
        var moves: [Move<DestinationGraph>] = []
        func perform(_ move: Move<DestinationGraph>) throws(NavigationError<DestinationGraph>) {
            moves.append(move)
        }
    }

    @Test func contactFeatureIsTestedAgainstAMockNavigator() throws {
        let navigator = RecordingNavigator()
        try ContactDetailDirections(navigator, contact: bob).gotoConversation()
        try ChatConversationDirections(navigator, recipient: bob).gotoContactDetail()
        // Directions made with params make their moves from the route those params make.
        #expect(
            navigator.moves == [
                Move(from: .contactDetail, to: .chat(.conversation(recipient: bob)), style: .replace)
                    .made(from: .contact(.detail(contact: bob))),
                Move(from: .chatConversation, to: .contact(.detail(contact: bob)), style: .push)
                    .made(from: .chat(.conversation(recipient: bob))),
            ])
    }
}

/// MultiNav: a view model shared by two screens, owned by the navigation state and released
/// when both screens are gone.
@MainActor
struct MultiNavViewModelTests {
    final class PostModel {
        let postID: Int
        init(postID: Int) { self.postID = postID }
    }

    @Test func sharedViewModelLivesAsLongAsItsScreens() throws {
        let state = NavigationState<MultiNavRouteGraph>()
        try FeedDirections(state).open(postID: 5)
        weak var weakModel: PostModel?
        do {
            let model = state.viewModels.model(for: state.viewModels.topEntry, key: "post-5") { PostModel(postID: 5) }
            weakModel = model
            try PostDirections(state, postID: 5).comments()
            #expect(
                state.viewModels.model(PostModel.self, for: state.viewModels.topEntry, key: "post-5") {
                    PostModel(postID: -1)
                } === model)
        }
        state.pop()
        #expect(weakModel?.postID == 5)
        state.pop()
        #expect(weakModel == nil)
        #expect(state.viewModels.count == 0)
    }
}

/// SwiftUI Navigation Sample: the contact and chat features each see only their own router
/// protocol; a feature's model is tested against a mock and works against the real state.
@MainActor
struct FeatureRouterTests {
    let bob = Contact(name: "Bob")

    /// Code of the contact feature: it can reach only the contact feature's moves.
    @MainActor
    struct ContactDetailModel {
        let router: any ContactRouter
        let contact: Contact

        func startChat() throws { try router.detailGotoConversation(contact: contact) }
    }

    final class MockContactRouter: ContactRouter {
        var calls: [String] = []
        func listGotoContactDetail(contact: Contact) throws(NavigationError<DestinationGraph>) {
            calls.append("listGotoContactDetail(\(contact))")
        }
        func detailGotoConversation(contact: Contact) throws(NavigationError<DestinationGraph>) {
            calls.append("detailGotoConversation(\(contact))")
        }
    }

    @Test func aFeatureModelIsTestedWithAMockRouter() throws {
        let mock = MockContactRouter()
        try ContactDetailModel(router: mock, contact: bob).startChat()
        #expect(mock.calls == ["detailGotoConversation(Bob)"])
    }

    @Test func eachFeaturesRouterMovesTheOneNavigationState() throws {
        let state = NavigationState<DestinationGraph>()
        try HomeDirections(state).gotoContactsList()
        let contactRouter: any ContactRouter = ContactNavigationRouter(state)
        try contactRouter.listGotoContactDetail(contact: bob)
        try ContactDetailModel(router: contactRouter, contact: bob).startChat()
        #expect(state.selectedStack.routes == [.home, .chat(.conversation(recipient: bob))])
        let chatRouter: any ChatRouter = ChatNavigationRouter(state)
        try chatRouter.conversationGotoContactDetail(recipient: bob)
        #expect(state.topRoute == .contact(.detail(contact: bob)))
        // A router method still starts from its own screen: from here, this move is refused.
        #expect(throws: NavigationError<DestinationGraph>.notOnTop(expected: .contactList, actual: .contactDetail)) {
            try contactRouter.listGotoContactDetail(contact: bob)
        }
    }
}
