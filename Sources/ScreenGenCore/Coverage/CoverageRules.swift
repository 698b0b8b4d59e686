import ScreenGenDiagnostics

/// The findings of `screengen coverage`. They are not lint rules (no `rules:` setting, no
/// `explain` page): what no test exercised is a note, a record left out an error.
public enum CoverageRules {
    public static let uncoveredTransition = Rule("uncovered-transition", .note)
    public static let uncoveredAlertButton = Rule("uncovered-alert-button", .note)
    public static let uncoveredDeepLink = Rule("uncovered-deep-link", .note)
    public static let unshownScreen = Rule("unshown-screen", .note)
    public static let uncoveredFlowMove = Rule("uncovered-flow-move", .note)
    public static let uncoveredResult = Rule("uncovered-result", .note)
    public static let uncoveredConditionalButton = Rule("uncovered-conditional-button", .note)
    public static let recordMismatch = Rule("record-mismatch", .error)

    public static let all = [
        recordMismatch, uncoveredAlertButton, uncoveredConditionalButton, uncoveredDeepLink, uncoveredFlowMove,
        uncoveredResult, uncoveredTransition, unshownScreen,
    ]

    /// A line about the rule, for SARIF's `shortDescription`.
    public static func summary(of rule: Rule) -> String? {
        switch rule.name {
        case uncoveredTransition.name:
            "A declared transition that no recorded test run took (per screen it is a move of)."
        case uncoveredAlertButton.name: "A button of an alert or dialog that no recorded test run tapped."
        case uncoveredDeepLink.name: "A deep link that no recorded test run opened."
        case unshownScreen.name: "A screen that no recorded test run entered."
        case uncoveredFlowMove.name: "A flow move (graph.flows) that no recorded test run made."
        case uncoveredResult.name:
            "A move into a screen with returns: whose waiter no recorded finish answered, or a finishes: never used."
        case uncoveredConditionalButton.name:
            "A button with requires: that no recorded test run tapped while its condition held."
        case recordMismatch.name:
            "A navigation record of another graph, or of another version of this one: left out of the counts."
        default: nil
        }
    }
}
