// The app's answers to the flows snippet's conditions.
@MainActor final class FlowSession {
    var conditions: Set<HikeRouteCondition> = [.signedIn, .unlocked]
    func holds(_ condition: HikeRouteCondition) -> Bool { conditions.contains(condition) }
}
@MainActor let session = FlowSession()
