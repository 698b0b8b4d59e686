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
        try state.containers.push(.animal(.list))
        let entry = state.viewModels.topEntry
        #expect(entry == NavigationEntryID(stack: 0, position: 1, route: .animal(.list)))
        weak var weakModel: Model?
        do {
            let first = state.viewModels.model(for: entry) { Model("list") }
            let again = state.viewModels.model(for: entry) { Model("other") }
            #expect(first === again)
            weakModel = first
        }
        #expect(weakModel != nil)
        #expect(state.viewModels.count == 1)
        state.pop()
        #expect(weakModel == nil)
        #expect(state.viewModels.count == 0)
    }

    @Test func sharedByKeyAndReleasedWithTheLastOwner() throws {
        let state = NavigationState<TestGraph>()
        try state.containers.jump(to: [.animal(.list), .animal(.detail(name: "Rex"))])
        let list = try #require(state.viewModels.entry(at: 1))
        let detail = state.viewModels.topEntry
        let shared = state.viewModels.model(for: list, key: "animals") { Model("shared") }
        #expect(state.viewModels.model(for: detail, key: "animals") { Model("not used") } === shared)
        state.pop()
        #expect(state.viewModels.count == 1)
        state.pop()
        #expect(state.viewModels.count == 0)
    }

    @Test func aReplacedOrDismissedEntryReleasesItsModel() throws {
        let state = NavigationState<TestGraph>()
        try state.containers.jump(to: [.animal(.list), .animal(.detail(name: "Rex"))])
        _ = state.viewModels.model(for: state.viewModels.topEntry) { Model("detail") }
        // The same position now holds another route: the old entry is gone.
        try state.containers.replace(with: .conversation(with: "Rex"))
        #expect(state.viewModels.count == 0)
        try state.containers.jump(to: [.animal(.list), .animal(.detail(name: "Rex")), .animal(.editor(name: "Rex"))])
        _ = state.viewModels.model(for: state.viewModels.topEntry) { Model("editor") }
        _ = state.viewModels.model(for: try #require(state.viewModels.entry(at: 0))) { Model("home") }
        state.dismiss()
        #expect(state.viewModels.count == 1)  // the root's model stays
    }

    @Test func modelsOfOneStackSurviveChangesToAnother() throws {
        let state = NavigationState<TestGraph>()
        try state.containers.push(.animal(.list))
        _ = state.viewModels.model(for: state.viewModels.topEntry) { Model("list") }
        try state.select(rootAt: 1)
        try state.containers.push(.about)
        state.containers.popToRoot()
        #expect(state.viewModels.count == 1)
    }

    @Test func anEntryNotOnTheStackGetsAModelThatIsNotKept() {
        let state = NavigationState<TestGraph>()
        let stale = NavigationEntryID<TestRoute>(stack: 0, position: 3, route: .about)
        let model = state.viewModels.model(for: stale) { Model("stale") }
        #expect(model.name == "stale")
        #expect(state.viewModels.count == 0)
    }

    @Test func restoringReleasesModelsOfEntriesThatAreGone() throws {
        let state = NavigationState<TestGraph>()
        try state.containers.push(.animal(.list))
        _ = state.viewModels.model(for: state.viewModels.topEntry) { Model("list") }
        let atRoot = NavigationState<TestGraph>().containers.snapshot()
        try state.containers.restore(atRoot)
        #expect(state.viewModels.count == 0)
    }
}
