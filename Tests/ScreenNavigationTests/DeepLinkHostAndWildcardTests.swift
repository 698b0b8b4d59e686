import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// `DeepLinkTable` with patterns that have a host part (`//{server}/…`, `//shop.example.com/…`,
/// `//{tenant}.example.com/…`) or a wildcard segment (`/*`): which link a host opens, what a
/// host placeholder reads, when a host is unknown, and printing both back (#21).
@Suite("DeepLinkTable hosts and wildcards")
struct DeepLinkHostAndWildcardTests {
    private func table(_ patterns: [String], hosts: [String] = []) -> DeepLinkTable {
        DeepLinkTable(
            schemes: ["app"], hosts: hosts, patterns: patterns, stacks: patterns.indices.map { "0|link\($0)" })
    }

    private struct Match: Equatable, CustomStringConvertible {
        var link: Int
        var texts: [String?]
        var description: String { "link \(link) \(texts)" }
    }

    private func match(_ table: DeepLinkTable, _ text: String) throws -> Match {
        let (link, texts) = try table.match(Navigation.DeepLinkURL(parsing: text))
        return Match(link: link, texts: texts)
    }

    @Test func annotatedHostPartsAndWildcardsParse() {
        let pattern = Navigation.DeepLinkPattern(annotated: "//{server:s}/*/item/{id:i}?q={q:s}")
        #expect(pattern.host == .value(name: "server", kind: .string))
        #expect(pattern.segments == [.wildcard, .literal("item"), .value(name: "id", kind: .int)])
        #expect(pattern.valueNames == ["server", "id", "q"])
        let literal = Navigation.DeepLinkPattern(annotated: "//shop.example.com/p/{id:u}")
        #expect(literal.host == .literal("shop.example.com"))
        #expect(literal.valueNames == ["id"])
        let affixed = Navigation.DeepLinkPattern(annotated: "//{tenant:c}.example.com")
        #expect(affixed.host == .affixedValue(prefix: "", name: "tenant", kind: .custom, suffix: ".example.com"))
        #expect(affixed.segments.isEmpty)
        #expect(Navigation.DeepLinkPattern(annotated: "//{h:s}?q={q:s}").segments.isEmpty)
        #expect(Navigation.DeepLinkPattern(annotated: "//{h:s}?q={q:s}").valueNames == ["h", "q"])
        #expect(Navigation.DeepLinkPattern(annotated: "/a/*").host == nil)
    }

    // MARK: Hosts

    /// A literal host beats a host placeholder, which beats the links without a host part;
    /// `hosts` concerns only those.
    @Test func aNamedHostBeatsAReadHostWhichBeatsTheListedHosts() throws {
        let links = table(
            ["/item/{id:i}", "//{server:s}/item/{id:i}", "//shop.example.com/item/{id:i}"], hosts: ["example.com"])
        #expect(try match(links, "app://shop.example.com/item/1") == Match(link: 2, texts: ["1"]))
        #expect(try match(links, "app://SHOP.Example.COM/item/1") == Match(link: 2, texts: ["1"]))
        #expect(try match(links, "app://prod-1/item/1") == Match(link: 1, texts: ["prod-1", "1"]))
        // The listed host too is read by the host placeholder, which is tried first.
        #expect(try match(links, "app://example.com/item/1") == Match(link: 1, texts: ["example.com", "1"]))
        let listed = table(["/item/{id:i}", "//{server:u}/item/{id:i}"], hosts: ["example.com"])
        #expect(try match(listed, "app://example.com/item/1") == Match(link: 0, texts: ["1"]))
    }

