// Module Notifications (notifications.yaml): the notifications of one account, the filtered
// requests, the policy and push settings. A notification's account opens its page, a screen of
// Account, through this module's generated directions.
import Models
import Env
import ScreenNavigation

/// What the notification lists do.
@MainActor
public enum NotificationsActions {
    /// A filtered request: that account's notifications, a screen of this module.
    public static func openRequest(from accountId: String, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try NotificationsRequestsDirections(state).openRequest(lockedAccountId: accountId)
    }

    /// The notifying account in an account's notifications (notification-row): into Account.
    public static func openNotifyingAccount(
        _ account: Account, inNotificationsOf accountId: String, in state: NavigationState<IceCubesRouteGraph>
    ) throws(IceCubesRouteGraph.Failure) {
        try NotificationsForAccountDirections(state, lockedAccountId: accountId).openNotificationAccount(account: account)
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// Notifications/List/NotificationsListView.swift:28-31.
public struct NotificationsListView: View {
    let lockedType: Models.Notification.NotificationType?
    let lockedAccountId: String?

    public init(lockedType: Models.Notification.NotificationType? = nil, lockedAccountId: String? = nil) {
        self.lockedType = lockedType
        self.lockedAccountId = lockedAccountId
    }

    public var body: some View { Text("Notifications") }
}

public struct NotificationsRequestsListView: View {
    public init() {}
    public var body: some View { Text("Filtered notifications") }
}

public struct NotificationsPolicyView: View {
    public init() {}
    public var body: some View { Text("Notification filters") }
}

extension Adapter {
    /// PushNotificationsView(subscription:), the subscription looked up in
    /// PushNotificationsService.shared for the signed-in account (AppRegistry.swift:207-215).
    public struct PushNotificationsSheet: View {
        public init() {}
        public var body: some View { Text("Push notifications") }
    }
}
#endif
