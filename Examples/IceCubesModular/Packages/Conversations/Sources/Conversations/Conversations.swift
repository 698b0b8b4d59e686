// Module Conversations (messages.yaml): direct messages. A message's author opens their page
// (Account) and Reply opens the editor (StatusKit), through this module's generated directions.
import Models
import Env
import ScreenNavigation

/// What a conversation does.
@MainActor
public enum ConversationsActions {
    /// A message's author (ConversationMessageView.swift:33): into Account.
    public static func openAuthor(
        _ account: Account, in conversation: Conversation, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try MessagesDetailDirections(state, conversation: conversation).openAuthor(account: account)
    }

    /// Reply to a message (ConversationInputView.swift:52): the editor's sheet, in StatusKit.
    public static func reply(
        to status: Status, in conversation: Conversation, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try MessagesDetailDirections(state, conversation: conversation).reply(status: status)
    }
}

#if canImport(SwiftUI)
import SwiftUI

public struct ConversationsListView: View {
    public init() {}
    public var body: some View { Text("Direct messages") }
}

public struct ConversationDetailView: View {
    @Environment(NavigationState<IceCubesRouteGraph>.self) private var state
    let conversation: Conversation
    public init(conversation: Conversation) { self.conversation = conversation }
    public var body: some View {
        if let author = conversation.accounts.first {
            Button("\(author)", role: nil) { try? ConversationsActions.openAuthor(author, in: conversation, in: state) }
        } else {
            Text("Conversation")
        }
    }
}
#endif
