import Foundation
import ScreenNavigation
import Testing

@testable import Recipes

/// The Recipes app (Examples/Recipes, issue #25): its flows driven through the generated code
/// and the app's own wiring (`makeRecipesState`), as its views drive them.
@MainActor
struct RecipesTests {
    typealias Failure = NavigationError<RecipesRouteGraph>

    let pancakes = RecipeID(1)
    let soup = RecipeID(2)

    func app(signedIn: Bool = true) -> (Cookbook, NavigationState<RecipesRouteGraph>) {
        let cookbook = Cookbook(recipes: [pancakes: "Pancakes", soup: "Soup"], userName: signedIn ? "Ann" : nil)
        return (cookbook, makeRecipesState(cookbook: cookbook))
    }

    @Test func threeTabsTitledByTheirRoots() {
        let (_, state) = app()
        #expect(state.stacks.map(\.root) == [.browse, .favorites, .profile])
        #expect(state.stacks.map { RecipesRouteGraph.title(for: $0.root) } == ["Recipes", "Favorites", "Profile"])
    }

    /// "Delete?" → Delete: the app's handler deletes, the button takes the recipe off the stack
    /// with the alert, back to the list it was opened from.
    @Test func deleteThenBackToTheList() throws {
        let (cookbook, state) = app()
        try BrowseDirections(state).open(name: "Breakfast")
        try CategoryDirections(state, name: "Breakfast").open(recipeID: pancakes)
        try RecipeDetailDirections(state, recipeID: pancakes).delete()
        #expect(state.topRoute == .recipe(.confirmDelete(recipeID: pancakes)))

        #expect(try state.alerts.tap(.delete) == .wentBack(then: nil))
        #expect(cookbook.recipes[pancakes] == nil)
        #expect(cookbook.recipes[soup] == "Soup")
        #expect(state.selectedStack.routes == [.browse, .category(name: "Breakfast")])
    }

    /// Examples/README.md's snippet, run: the page's own directions delete, then refuse.
    @Test func theExamplesReadmeFlow() throws {
        let (cookbook, state) = app()
        try state.select(rootAt: 1)
        try FavoritesDirections(state).open(recipeID: pancakes)
        let page = try #require(RecipeDetailDirections(state, entry: state.viewModels.topEntry))
        try page.delete()
        _ = try state.alerts.tap(.delete)
        #expect(cookbook.recipes[pancakes] == nil)
        #expect(state.topRoute == .favorites)
        #expect(throws: Failure.notOnTop(expected: .recipeDetail, actual: .favorites)) { try page.share() }
    }

    @Test func cancelDeletesNothing() throws {
        let (cookbook, state) = app()
        try state.select(rootAt: 1)
        try FavoritesDirections(state).open(recipeID: soup)
        try RecipeDetailDirections(state, recipeID: soup).delete()
        _ = try state.alerts.tap(.cancel)
        #expect(cookbook.recipes[soup] == "Soup")
        #expect(state.topRoute == .recipe(.detail(recipeID: soup)))
    }

