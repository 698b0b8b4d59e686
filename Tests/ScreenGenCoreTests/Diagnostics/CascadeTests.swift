import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// One mistake, one diagnostic, checked on inline graphs: a declaration that had an error is
/// reported where it is, and nothing downstream draws conclusions from what it lost. (The
/// `cascade-*` fixtures under `Tests/Fixtures/Invalid/` check the same for whole graphs.)
@Suite struct CascadeTests {
    static func compile(_ yaml: String) -> CheckedGraph {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        return ScreenGraphCompiler.check([file])
    }

    /// `rule@line:column` of every diagnostic.
    static func findings(_ yaml: String) -> [String] {
        compile(yaml).diagnostics.map { "\($0.rule.name)@\($0.location.line):\($0.location.column)" }
    }

    static func rootTimer(params: String) -> String {
        """
        graph:
          root: timer
        screens:
          timer:
            view: TimerView
            title: Timer
            params:
        \(params)
        """
    }

    /// `default:` with nothing after it is null: an invalid default for a type that is not
    /// optional, and only that, not also a required param of a root.
    @Test func emptyDefaultInFlowMappingIsOnlyAnInvalidDefault() {
        let result = Self.compile(Self.rootTimer(params: "      minutes: { type: Int, default: }"))
        #expect(result.diagnostics.map(\.rule) == [.invalidDefault])
        #expect(
            result.diagnostics.first?.message
                == "invalid default for param 'minutes': 'null' is only a default for optional types, and 'Int' is not optional"
        )
    }

    @Test func emptyDefaultInBlockMappingIsOnlyAnInvalidDefault() {
        let params = """
                  minutes:
                    type: Int
                    default:
            """
        #expect(Self.findings(Self.rootTimer(params: params)) == ["invalid-default@10:17"])
    }

    @Test func emptyDefaultOfAStringIsOnlyAnInvalidDefault() {
        #expect(
            Self.findings(Self.rootTimer(params: "      label: { type: String, default: }")) == ["invalid-default@8:39"]
        )
    }

    /// For an optional, null is the default it has anyway: nothing to report.
    @Test func emptyDefaultOfAnOptionalIsValid() {
        #expect(Self.findings(Self.rootTimer(params: "      minutes: { type: \"Int?\", default: }")) == [])
    }

    /// A type outside the grammar is the mistake; its default cannot be judged against it.
    @Test func emptyDefaultOfAnInvalidTypeIsNotJudged() {
        #expect(
            Self.findings(Self.rootTimer(params: "      minutes: { type: \"Int!\", default: }")) == [
                "invalid-type@8:24"
            ])
    }

    /// The same param without the mistake is still a required param of a root.
    @Test func aRequiredParamOfARootIsStillReported() {
        #expect(Self.findings(Self.rootTimer(params: "      minutes: Int")) == ["missing-argument@2:9"])
    }

    /// A misplaced key is reported and then ignored: an alert's `transitions` are no moves.
    @Test func transitionsOfAnAlertAreNotMoves() {
        let result = Self.compile(
            """
            graph:
              root: home
            screens:
              home:
                view: HomeView
                transitions:
                  ask: { to: confirm, style: alert }
              confirm:
                kind: alert
                title: Sure?
                transitions:
                  again: { to: confirm, style: alert }
            """)
        #expect(result.diagnostics.map(\.rule) == [.invalidValue])
        #expect(result.transitionCount == 1)
    }
}
