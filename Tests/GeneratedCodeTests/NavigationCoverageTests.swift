import Foundation
import ScreenGenCore
import ScreenGenDiagnostics
@_spi(Generated) import ScreenNavigation
import Testing

@testable import Recipes

/// Navigation coverage end to end on a real generated graph (Examples/Recipes): two known
/// journeys recorded by a `NavigationRecorder`, written as JSON, read by `screengen coverage`'s
/// core, give exact counts, merged and apart. The two records are the CLI's golden fixtures
/// (Tests/Fixtures/Coverage/records): after a deliberate change to the journeys or the graph,
/// `SCREENGEN_UPDATE_GOLDEN=1 swift test --filter NavigationCoverageTests`, then the CLI's
/// `CoverageCommandTests` the same way.
@MainActor
struct NavigationCoverageTests {
    let pancakes = RecipeID(1)
    let soup = RecipeID(2)

    func recordedApp() -> (NavigationState<RecipesRouteGraph>, NavigationRecorder<RecipesRouteGraph>) {
        let cookbook = Cookbook(recipes: [pancakes: "Pancakes", soup: "Soup"], userName: "Ann")
        let state = makeRecipesState(cookbook: cookbook)
        let recorder = NavigationRecorder<RecipesRouteGraph>()
        state.events.recorder = recorder
        return (state, recorder)
    }

    /// Browse a category, delete a recipe there, search, share, open a recipe's link.
    func browsing() throws -> Navigation.Record {
        let (state, recorder) = recordedApp()
        try BrowseDirections(state).open(name: "Breakfast")
        try CategoryDirections(state, name: "Breakfast").open(recipeID: pancakes)
        try RecipeDetailDirections(state, recipeID: pancakes).delete()
        try state.alerts.tap(.delete)
        state.containers.popToRoot()
        try BrowseDirections(state).search()
        try SearchDirections(state).open(recipeID: soup)
        try RecipeDetailDirections(state, recipeID: soup).share()
        try state.links.open(link: "recipes://recipe/42")
        return recorder.record
    }

    /// Cook from the favorites (start, next step, back to the start), share, then cancel signing out.
    func cooking() throws -> Navigation.Record {
        let (state, recorder) = recordedApp()
        try state.select(rootAt: 1)
        try FavoritesDirections(state).open(recipeID: soup)
        try RecipeDetailDirections(state, recipeID: soup).cook()
        try RecipeCookingDirections(state, recipeID: soup).start()
        try RecipeStepDirections(state, recipeID: soup, number: 1).next(number: 2)
        try RecipeStepDirections(state, recipeID: soup, number: 2).restart()
        state.dismiss()
        try RecipeDetailDirections(state, recipeID: soup).share()
        try state.select(rootAt: 2)
        try ProfileDirections(state).signOut()
        try state.alerts.tap(.cancel)
        return recorder.record
    }

    func report(_ records: Navigation.Record...) throws -> CoverageReport {
        let graph = try CoverageFixtures.resolvedGraph(at: "Examples/Recipes/screens")
        let read = try records.enumerated().map { index, record in
            try CoverageRecord.read([UInt8](record.jsonData()), file: "record\(index).json").get()
        }
        return NavigationCoverage.report(of: graph, records: read)
    }