    /// The host as written, decoded once, its case kept; the literal text around a host
    /// placeholder compares ignoring case, as hosts do.
    @Test func aHostPlaceholderReadsTheHostAsWritten() throws {
        let links = table(["//{server:s}/x", "//{tenant:s}.Example.com/y", "//api-{n:i}.example.com/z"])
        #expect(try match(links, "app://Prod-1/x") == Match(link: 0, texts: ["Prod-1"]))
        #expect(try match(links, "app://user:pw@caf%C3%A9%20b:8080/x") == Match(link: 0, texts: ["café b"]))
        #expect(try match(links, "app://ACME.EXAMPLE.COM/y") == Match(link: 1, texts: ["ACME"]))
        #expect(try match(links, "app://Api-7.example.com/z") == Match(link: 2, texts: ["7"]))
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "n", value: "x", expected: "Int")) {
            try match(links, "app://api-x.example.com/z")
        }
        // The text around must be there, with a value between (`{server}` reads this host,
        // so it is not unknown).
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/y")) { try match(links, "app://.example.com/y") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/y")) { try match(links, "app://acme.example.org/y") }
        // A host placeholder never reads an empty host.
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("")) { try match(links, "app:///x") }
    }

    /// A host is unknown when no link answers it: not listed (or no link without a host part),
    /// not a literal host part, not read by a host placeholder's text and type.
    @Test func aHostNoLinkAnswersIsUnknown() throws {
        let links = table(["/item/{id:i}", "//shop.example.com/item/{id:i}", "//{key:u}"], hosts: ["example.com"])
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("other.example.com")) {
            try match(links, "app://other.example.com/item/1")
        }
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("")) { try match(links, "app:/item/1") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/other")) {
            try match(links, "app://shop.example.com/other")
        }
        let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(try match(links, "app://\(uuid)") == Match(link: 2, texts: [uuid]))
        // Only links with a host part: the graph's empty `hosts` answer nothing.
        let only = table(["//shop.example.com/a"])
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("example.com")) {
            try match(only, "app://example.com/a")
        }
        #expect(try match(only, "app://shop.example.com/a") == Match(link: 0, texts: []))
        // Without `hosts`, the links without a host part answer any host, and none.
        let any = table(["/a", "//shop.example.com/a"])
        #expect(try match(any, "app://shop.example.com/a") == Match(link: 1, texts: []))
        #expect(try match(any, "app://other/a") == Match(link: 0, texts: []))
        #expect(try match(any, "app:/a") == Match(link: 0, texts: []))
    }

    @Test(arguments: DeepLinkTableTests.hostileValues)
    func printedHostValuesParseBackExactly(value: String) throws {
        let links = table(["//{h:s}/p/{v:s}", "//x-{a:s}.example.com"])
        let url = try #require(links.url(link: 0, texts: [value, value]))
        #expect(try match(links, url) == Match(link: 0, texts: [value, value]), "\(url)")
        let affixed = try #require(links.url(link: 1, texts: [value]))
        #expect(try match(links, affixed) == Match(link: 1, texts: [value]), "\(affixed)")
    }

    @Test func printingWritesTheHostPart() throws {
        let links = table(
            ["//Shop.Example.com/p/{id:i}", "//{server:s}/p/{id:i}", "//{t:s}.Example.com", "/q/{id:i}"],
            hosts: ["example.com"])
        #expect(links.url(link: 0, texts: ["1"]) == "app://shop.example.com/p/1")
        #expect(links.url(link: 1, texts: ["Prod 1", "1"]) == "app://Prod%201/p/1")
        #expect(links.url(link: 1, texts: ["", "1"]) == nil)
        #expect(links.url(link: 2, texts: ["acme"]) == "app://acme.example.com/")
        #expect(links.url(link: 3, texts: ["1"]) == "app://example.com/q/1")
        // A value that names the literal host would open link 0: not printed for link 1.
        #expect(links.url(link: 1, texts: ["shop.example.com", "1"]) == nil)
    }

    // MARK: Wildcards

    @Test func aWildcardMatchesAnySegmentAndReadsNothing() throws {
        let links = table(["/a/*/c/{id:i}", "/a/b/c/{id:i}", "/w/*"])
        #expect(try match(links, "app:///a/x/c/1") == Match(link: 0, texts: ["1"]))
        #expect(try match(links, "app:///a/%2F%20/c/1") == Match(link: 0, texts: ["1"]))
        #expect(try match(links, "app:///a/*/c/1") == Match(link: 0, texts: ["1"]))
        // A literal beats the wildcard, and matching backtracks to it.
        #expect(try match(links, "app:///a/b/c/1") == Match(link: 1, texts: ["1"]))
        #expect(try match(links, "app:///w/anything") == Match(link: 2, texts: []))
        // One segment, never none or two.
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/w")) { try match(links, "app:///w") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/w/a/b")) { try match(links, "app:///w/a/b") }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "id", value: "x", expected: "Int")) {
            try match(links, "app:///a/q/c/x")
        }
    }

    @Test func placeholdersAreTriedBeforeTheWildcard() throws {
        let links = table(["/a/{n:i}/x", "/a/*/y"])
        #expect(try match(links, "app:///a/1/x") == Match(link: 0, texts: ["1"]))
        #expect(try match(links, "app:///a/1/y") == Match(link: 1, texts: []))
        #expect(try match(links, "app:///a/z/y") == Match(link: 1, texts: []))
    }

    /// A wildcard prints as `*`, which the table reads back as the same link.
    @Test func aWildcardPrintsAsAStar() throws {
        let links = table(["/a/*/{id:i}", "//{h:s}/*"], hosts: ["example.com"])
        let url = try #require(links.url(link: 0, texts: ["7"]))
        #expect(url == "app://example.com/a/*/7")
        #expect(try match(links, url) == Match(link: 0, texts: ["7"]))
        let hosted = try #require(links.url(link: 1, texts: ["srv"]))
        #expect(hosted == "app://srv/*")
        #expect(try match(links, hosted) == Match(link: 1, texts: ["srv"]))
    }
}
