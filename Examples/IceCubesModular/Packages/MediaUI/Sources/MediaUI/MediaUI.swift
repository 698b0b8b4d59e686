// Module MediaUI (media.yaml): the media viewer, which posts, account pages and conversations
// present, and its description alert.
import Models
import Env
import ScreenNavigation

/// What the media viewer does.
@MainActor
public enum MediaActions {
    /// The attachment's description: an alert of this module.
    public static func showDescription(
        _ alt: String, of attachment: MediaAttachment, among attachments: [MediaAttachment],
        in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try MediaViewerDirections(state, selectedAttachment: attachment, attachments: attachments).altText(alt: alt)
    }
}

#if canImport(SwiftUI)
import SwiftUI

public struct MediaUIView: View {
    let selectedAttachment: MediaAttachment
    let attachments: [MediaAttachment]
    public init(selectedAttachment: MediaAttachment, attachments: [MediaAttachment]) {
        self.selectedAttachment = selectedAttachment
        self.attachments = attachments
    }
    public var body: some View { Text("Media") }
}
#endif
