/// The graph's alert button ids as one enum, `<Route>Button`: what a user names a button by
/// (`try state.alerts.tap(.delete)`), whichever alert is presented.
extension ScreenGraph {
    /// Each distinct button id of the graph's alerts and dialogs that is a name, as its case, in
    /// the order first declared. An id that is no name (`Yes, "really"`), or a name an enum's own
    /// members take, gets no case; two ids of one name (`delete-all`, `deleteAll`) get none
    /// either, as a case could mean only one of them. Empty: no `<Route>Button` is written.
    static func alertButtonIDs(of screens: [Screen]) -> [(name: SwiftIdentifier, id: String)] {
        var ids: [(name: SwiftIdentifier, id: String)] = []
        var idOfName: [String: String] = [:]
        var ambiguous: Set<String> = []
        // By index: a loop over `screens` copies every screen to find the few with buttons.
        for index in screens.indices where screens[index].kind.hasButtons {
            for button in screens[index].buttons {
                guard let name = SwiftIdentifier.lowerCamel(button.id), !Screen.enumMemberNames.contains(name.name)
                else { continue }
                if let id = idOfName[name.name] {
                    if id != button.id { ambiguous.insert(name.name) }
                    continue
                }
                idOfName[name.name] = button.id
                ids.append((name, button.id))
            }
        }
        return ambiguous.isEmpty ? ids : ids.filter { !ambiguous.contains($0.name.name) }
    }

    /// `alertButtonIDs(of:)` of this graph.
    var alertButtonIDs: [(name: SwiftIdentifier, id: String)] { Self.alertButtonIDs(of: screens) }
}
