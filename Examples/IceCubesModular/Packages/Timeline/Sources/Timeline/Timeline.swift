// Module Timeline (timeline.yaml): the pushed timelines and the timeline tab's sheets. Its
// views move through this module's generated directions into account pages (Account, which
// moves back into the hashtag timelines) and hand the saved tag group back to the tab.
import Models
import Env
import ScreenNavigation

/// What a pushed timeline and the tag-group editor do.
@MainActor
public enum TimelineActions {
    /// A post's author in a hashtag timeline (status-header): into Account.
    public static func openAccount(
        _ account: Account, fromHashtag tag: String, accountId: String?, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try TimelineHashtagDirections(state, tag: tag, accountId: accountId).openAccount(account: account)
    }

    /// The tag-group editor saves: the group goes back to whoever awaits it (`returns: TagGroup`).
    public static func save(
        _ edited: TagGroup, editing group: TagGroup, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try TimelineEditTagGroupDirections(state, tagGroup: group).finish(with: edited)
    }

    /// The content filter's "Edit filters": its sheet is replaced by the filters list, in Account.
    public static func editFilters(in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try TimelineContentFilterDirections(state).editFilters()
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// Timeline/View/TimelineView.swift:38-48.
public struct TimelineView: View {
    let timeline: Binding<TimelineFilter>
    let pinnedFilters: Binding<[TimelineFilter]>
    let selectedTagGroup: Binding<TagGroup?>
    let canFilterTimeline: Bool

    public init(
        timeline: Binding<TimelineFilter>,
        pinnedFilters: Binding<[TimelineFilter]>,
        selectedTagGroup: Binding<TagGroup?>,
        canFilterTimeline: Bool
    ) {
        self.timeline = timeline
        self.pinnedFilters = pinnedFilters
        self.selectedTagGroup = selectedTagGroup
        self.canFilterTimeline = canFilterTimeline
    }

    public var body: some View { Text("Timeline") }
}

public struct TimelineContentFilterView: View {
    @Environment(NavigationState<IceCubesRouteGraph>.self) private var state
    public init() {}
    public var body: some View {
        Button("Edit filters", role: nil) { try? TimelineActions.editFilters(in: state) }
    }
}

public struct AddRemoteTimelineView: View {
    public init() {}
    public var body: some View { Text("Add a remote timeline") }
}

/// Tabs/TagGroup/EditTagGroupView.swift:81 (`tagGroup` defaults to `.emptyGroup()` there).
public struct EditTagGroupView: View {
    let tagGroup: TagGroup
    let onSaved: ((TagGroup) -> Void)?
    public init(tagGroup: TagGroup = TagGroup(title: "", tags: []), onSaved: ((TagGroup) -> Void)? = nil) {
        self.tagGroup = tagGroup
        self.onSaved = onSaved
    }
    public var body: some View { Text(tagGroup.title) }
}
#endif