    @Test func aJourneyRecordsExactlyTheMovesItMade() throws {
        let record = try browsing()
        typealias Move = Navigation.Record.Transition
        #expect(
            record.transitions == [
                Move(from: "browse", to: "category", style: "push", count: 1),
                Move(from: "browse", to: "search", style: "sheet", count: 1),
                Move(from: "category", to: "recipe.detail", style: "push", count: 1),
                Move(from: "recipe.detail", to: "recipe.confirm-delete", style: "alert", count: 1),
                Move(from: "recipe.detail", to: "recipe.share", style: "sheet", count: 1),
                Move(from: "search", to: "recipe.detail", style: "push", count: 1),
            ])
        #expect(
            record.alertButtons == [
                Navigation.Record.Button(alert: "recipe.confirm-delete", button: "delete", count: 1)
            ]
        )
        #expect(
            record.deepLinks == [
                Navigation.Record.DeepLink(pattern: "//recipe/{recipeID:c}", screen: "recipe.detail", count: 1)
            ])
        #expect(
            record.screens == [
                "browse": 1, "favorites": 1, "profile": 1, "category": 1, "recipe.detail": 3,
                "recipe.confirm-delete": 1, "search": 1,
                "recipe.share": 1,
            ])
    }

    @Test func oneRecordGivesExactCounts() throws {
        let report = try report(browsing())
        #expect(report.tallies.transitions == .init(covered: 6, total: 15))
        #expect(report.tallies.alertButtons == .init(covered: 1, total: 4))
        #expect(report.tallies.deepLinks == .init(covered: 1, total: 2))
        #expect(report.tallies.screens == .init(covered: 8, total: 12))
        #expect(report.records == [.init(file: "record0.json", isCounted: true)])
    }

    @Test func twoRecordsAddUp() throws {
        let (first, second) = (try browsing(), try cooking())
        let report = try report(first, second)
        #expect(
            report.tallies.summary
                == "transitions 12/15 (80.0 %), alert buttons 2/4 (50.0 %), deep links 1/2 (50.0 %), screens 11/12 (91.7 %), results 0/1 (0.0 %)"
        )
        #expect(report.groups.map(\.name) == ["(top level)", "account", "recipe"])
        #expect(
            report.groups.map(\.tallies.transitions) == [
                .init(covered: 6, total: 9), .init(), .init(covered: 6, total: 6),
            ])
        // What was never done, each at its declaration.
        let uncovered = report.diagnostics.map { "\($0.rule.name) \($0.location.file):\($0.location.line)" }
        #expect(
            uncovered == [
                "unshown-screen Examples/Recipes/screens/account.yaml:4",
                "uncovered-transition Examples/Recipes/screens/app.yaml:17",
                "uncovered-result Examples/Recipes/screens/app.yaml:54",
                "uncovered-transition Examples/Recipes/screens/app.yaml:54",
                "uncovered-alert-button Examples/Recipes/screens/app.yaml:62",
                "uncovered-deep-link Examples/Recipes/screens/app.yaml:71",
                "uncovered-alert-button Examples/Recipes/screens/recipe.yaml:49",
            ])
        let set = try #require(report.diagnostics.first { $0.rule == CoverageRules.uncoveredTransition })
        #expect(
            set.message
                == "transition 'search' of set 'toolbar' (to 'search', sheet) was never taken from 'category' and 'favorites' (2 of the 3 screens that include it)"
        )
        #expect(set.notes.map(\.location.line) == [32, 39])
        // Merged by the runtime first, the counts are the same.
        let merged = try self.report(first.merged(with: second))
        #expect(merged.tallies == report.tallies)
        #expect(merged.diagnostics == report.diagnostics)
    }

    @Test func aRecordOfAnotherVersionIsLeftOutAndSaysSo() throws {
        var stale = try browsing()
        stale.graph.digest = "fnv1a64:0123456789abcdef"
        let report = try report(cooking(), stale)
        #expect(report.records.map(\.isCounted) == [true, false])
        #expect(report.tallies.deepLinks.covered == 0, "the stale record's link is not counted")
        let mismatch = try #require(report.diagnostics.first { $0.rule == CoverageRules.recordMismatch })
        #expect(mismatch.location.file == "record1.json")
        #expect(
            mismatch.message.hasPrefix(
                "this is a record of another version of this graph (digest fnv1a64:0123456789abcdef; the graph's is fnv1a64:"
            ))
    }

    @Test func aRecordNamingWhatTheGraphDoesNotHaveIsLeftOut() throws {
        var odd = try browsing()
        odd.alertButtons.append(Navigation.Record.Button(alert: "recipe.confirm-delete", button: "undo", count: 1))
        let report = try report(odd)
        #expect(report.records.map(\.isCounted) == [false])
        let mismatch = try #require(report.diagnostics.first { $0.rule == CoverageRules.recordMismatch })
        #expect(
            mismatch.message
                == "this record names 1 thing the graph does not have, first button 'undo' of 'recipe.confirm-delete', though its digest is the graph's: left out of the counts"
        )
        #expect(mismatch.location.file == "record0.json")
    }

    /// The CLI's golden fixtures are these journeys' records.
    @Test func theFixtureRecordsAreTheseJourneys() throws {
        for (name, record) in [("browsing.json", try browsing()), ("cooking.json", try cooking())] {
            let url = CoverageFixtures.records.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["SCREENGEN_UPDATE_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: CoverageFixtures.records, withIntermediateDirectories: true)
                try record.jsonData().write(to: url)
                continue
            }
            #expect(
                try Navigation.Record(json: Data(contentsOf: url)) == record,
                "\(name) differs: rerun with SCREENGEN_UPDATE_GOLDEN=1")
        }
    }
}
