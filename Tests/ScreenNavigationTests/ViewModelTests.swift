import Foundation
import ScreenNavigation
import Testing

/// View-model lifetimes owned by the navigation state: created on first request, shared by
/// key, released when the entries that asked are gone — however they went.
@MainActor
@Suite("View models") struct ViewModelTests {
    final class Model {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func oneModelPerEntryUntilItIsPopped() throws {
        let state = NavigationState<TestGraph>()
        try state.push(.animal(.list))
        let entry = state.topEntry
        #expect(entry == NavigationEntryID(stack: 0, position: 1, route: .animal(.list)))
        weak var weakModel: Model?
        do {
            let first = state.viewModel(for: entry) { Model("list") }
            let again = state.viewModel(for: entry) { Model("other") }
            #expect(first === again)
            weakModel = first
        }
        #expect(weakModel != nil)
        #expect(state.viewModelCount == 1)
        state.pop()
        #expect(weakModel == nil)
        #expect(state.viewModelCount == 0)
    }

    @Test func sharedByKeyAndReleasedWithTheLastOwner() throws {
        let state = NavigationState<TestGraph>()
        try state.jump(to: [.animal(.list), .animal(.detail(name: "Rex"))])
        let list = try #require(state.entry(at: 1))
        let detail = state.topEntry
        let shared = state.viewModel(for: list, key: "animals") { Model("shared") }
        #expect(state.viewModel(for: detail, key: "animals") { Model("not used") } === shared)
        state.pop()
        #expect(state.viewModelCount == 1)
        state.pop()
        #expect(state.viewModelCount == 0)
    }

    @Test func aReplacedOrDismissedEntryReleasesItsModel() throws {
        let state = NavigationState<TestGraph>()
        try state.jump(to: [.animal(.list), .animal(.detail(name: "Rex"))])
        _ = state.viewModel(for: state.topEntry) { Model("detail") }
        // The same position now holds another route: the old entry is gone.
        try state.replace(with: .conversation(with: "Rex"))
        #expect(state.viewModelCount == 0)
        try state.jump(to: [.animal(.list), .animal(.detail(name: "Rex")), .animal(.editor(name: "Rex"))])
        _ = state.viewModel(for: state.topEntry) { Model("editor") }
        _ = state.viewModel(for: try #require(state.entry(at: 0))) { Model("home") }
        state.dismiss()
        #expect(state.viewModelCount == 1)  // the root's model stays
    }

    @Test func modelsOfOneStackSurviveChangesToAnother() throws {
        let state = NavigationState<TestGraph>()
        try state.push(.animal(.list))
        _ = state.viewModel(for: state.topEntry) { Model("list") }
        try state.select(rootAt: 1)
        try state.push(.about)
        state.popToRoot()
        #expect(state.viewModelCount == 1)
    }

    @Test func anEntryNotOnTheStackGetsAModelThatIsNotKept() {
        let state = NavigationState<TestGraph>()
        let stale = NavigationEntryID<TestRoute>(stack: 0, position: 3, route: .about)
        let model = state.viewModel(for: stale) { Model("stale") }
        #expect(model.name == "stale")
        #expect(state.viewModelCount == 0)
    }

    @Test func restoringReleasesModelsOfEntriesThatAreGone() throws {
        let state = NavigationState<TestGraph>()
        try state.push(.animal(.list))
        _ = state.viewModel(for: state.topEntry) { Model("list") }
        let atRoot = NavigationState<TestGraph>().snapshot()
        try state.restore(atRoot)
        #expect(state.viewModelCount == 0)
    }
}
