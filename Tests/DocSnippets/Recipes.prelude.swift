import ScreenNavigation

@MainActor let state = NavigationState<RecipesRouteGraph>()
@MainActor let cookbook = Cookbook(recipes: [RecipeID(1): "Pancakes"])
let pancakes = RecipeID(1)
