// Module StatusKit, posts (status.yaml): the post pages and the status row's sheets and alerts.
// Its views move through this module's generated directions, into the account pages, the
// hashtag timelines and the media viewer (modules it does not import: their routes are Env's),
// and Account moves back into its posts.
import Foundation
import Models
import Env
import ScreenNavigation

/// What a post's page and its status row do: each is one call of a generated move of this
/// module. The views call these, and so do the tests, where there is no SwiftUI.
@MainActor
public enum StatusActions {
    /// The author's avatar (status-header): into Account.
    public static func openAuthor(
        _ account: Account, of status: Status, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try StatusDetailWithStatusDirections(state, status: status).openAccount(account: account)
    }

    /// A hashtag in the post (status-core, `accountId: nil` fixed by the move): into Timeline.
    public static func openHashtag(
        _ tag: String, from status: Status, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try StatusDetailWithStatusDirections(state, status: status).openHashtag(tag: tag)
    }

    /// Reply (status-core): the editor's sheet, a screen of this module's other file.
    public static func reply(to status: Status, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try StatusDetailWithStatusDirections(state, status: status).reply(status: status)
    }

    /// Block the author: a confirmation dialog of this module.
    public static func confirmBlock(of status: Status, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try StatusDetailWithStatusDirections(state, status: status).confirmBlock()
    }

    /// Delete: an alert of this module, whose Delete button reports to the app.
    public static func confirmDelete(of status: Status, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try StatusDetailWithStatusDirections(state, status: status).confirmDelete()
    }

    /// DeepL could not translate: an alert whose button opens Settings, a screen of the app part.
    public static func translationFailed(for status: Status, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try StatusDetailWithStatusDirections(state, status: status).deeplError()
    }

    /// An image of the post (status-core): the media viewer, in MediaUI.
    public static func openMedia(
        _ attachment: MediaAttachment, of attachments: [MediaAttachment], from status: Status,
        in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try StatusDetailWithStatusDirections(state, status: status).openMedia(selectedAttachment: attachment, attachments: attachments)
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// StatusKit/Detail/StatusDetailView.swift:26-36.
public struct StatusDetailView: View {
    @Environment(NavigationState<IceCubesRouteGraph>.self) private var state
    let status: Status?
    let title: String

    public init(statusId: String) {
        status = nil
        title = statusId
    }

    public init(status: Status) {
        self.status = status
        title = status.id
    }

    public init(remoteStatusURL: URL) {
        status = nil
        title = remoteStatusURL.absoluteString
    }

    public var body: some View {
        if let status {
            Button("Reply", role: nil) { try? StatusActions.reply(to: status, in: state) }
        } else {
            Text(title)
        }
    }
}

public struct StatusEditHistoryView: View {
    let statusId: String
    public init(statusId: String) { self.statusId = statusId }
    public var body: some View { Text("Edit history") }
}

public struct ReportView: View {
    let status: Status
    public init(status: Status) { self.status = status }
    public var body: some View { Text("Report") }
}

public struct StatusRowSelectableTextView: View {
    let content: AttributedString
    public init(content: AttributedString) { self.content = content }
    public var body: some View { Text("Select text") }
}

public struct ActivityView: View {
    let image: UIImage
    let status: Status
    public init(image: UIImage, status: Status) {
        self.image = image
        self.status = status
    }
    public var body: some View { Text("Share") }
}

extension Adapter {
    /// StatusRowShareAsImageView(viewModel:, renderer:): the row's view model and an ImageRenderer
    /// (StatusRowActionsView.swift:149, 280-289).
    public struct ShareAsImage: View {
        let status: Status
        public init(status: Status) { self.status = status }
        public var body: some View { Text("Share as image") }
    }
}
#endif
