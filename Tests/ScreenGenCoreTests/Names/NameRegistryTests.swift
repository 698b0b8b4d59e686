import ScreenGenDiagnostics
import Testing

@testable import ScreenGenCore

/// A registry reports a name claimed twice the same way whether the names sit in its short list
/// or in its table, and whether an entry is stored or derived from a number (a screen's
/// directions type, made from the screen only when needed).
struct NameRegistryTests {
    private static func location(_ line: Int) -> ScreenGenDiagnostics.SourceLocation {
        ScreenGenDiagnostics.SourceLocation(file: "app.yaml", line: line, column: 3)
    }

    /// Screen `n`'s directions, as `checkTypeNames` derives them.
    private static let screenDirections: @Sendable (Int) -> NameRegistry.Entry = { number in
        NameRegistry.Entry(
            yamlName: "s\(number)", kind: GraphResolver.directionsKind, name: "s\(number)",
            location: location(100 + number))
    }

    private static func registry(storedNames: Int) -> (NameRegistry, [Diagnostic]) {
        var registry = NameRegistry(space: "type name", expectedCount: 64, derivedEntry: screenDirections)
        var diagnostics: [Diagnostic] = []
        for index in 0..<storedNames {
            #expect(
                registry.claim(
                    "Feature\(index)Route", yamlName: "f\(index)", kind: "the route enum of feature", name: "f\(index)",
                    at: location(index + 1), diagnostics: &diagnostics))
        }
        return (registry, diagnostics)
    }

    @Test(arguments: [2, 20])
    func aDerivedNameThatClashesIsReportedWithTheStoredOnesDeclaration(storedNames: Int) {
        var (registry, diagnostics) = Self.registry(storedNames: storedNames)
        #expect(registry.claim("S7Directions", derived: 7, diagnostics: &diagnostics))
        #expect(!registry.claim("Feature1Route", derived: 3, diagnostics: &diagnostics))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == .nameCollision)
        #expect(
            diagnostics.first?.message
                == "the directions of screen 's3' and the route enum of feature 'f1' both become the type name "
                + "'Feature1Route'")
        #expect(diagnostics.first?.location == Self.location(103))
        #expect(diagnostics.first?.notes.first?.location == Self.location(2))
    }

    @Test(arguments: [2, 20])
    func aStoredNameThatClashesWithADerivedOneIsReportedAtTheStoredOne(storedNames: Int) {
        var (registry, diagnostics) = Self.registry(storedNames: storedNames)
        #expect(registry.claim("S7Directions", derived: 7, diagnostics: &diagnostics))
        #expect(
            !registry.claim(
                "S7Directions", yamlName: "x", kind: "the buttons of alert", name: "x", at: Self.location(50),
                diagnostics: &diagnostics))
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message
                == "the buttons of alert 'x' and the directions of screen 's7' both become the type name "
                + "'S7Directions'")
        #expect(diagnostics.first?.location == Self.location(50))
        #expect(diagnostics.first?.notes.first?.message == "the directions of screen 's7' is defined here")
        #expect(diagnostics.first?.notes.first?.location == Self.location(107))
    }

    @Test(arguments: [2, 20])
    func aDerivedNameIsLookedUpAsTheEntryItStandsFor(storedNames: Int) {
        var (registry, diagnostics) = Self.registry(storedNames: storedNames)
        for number in 0..<30 {
            #expect(registry.claim("S\(number)Directions", derived: number, diagnostics: &diagnostics))
        }
        #expect(diagnostics.isEmpty)
        let entry = registry.declaration(of: "S12Directions")
        #expect(entry?.description == "the directions of screen 's12'")
        #expect(entry?.location == Self.location(112))
        #expect(registry.declaration(of: "Feature1Route")?.description == "the route enum of feature 'f1'")
        #expect(registry.declaration(of: "S99Directions") == nil)
    }

    @Test func aModuleReservedInTheTableIsReportedWithoutANote() {
        var (registry, diagnostics) = Self.registry(storedNames: 20)
        registry.reserve("Feature3Route", kind: "the module")
        #expect(!registry.claim("Feature3Route", derived: 4, diagnostics: &diagnostics))
        #expect(diagnostics.first?.notes.isEmpty == true)
        #expect(
            diagnostics.first?.message.hasPrefix("the directions of screen 's4' has the name of the module") == true)
    }
}
