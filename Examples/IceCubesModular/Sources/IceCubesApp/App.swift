// The app target (IceCubesApp/App in the real app): it composes the packages. Its part of the
// graph is the route-to-view switch over every module's views (AppRegistry.swift's job) and the
// moves of the screens of the graph's own folder: the 16 tab roots and the account switcher
// (app.yaml) and Settings (settings.yaml), whose views are this target's, as in the app.
import Env
import Models
import ScreenNavigation

/// The app's navigation state: `roots` are the tabs it shows now (`IceCubesTabs`), and
/// `signedIn` answers for the screens that `requires: [signedIn]`.
@MainActor
public func makeIceCubesState(
    roots: [IceCubesRoute], signedIn: @escaping @MainActor () -> Bool = { true }
) throws(IceCubesRouteGraph.Failure) -> NavigationState<IceCubesRouteGraph> {
    try NavigationState<IceCubesRouteGraph>(roots: roots) { condition in
        switch condition {
        case .signedIn: signedIn()
        }
    }
}

// MARK: - Tab sets (IceCubesApp/App/Tabs/Tabs.swift)

/// The tabs the app shows, chosen at run time out of the graph's 16 roots; passed to
/// `makeIceCubesState(roots:)` at start and to `setRoots(_:)` when they change.
public enum IceCubesTabs {
    /// `Tab.loggedOutTab()`: signed out, the timeline and settings.
    public static let signedOut: [IceCubesRoute] = [.timelineTab, .settingsTab]

    /// `iOSTabs.Storage`'s defaults (timeline, notifications, explore, messages, profile), which
    /// the user may change; the profile tab shows `account`, the signed-in one.
    public static func iPhoneDefault(account: Account) -> [IceCubesRoute] {
        [.timelineTab, .notificationsTab, .exploreTab, .messagesTab, .profileTab(account: account)]
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// The app's window: a tab per root the state shows, each drawn by the generated view.
struct IceCubesTabView: View {
    let state: NavigationState<IceCubesRouteGraph>

    var body: some View { NavigationTabs(state) }
}
#endif
