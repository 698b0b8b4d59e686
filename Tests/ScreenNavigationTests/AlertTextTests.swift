@_spi(Generated) import ScreenNavigation
import Testing

/// `Navigation.AlertContent(_:actions:)`: a feature's alert words joined with its buttons' actions in the
/// graph-wide file.
@Suite("Alert text")
struct AlertTextTests {
    private let text = AlertText(
        title: "Delete lion?", message: "It cannot be undone.",
        buttons: [
            AlertText.Button(id: "delete", title: "Delete", role: .destructive),
            AlertText.Button(id: "cancel", title: "Cancel", role: .cancel),
        ],
        presentation: .confirmationDialog)

    @Test func wordsAndOrderAreKept() {
        let content = Navigation.AlertContent<String>(text)
        #expect(content.title == "Delete lion?")
        #expect(content.message == "It cannot be undone.")
        #expect(content.presentation == .confirmationDialog)
        #expect(content.buttons.map(\.id) == ["delete", "cancel"])
        #expect(content.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(content.buttons.map(\.role) == [.destructive, .cancel])
    }

    @Test func buttonsWithoutAnActionReport() {
        let content = Navigation.AlertContent<String>(text, actions: ["delete": .navigate(to: "list", style: .replace)])
        #expect(content.button(id: "delete")?.action == .navigate(to: "list", style: .replace))
        #expect(content.button(id: "cancel")?.action == .report)
    }

    @Test func sameAsContentBuiltDirectly() {
        let direct = Navigation.AlertContent<String>(
            title: "Delete lion?", message: "It cannot be undone.",
            buttons: [
                Navigation.AlertButton(
                    id: "delete", title: "Delete", role: .destructive, action: .navigate(to: "list", style: .replace)),
                Navigation.AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
            ],
            presentation: .confirmationDialog)
        #expect(Navigation.AlertContent(text, actions: ["delete": .navigate(to: "list", style: .replace)]) == direct)
    }
}
