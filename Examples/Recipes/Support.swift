// The Recipes app (issue #25): its models, the navigation state wired to the app (the guard,
// the alert and dialog handlers), and, where SwiftUI exists, its views and its `App`. The
// routes, directions, views switch and tabs are generated from screens/ by the build plugin.
import Foundation
import ScreenNavigation

/// A recipe's identifier, as deep links carry it (`recipes://recipe/42`).
public struct RecipeID: Hashable, Sendable, Codable, LosslessStringConvertible {
    public let value: Int
    public init(_ value: Int) { self.value = value }
    public init?(_ description: String) {
        guard let value = Int(description), value > 0 else { return nil }
        self.value = value
    }
    public var description: String { String(value) }
}

/// What the app knows: its recipes, the signed-in user's name, and whether one is signed in.
@MainActor
public final class Cookbook {
    public private(set) var recipes: [RecipeID: String]
    public var userName: String?
    public var isSignedIn: Bool { userName != nil }

    public init(recipes: [RecipeID: String] = [:], userName: String? = nil) {
        self.recipes = recipes
        self.userName = userName
    }

    public func delete(_ recipe: RecipeID) { recipes[recipe] = nil }
    public func signOut() { userName = nil }
}

/// The app's navigation: the three tabs, the guard answered by the cookbook, and the buttons of
/// the "Delete?" alert and the sign-out dialog doing what they mean. The buttons' navigation is
/// the graph's (Delete takes the recipe off the stack); what they mean is the app's.
@MainActor
func makeRecipesState(cookbook: Cookbook) -> NavigationState<RecipesRouteGraph> {
    let state = NavigationState<RecipesRouteGraph> { condition in
        switch condition {
        case .signedIn: cookbook.isSignedIn
        }
    }
    state.alerts.onButtonTap = { tap in
        if tap.button(as: RecipeConfirmDeleteButton.self) == .delete,
            case .recipe(.confirmDelete(let recipe)) = tap.alert
        {
            cookbook.delete(recipe)
        }
        if tap.button(as: ConfirmSignOutButton.self) == .signOut {
            cookbook.signOut()
        }
    }
    return state
}

/// The profile's "Edit" button: the editor opens with the current name and, when it finishes,
/// the name it hands back is the user's. Refused (and kept as the pending navigation) while no
/// one is signed in.
@MainActor
func editProfile(
    _ state: NavigationState<RecipesRouteGraph>, cookbook: Cookbook
) throws(RecipesRouteGraph.Failure) {
    try ProfileDirections(state).edit(name: cookbook.userName ?? "") { edited in
        if let edited { cookbook.userName = edited }
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// The app: a window with a tab per root, each a navigation stack the generated view draws.
/// (An app target marks it `@main`; here it is a library's type, so tests can link.)
public struct RecipesApp: App {
    @MainActor private static let cookbook = Cookbook(recipes: [RecipeID(1): "Pancakes"], userName: "Ann")
    private let state = makeRecipesState(cookbook: RecipesApp.cookbook)

    public init() {}

    public var body: some Scene {
        WindowGroup {
            NavigationTabs(state)
                .onOpenURL { url in try? state.links.open(url) }
        }
    }
}

struct BrowseView: View {
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View { Button("Desserts") { try? BrowseDirections(state).open(name: "Desserts") } }
}

struct CategoryView: View {
    let name: String
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View {
        Button("Pancakes") { try? CategoryDirections(state, name: name).open(recipeID: RecipeID(1)) }
    }
}

struct FavoritesView: View {
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View { Button("Search") { try? FavoritesDirections(state).search() } }
}

struct SearchView: View {
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View { Button("Pancakes") { try? SearchDirections(state).open(recipeID: RecipeID(1)) } }
}

/// Its moves are made from its own entry (the one in its environment): a tap that arrives after
/// the user has moved on is refused, whatever recipe is on top then.
struct RecipeView: View {
    let recipeID: RecipeID
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    @Environment(\.navigationEntry) private var entry

    var body: some View {
        Button("Delete", role: .destructive) { try? RecipeDetailDirections(state, entry: entry)?.delete() }
    }
}

struct ShareView: View {
    let recipeID: RecipeID
    var body: some View { Text("Share recipe \(recipeID.description)") }
}

struct CookingView: View {
    let recipeID: RecipeID
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View { Button("Start") { try? RecipeCookingDirections(state, recipeID: recipeID).start() } }
}

struct StepView: View {
    let recipeID: RecipeID
    let number: Int
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View {
        Button("Next") {
            try? RecipeStepDirections(state, recipeID: recipeID, number: number).next(number: number + 1)
        }
    }
}

struct ProfileView: View {
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View { Button("Sign out") { try? ProfileDirections(state).signOut() } }
}

struct ProfileEditorView: View {
    let name: String
    @Environment(NavigationState<RecipesRouteGraph>.self) private var state
    var body: some View { Button("Save") { try? AccountEditorDirections(state, name: name).finish(with: name) } }
}
#endif
