import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// Opaque URIs (#37): a link written `matrix:roomid/{room:s}` (annotated with `matrix:` as its
/// host part) answers that scheme's URLs without `//`, and prints them so.
@Suite("DeepLink opaque URIs")
struct DeepLinkOpaqueTests {
    private func table(_ patterns: [String], hosts: [String] = ["matrix.to"]) -> DeepLinkTable {
        DeepLinkTable(
            schemes: ["https", "matrix"], hosts: hosts, patterns: patterns,
            stacks: patterns.indices.map { "0|link\($0)" })
    }

    private func match(_ table: DeepLinkTable, _ text: String) throws -> String {
        let (link, texts) = try table.match(Navigation.DeepLinkURL(parsing: text))
        return "\(link) \(texts)"
    }

    @Test func aURLWithoutAuthoritySaysSo() throws {
        #expect(try Navigation.DeepLinkURL(parsing: "matrix:roomid/r:s").hasAuthority == false)
        #expect(try Navigation.DeepLinkURL(parsing: "matrix:roomid/r:s").segments == ["roomid", "r:s"])
        #expect(try Navigation.DeepLinkURL(parsing: "matrix:///roomid").hasAuthority)
        #expect(try Navigation.DeepLinkURL(parsing: "https://matrix.to/").hasAuthority)
    }

    @Test func annotatedOpaquePatternsParse() {
        let pattern = Navigation.DeepLinkPattern(annotated: "matrix:roomid/{room:s}?via={via:[s]}")
        #expect(pattern.host == .literal("matrix:"))
        #expect(pattern.segments == [.literal("roomid"), .value(name: "room", kind: .string)])
        #expect(pattern.valueNames == ["room", "via"])
    }

    @Test func opaqueLinksAnswerTheirSchemeWithoutAuthority() throws {
        let links = table(["matrix:roomid/{room:s}?via={via:[s]}", "matrix:u/{user:s}", "/u/{name:s}"])
        #expect(try match(links, "matrix:roomid/r:s?via=a&via=b") == "0 [Optional(\"r:s\"), Optional(\"a&b\")]")
        #expect(try match(links, "MATRIX:u/%40u:s") == "1 [Optional(\"@u:s\")]")
        // With an authority it is another URL: the links without a host part answer it.
        #expect(try match(links, "matrix://matrix.to/u/x") == "2 [Optional(\"x\")]")
        #expect(try match(links, "https://matrix.to/u/x") == "2 [Optional(\"x\")]")
        // Another scheme without an authority is not `matrix:`'s.
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("")) { try match(links, "https:u/x") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/u/x/y")) { try match(links, "matrix:u/x/y") }
    }

    @Test func opaqueLinksPrintWithoutSlashes() throws {
        let links = table(["matrix:roomid/{room:s}?via={via:[s]}", "/u/{name:s}"])
        let url = try #require(links.url(link: 0, texts: ["r:s", DeepLinkValues.listText(["a.org", "b"])]))
        #expect(url == "matrix:roomid/r%3As?via=a.org&via=b")
        #expect(try match(links, url) == "0 [Optional(\"r:s\"), Optional(\"a.org&b\")]")
        #expect(links.url(link: 1, texts: ["x"]) == "https://matrix.to/u/x")
        #expect(links.url(link: 0, texts: ["", nil]) == nil)
    }
}
