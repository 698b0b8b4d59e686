// Module Lists (lists.yaml): creating and editing lists, and adding an account to them.
import Models
import Env
import ScreenNavigation

/// What the lists' sheets do.
@MainActor
public enum ListsActions {
    /// "New list" over the add-to-lists sheet: a sheet on a sheet, inside this module.
    public static func createList(addingAccount account: Account, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try ListsAddAccountDirections(state, account: account).createList()
    }
}

#if canImport(SwiftUI)
import SwiftUI

public struct ListCreateView: View {
    public init() {}
    public var body: some View { Text("New list") }
}

public struct ListEditView: View {
    let list: Models.List
    public init(list: Models.List) { self.list = list }
    public var body: some View { Text(list.title) }
}

public struct ListAddAccountView: View {
    @Environment(NavigationState<IceCubesRouteGraph>.self) private var state
    let account: Account
    public init(account: Account) { self.account = account }
    public var body: some View {
        Button("New list", role: nil) { try? ListsActions.createList(addingAccount: account, in: state) }
    }
}
#endif
