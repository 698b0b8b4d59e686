import ScreenGenCore
import ScreenGenDiagnostics
import Testing

/// Alert buttons with conditions (#38): `requires:` on a button joins `<Route>Condition`, is
/// generated as `conditions(forButton:of:)`, and is a `button-requires` fact of the dump whose
/// changes are compatible (no saved state or link depends on which buttons are shown).
@Suite struct ButtonConditionTests {
    static let base = """
        graph:
          roots: [vault]
        screens:
          vault:
            view: VaultView
            transitions:
              more: { to: more-options, style: dialog, args: { item: item } }
            params: { item: { type: Int, default: 0 } }
          more-options:
            kind: dialog
            title: "Item {item}"
            params: { item: Int }
            buttons:
              copy-number: { title: Copy number, requires: isCard }
              copy-password: { title: Copy password, requires: [isLogin, canViewPassword] }
              copy-notes: { title: Copy notes, requires: [default] }
              cancel: { title: Cancel, role: cancel }
        """

    static func source(_ yaml: String) throws -> String {
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check([file])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.source(toolVersion: "1.0"))
    }

    static func changes(_ old: String, _ new: String) throws -> [String] {
        let edited = base.replacingOccurrences(of: old, with: new)
        #expect(edited != base)
        return GraphDiff.changes(from: try GraphDiffTests.dump(base), to: try GraphDiffTests.dump(edited)).map {
            ([$0.impact.rawValue, $0.edit.rawValue, $0.fact.kind.rawValue] + $0.fact.key).joined(separator: " ")
        }
    }

    @Test func theGraphSaysWhatEachButtonRequires() throws {
        let source = try Self.source(Self.base)
        #expect(source.contains("case isCard = \"isCard\""))
        #expect(source.contains("case `default` = \"default\""), "a keyword condition is escaped")
        #expect(
            source.contains(
                "static func conditions(forButton id: Swift.String, of screen: RouteScreen) -> [RouteCondition] {"))
        #expect(source.contains("case (.moreOptions, \"copy-number\"): [.isCard]"))
        #expect(source.contains("case (.moreOptions, \"copy-password\"): [.isLogin, .canViewPassword]"))
        #expect(source.contains("case (.moreOptions, \"copy-notes\"): [.`default`]"))
        #expect(!source.contains("\"cancel\"):"), "a button without conditions is the default")
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test func aGraphWithoutButtonConditionsGeneratesNoButtonQuery() throws {
        let plain = Self.base.replacingOccurrences(
            of: #", requires: \[?[A-Za-z, ]+\]?"#, with: "", options: .regularExpression)
        #expect(!plain.contains("requires"))
        let source = try Self.source(plain)
        #expect(!source.contains("forButton"))
        #expect(!source.contains("RouteCondition"))
    }

    @Test func longLinesAreWrapped() throws {
        let long = (1...12).map { "conditionNumber\($0)" }.joined(separator: ", ")
        let source = try Self.source(
            Self.base.replacingOccurrences(of: "requires: isCard", with: "requires: [\(long)]"))
        #expect(source.split(separator: "\n").allSatisfy { $0.count <= 120 })
        #expect(source.contains("case (.moreOptions, \"copy-number\"):\n"))
    }

    @Test func aButtonsConditionsAreAFactOfTheDump() throws {
        let lines = try GraphDiffTests.dump(Self.base).facts.map { fact in
            ([fact.kind.rawValue] + fact.key + (fact.value.isEmpty ? [] : [fact.value])).joined(separator: " ")
        }
        #expect(lines.contains("button-requires more-options copy-number isCard"), "\(lines)")
        #expect(lines.contains("button-requires more-options copy-password isLogin canViewPassword"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("button-requires more-options cancel") })
    }

    @Test func addingRemovingOrChangingThemIsCompatible() throws {
        #expect(
            try Self.changes(", requires: isCard }", " }")
                == ["compatible removed button-requires more-options copy-number"])
        #expect(
            try Self.changes("role: cancel }", "role: cancel, requires: canCancel }")
                == ["compatible added button-requires more-options cancel"])
        #expect(
            try Self.changes("[isLogin, canViewPassword]", "[canViewPassword, isLogin]")
                == ["compatible changed button-requires more-options copy-password"])
    }

    @Test func theDumpTextReadsItBack() throws {
        let dump = try GraphDiffTests.dump(Self.base)
        #expect(try GraphDumpText.parse(GraphDumpText.render(dump)) == dump)
    }
}
