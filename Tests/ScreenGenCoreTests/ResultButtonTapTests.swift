import ScreenGenCore
import Testing

/// A button whose move enters a screen with `returns:` gets a typed tap that waits for the
/// result (#38): `<Alert>Button.tap<Button>(state, onResult:)` and `tap<Button>ForResult(state)`.
struct ResultButtonTapTests {
    private func source(_ buttons: String) throws -> String {
        let yaml = """
            graph:
              root: login
            screens:
              login:
                view: LoginView
                transitions:
                  region: { to: region-picker, style: dialog }
                  open: { to: self-hosted, style: sheet }
              region-picker:
                kind: dialog
                title: Region
                buttons:
            \(buttons)
                  cancel: { title: Cancel, role: cancel }
              self-hosted:
                view: SelfHostedView
                returns: "URL?"
                transitions:
                  help: about
              about:
                view: AboutView

            """
        let files = [SourceFile(path: "app.yaml", displayPath: "screens/app.yaml", contents: Array(yaml.utf8))]
        let result = ScreenGraphCompiler.check(files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.source(toolVersion: "1.0"))
    }

    @Test func aButtonIntoAResultScreenGetsTypedTaps() throws {
        let source = try source("      self-hosted: { title: Self-hosted, to: self-hosted, style: sheet }")
        #expect(source.contains("extension RegionPickerButton {"))
        #expect(source.contains("static func tapSelfHosted("))
        #expect(source.contains("onResult: @escaping @MainActor (URL??) -> Swift.Void"))
        #expect(source.contains(#"try state.alerts.tap("self-hosted", onResult: { onResult($0 as? URL?) })"#))
        #expect(source.contains("static func tapSelfHostedForResult("))
        #expect(source.contains(#"try await state.alerts.tapForResult("self-hosted", as: URL?.self)"#))
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    /// Only a button that ends in the result screen: one that goes on (`then:`) or enters a screen
    /// without `returns:` waits for nothing typed.
    @Test func otherButtonsGetNone() throws {
        let onward = try source(
            "      self-hosted: { title: Self-hosted, to: self-hosted, style: sheet, then: [about] }")
        #expect(!onward.contains("extension RegionPickerButton"))
        let plain = try source("      about: { title: About, to: about, style: sheet }")
        #expect(!plain.contains("extension RegionPickerButton"))
    }
}
