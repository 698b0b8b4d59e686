import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// Fragment paths (#37): a pattern may read the URL's fragment as a path and a query of its
/// own (`//matrix.to/#/!{roomID:s}?via={via:[s]}`); links without one ignore the fragment.
@Suite("DeepLink fragment paths")
struct DeepLinkFragmentTests {
    private func table(_ patterns: [String], hosts: [String] = ["matrix.to"]) -> DeepLinkTable {
        DeepLinkTable(
            schemes: ["https", "matrix"], hosts: hosts, patterns: patterns,
            stacks: patterns.indices.map { "0|link\($0)" })
    }

    private func match(_ table: DeepLinkTable, _ text: String) throws -> String {
        let (link, texts) = try table.match(Navigation.DeepLinkURL(parsing: text))
        return "\(link) \(texts)"
    }

    @Test func theFragmentIsKeptAsWrittenAndReadAsAPath() throws {
        let url = try Navigation.DeepLinkURL(parsing: "https://matrix.to/#/!room:s/$e%2F1?via=a&via=b")
        #expect(url.segments == [])
        #expect(url.fragment == "/!room:s/$e%2F1?via=a&via=b")
        let fragment = try #require(try url.fragmentURL())
        #expect(fragment.segments == ["!room:s", "$e/1"])
        #expect(fragment.query == ["via": "a"])
        #expect(fragment.repeatedQuery == ["via": ["a", "b"]])
        // `#` in the fragment is data; a fragment that is not a path is not read.
        #expect(
            try Navigation.DeepLinkURL(parsing: "https://matrix.to/#/#alias:s").fragmentURL()?.segments == ["#alias:s"])
        #expect(try Navigation.DeepLinkURL(parsing: "https://h/a#top").fragmentURL() == nil)
        #expect(try Navigation.DeepLinkURL(parsing: "https://h/a").fragment == nil)
        #expect(try Navigation.DeepLinkURL(parsing: "https://h/a#").fragment == "")
        #expect(throws: Navigation.DeepLinkFailure.emptySegment) {
            try Navigation.DeepLinkURL(parsing: "https://h/#//a").fragmentURL()
        }
        #expect(throws: Navigation.DeepLinkFailure.dotSegment) {
            try Navigation.DeepLinkURL(parsing: "https://h/#/a/../b").fragmentURL()
        }
    }

    @Test func annotatedFragmentPatternsParse() {
        let pattern = Navigation.DeepLinkPattern(annotated: "//matrix.to/#/!{roomID:s}/#x/${eventID:s}?via={via:[s]}")
        #expect(pattern.host == .literal("matrix.to"))
        #expect(pattern.segments == [])
        #expect(
            pattern.fragment == [
                .affixedValue(prefix: "!", name: "roomID", kind: .string, suffix: ""), .literal("#x"),
                .affixedValue(prefix: "$", name: "eventID", kind: .string, suffix: ""),
            ])
        #expect(pattern.query.map(\.key) == ["via"])
        #expect(pattern.valueNames == ["roomID", "eventID", "via"])
        #expect(
            Navigation.DeepLinkPattern(annotated: "/app/{a:i}#/{b:s}").segments == [
                .literal("app"), .value(name: "a", kind: .int),
            ])
        #expect(Navigation.DeepLinkPattern(annotated: "/app/{a:i}").fragment == nil)
    }

    @Test func fragmentPathsMatchApartFromPlainPaths() throws {
        let links = table(["/#/!{room:s}?via={via:[s]}", "/#/@{user:s}", "/", "/{x:s}", "/app#/{y:s}"])
        #expect(try match(links, "https://matrix.to/#/!r:s?via=a&via=b") == "0 [Optional(\"r:s\"), Optional(\"a&b\")]")
        #expect(try match(links, "https://matrix.to/#/@u:s") == "1 [Optional(\"u:s\")]")
        // No fragment, or one no fragment path matches: the plain paths, as always.
        #expect(try match(links, "https://matrix.to/") == "2 []")
        #expect(try match(links, "https://matrix.to/#/unknown") == "2 []")
        #expect(try match(links, "https://matrix.to/#top") == "2 []")
        #expect(try match(links, "https://matrix.to/p#/@u") == "3 [Optional(\"p\")]")
        #expect(try match(links, "https://matrix.to/app#/z") == "4 [Optional(\"z\")]")
        // The empty segment before the fragment is never a value: `/{x}` does not read it.
        #expect(try match(links, "https://matrix.to/app/#/z") == "4 [Optional(\"z\")]")
        // Neither matches: the fragment's failure.
        let strict = table(["/#/!{room:s}"])
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/#/x")) { try match(strict, "https://matrix.to/#/x") }
        #expect(throws: Navigation.DeepLinkFailure.invalidEscape("!%zz")) {
            try match(strict, "https://matrix.to/#/!%zz")
        }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/")) { try match(strict, "https://matrix.to/") }
    }

    @Test func aFragmentLinkReadsTheFragmentsQuery() throws {
        let links = table(["/#/!{room:s}?via={via:[s]}&n={n:i}"])
        #expect(
            try match(links, "https://matrix.to/?via=x&n=1#/!r?via=a") == "0 [Optional(\"r\"), Optional(\"a\"), nil]")
        #expect(throws: Navigation.DeepLinkFailure.repeatedQueryKey("n")) {
            try match(links, "https://matrix.to/#/!r?n=1&n=2")
        }
    }

    @Test func printingWritesTheFragmentAndReadsBack() throws {
        let links = table(["//matrix.to/#/!{room:s}/${event:s}?via={via:[s]}", "/app#/{y:s}"], hosts: [])
        let url = try #require(links.url(link: 0, texts: ["r:s", "e/1", DeepLinkValues.listText(["a.org", "b"])]))
        #expect(url == "https://matrix.to/#/!r%3As/$e%2F1?via=a.org&via=b")
        #expect(try match(links, url) == "0 [Optional(\"r:s\"), Optional(\"e/1\"), Optional(\"a.org&b\")]")
        #expect(links.url(link: 1, texts: ["#"]) == "https:///app#/%23")
        #expect(links.url(link: 0, texts: ["", "e", nil]) == nil)
        for value in ["#", "a#b", "?", "/", "..", "é", "%"] {
            let url = try #require(links.url(link: 0, texts: [value, value, nil]), "\(value)")
            #expect(
                try match(links, url)
                    == "0 [Optional(\(value.debugDescription)), Optional(\(value.debugDescription)), nil]")
        }
    }
}