    /// A recipe's directions kept after the user moved on (a view kept alive, a late tap) do not
    /// delete whatever recipe is on top now; nor do directions made with another recipe's id.
    @Test func aStaleDirectionsMoveIsRefused() throws {
        let (_, state) = app()
        try state.select(rootAt: 1)
        try FavoritesDirections(state).open(recipeID: pancakes)
        let pancakesDirections = try #require(RecipeDetailDirections(state, entry: state.viewModels.topEntry))
        state.pop()
        try FavoritesDirections(state).open(recipeID: soup)
        let before = state.stacks

        #expect(throws: Failure.notTheEntryOnTop(screen: .recipeDetail)) { try pancakesDirections.delete() }
        #expect(throws: Failure.notTheEntryOnTop(screen: .recipeDetail)) {
            try RecipeDetailDirections(state, recipeID: RecipeID(99)).delete()
        }
        #expect(state.stacks == before)
        #expect(RecipeDetailDirections(state, entry: state.viewModels.entry(at: 0)) == nil)  // the Favorites root
    }

    /// The editor is for a signed-in user only: refused and kept while signed out, opened after.
    @Test func theProfileEditorIsGuardedAndReturnsTheEditedName() throws {
        let (cookbook, state) = app(signedIn: false)
        try state.select(rootAt: 2)
        var refused: RecipesRouteGraph.Condition?
        do {
            try editProfile(state, cookbook: cookbook)
        } catch .conditionNotMet(condition: .signedIn, screen: .accountEditor) {
            refused = .signedIn
        }
        #expect(refused == .signedIn)
        #expect(state.topRoute == .profile)

        cookbook.userName = "Ann"
        try editProfile(state, cookbook: cookbook)
        #expect(state.topRoute == .account(.editor(name: "Ann")))
        try AccountEditorDirections(state, name: "Ann").finish(with: "Ann Smith")
        #expect(cookbook.userName == "Ann Smith")
        #expect(state.topRoute == .profile)
    }

    @Test func theEditorsResultCanBeAwaited() async throws {
        let (_, state) = app()
        try state.select(rootAt: 2)
        let edited = Task { try await ProfileDirections(state).editForResult(name: "Ann") }
        for _ in 0..<1_000 where state.activeStack.topScreen != .accountEditor { await Task.yield() }
        try #require(AccountEditorDirections(state, entry: state.viewModels.topEntry)).finish(with: "Bo")
        #expect(try await edited.value == "Bo")
    }

    @Test func theSignOutDialogSignsOut() throws {
        let (cookbook, state) = app()
        try state.select(rootAt: 2)
        try ProfileDirections(state).signOut()
        #expect(RecipesRouteGraph.alert(for: state.topRoute)?.title == "Sign out?")
        _ = try state.alerts.tap(.signOut)
        #expect(!cookbook.isSignedIn)
        #expect(state.topRoute == .profile)
    }

    /// Cooking mode is a full-screen cover with its own stack of steps.
    @Test func cookingModeStepsThroughItsOwnStack() throws {
        let (_, state) = app()
        try state.select(rootAt: 1)
        try FavoritesDirections(state).open(recipeID: soup)
        try RecipeDetailDirections(state, recipeID: soup).cook()
        try RecipeCookingDirections(state, recipeID: soup).start()
        try RecipeStepDirections(state, recipeID: soup, number: 1).next(number: 2)
        #expect(state.selectedStack.layers.count == 2)
        #expect(state.selectedStack.layers.last?.base == .recipe(.cooking(recipeID: soup)))
        #expect(
            state.selectedStack.layers.last?.path == [
                RecipesRoute.recipe(.step(recipeID: soup, number: 1)), .recipe(.step(recipeID: soup, number: 2)),
            ])
        try RecipeStepDirections(state, recipeID: soup, number: 2).restart()
        #expect(state.topRoute == .recipe(.cooking(recipeID: soup)))
    }

    /// The toolbar's search, offered by every list, is a sheet with its own stack.
    @Test func searchFromAnyListOpensARecipeInItsSheet() throws {
        let (_, state) = app()
        try BrowseDirections(state).search()
        try SearchDirections(state).open(recipeID: pancakes)
        #expect(state.selectedStack.layers.count == 2)
        try RecipeDetailDirections(state, recipeID: pancakes).share()
        #expect(state.selectedStack.layers.count == 3)
        #expect(throws: Failure.self) { try CategoryDirections(state, name: "x").search() }
    }

    /// `recipes://recipe/42`, as people type a custom scheme's link: `recipe` is the URL's host,
    /// which the links read as their host part (`//recipe/{recipeID}`, #34).
    @Test func deepLinksOpenARecipeAndCookingMode() throws {
        let (_, state) = app()
        try state.links.open(link: "recipes://recipe/42")
        #expect(state.selectedRootIndex == 1)
        #expect(state.selectedStack.routes == [.favorites, .recipe(.detail(recipeID: RecipeID(42)))])

        try state.links.open(link: "recipes://cook/7")
        #expect(state.topRoute == .recipe(.cooking(recipeID: RecipeID(7))))
        #expect(state.selectedStack.layers.count == 2)

        let here = Navigation.DeepLinkDestination(
            rootIndex: 1, routes: [RecipesRoute.recipe(.detail(recipeID: RecipeID(42)))])
        #expect(RecipesRouteGraph.link(for: here) == "recipes://recipe/42")
        #expect(try RecipesRouteGraph.destination(forLink: "recipes://recipe/42") == here)
        // A host compares case-insensitively; the value after it is read as written.
        #expect(try RecipesRouteGraph.destination(forLink: "RECIPES://Recipe/42/") == here)
        #expect(
            throws: Navigation.DeepLinkFailure.invalidValue(
                placeholder: "recipeID", value: "none", expected: "RecipeID")
        ) {
            try state.links.open(link: "recipes://recipe/none")
        }
        // With an empty host the first word is the path's: no link has that path.
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("")) {
            try state.links.open(link: "recipes:///recipe/42")
        }
    }

    struct Samples: RecipesRouteSamples {
        let string = "Ann"
        let recipeID = RecipeID(7)
        let int = 2
    }

    /// Every screen, reached by its shortest path from a root (#23): a snapshot test of every
    /// screen is this loop. The editor needs its condition, which the path says.
    @Test func everyScreenIsReachedByItsPath() throws {
        let paths = RecipesRouteGraph.pathsToEveryScreen()
        #expect(paths.map(\.screen) == RecipesRouteScreen.allCases)
        for path in paths {
            let (_, state) = app()
            try state.containers.follow(path) { RecipesRouteGraph.sampleRoute(of: $0, samples: Samples()) }
            #expect(state.activeStack.topScreen == path.screen, "\(path)")
        }
        let editor = try #require(paths.first { $0.screen == .accountEditor })
        #expect(editor.root == .profile && editor.steps.map(\.style) == [.sheet] && editor.conditions == [.signedIn])
        let step = try #require(paths.first { $0.screen == .recipeStep })
        #expect(step.root == .favorites)
        #expect(step.steps.map(\.screen) == [.recipeDetail, .recipeCooking, .recipeStep])
    }

    @Test func aPathWhoseConditionDoesNotHoldIsRefusedAndChangesNothing() throws {
        let (_, state) = app(signedIn: false)
        try state.select(rootAt: 1)
        try FavoritesDirections(state).open(recipeID: soup)
        let before = (state.stacks, state.selectedRootIndex)
        let editor = try #require(RecipesRouteGraph.pathsToEveryScreen().first { $0.screen == .accountEditor })
        #expect(throws: Failure.conditionNotMet(condition: .signedIn, screen: .accountEditor)) {
            try state.containers.follow(editor) { RecipesRouteGraph.sampleRoute(of: $0, samples: Samples()) }
        }
        #expect(state.stacks == before.0 && state.selectedRootIndex == before.1)
    }
}
