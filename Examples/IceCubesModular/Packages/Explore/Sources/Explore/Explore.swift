// Module Explore (explore.yaml): Explore's pushed lists. A trending tag opens its timeline, a
// screen of Timeline, through this module's generated directions.
import Models
import Env
import ScreenNavigation

/// What Explore's lists do.
@MainActor
public enum ExploreActions {
    /// A row of the trending tags list (tag-row, `accountId: nil` fixed by the move): into Timeline.
    public static func openTag(
        _ tag: String, inList tags: [Tag], in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try ExploreTagsListDirections(state, tags: tags).openTag(tag: tag)
    }

    /// A link card's author in the trending links list (link-card): into Account.
    public static func openCardAuthor(
        _ account: Account, inList cards: [Card], in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try ExploreTrendingLinksDirections(state, cards: cards).openCardAuthor(account: account)
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// Explore/Components/TrendingLinksListView.swift:13.
public struct TrendingLinksListView: View {
    let cards: [Card]
    public init(cards: [Card]) { self.cards = cards }
    public var body: some View { Text("Trending links") }
}

public struct TagsListView: View {
    @Environment(NavigationState<IceCubesRouteGraph>.self) private var state
    let tags: [Tag]
    public init(tags: [Tag]) { self.tags = tags }
    public var body: some View {
        Button("#swift", role: nil) { try? ExploreActions.openTag("swift", inList: tags, in: state) }
    }
}
#endif
