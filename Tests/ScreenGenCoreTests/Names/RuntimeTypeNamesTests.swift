import Foundation
import Testing

@testable import ScreenGenCore

/// The runtime's public type names that a graph split into modules may not use unqualified:
/// the list the resolver holds must be the runtime's, so a type added to ScreenNavigation is
/// added there too (or this fails).
struct RuntimeTypeNamesTests {
    @Test func theListIsTheRuntimesPublicTopLevelTypes() throws {
        let directory = RepositoryFiles.root.appendingPathComponent("Sources/ScreenNavigation")
        let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
        let declaration = try NSRegularExpression(
            pattern:
                "^(?:@[A-Za-z_]+(?:\\([A-Za-z]+\\))? )*public (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)",
            options: .anchorsMatchLines)
        var names: Set<String> = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        #expect(names.count > 20, "the scan found the runtime's declarations")
        #expect(names.sorted() == GraphResolver.currentRuntimeTypeNames.sorted())
        #expect(GraphResolver.formerRuntimeTypeNames.isDisjoint(with: names), "a former name is not a current one")
        #expect(GraphResolver.runtimeTypeNames.isSuperset(of: names))
    }
}
