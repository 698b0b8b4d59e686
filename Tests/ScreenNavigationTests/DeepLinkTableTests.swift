import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// `DeepLinkTable` with hand-written patterns: trie matching (literal before placeholder,
/// backtracking, typed placeholders on one path, which failure is reported) and printing links
/// that parse back to exactly their values.
@Suite("DeepLinkTable matching and printing")
struct DeepLinkTableTests {
    private func table(_ patterns: [String], schemes: [String] = ["app"], hosts: [String] = []) -> DeepLinkTable {
        DeepLinkTable(
            schemes: schemes, hosts: hosts, patterns: patterns, stacks: patterns.indices.map { "0|link\($0)" })
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

    @Test func annotatedPatternsParse() {
        let pattern = Navigation.DeepLinkPattern(annotated: "/a:b/{id:i}/@x/{key:u}?q={query:s}&t={tag:c}")
        #expect(
            pattern.segments == [
                .literal("a:b"), .value(name: "id", kind: .int), .literal("@x"), .value(name: "key", kind: .uuid),
            ])
        #expect(pattern.query.map(\.key) == ["q", "t"])
        #expect(pattern.query.map(\.kind) == [.string, .custom])
        #expect(pattern.valueNames == ["id", "key", "query", "tag"])
        #expect(Navigation.DeepLinkPattern(annotated: "/").segments.isEmpty)
        #expect(Navigation.DeepLinkPattern(annotated: "/").valueNames.isEmpty)
        // Not placeholders: literal text.
        #expect(
            Navigation.DeepLinkPattern(annotated: "/{}/{x}/{x:z}").segments == [
                .literal("{}"), .literal("{x}"), .literal("{x:z}"),
            ])
        // The names follow edits.
        var edited = Navigation.DeepLinkPattern(annotated: "/p/{a:s}")
        edited.segments.append(.value(name: "b", kind: .bool))
        #expect(edited.valueNames == ["a", "b"])
    }

    // MARK: Matching

    /// A Double is a finite decimal number as a link prints one (#33): `nan` would make a route
    /// not equal to itself, `inf` one that cannot be saved; hex and `+` are not printed forms.
    @Test func aDoubleIsAFiniteDecimalNumber() throws {
        let links = table(["/r/{r:d}"])
        for text in ["0", "-0.5", "1.5", "12", "1e-05", "2.5E+20", "-0.0", "1e-400"] {
            #expect(try match(links, "app:///r/\(text)") == Match(link: 0, texts: [text]), "\(text)")
        }
        for text in [
            "nan", "NaN", "inf", "-inf", "infinity", "1e999", "-1e999", "0x1p3", "+1", ".5", "1.", "1e", "1_0",
        ] {
            #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "r", value: text, expected: "Double"))
            {
                try match(links, "app:///r/\(text)")
            }
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "r", value: "nan", expected: "Double")) {
            _ = try DeepLinkValues(names: ["r"], texts: ["nan"]).required(0, as: Double.self)
        }
        #expect(try DeepLinkValues(names: ["r"], texts: ["-2.5"]).required(0, as: Double.self) == -2.5)
    }

    @Test func aLiteralBeatsAPlaceholder() throws {
        for patterns in [["/a/{x:s}", "/a/b"], ["/a/b", "/a/{x:s}"]] {
            let links = table(patterns)
            let literal = patterns.firstIndex(of: "/a/b")!
            let placeholder = 1 - literal
            #expect(try match(links, "app:///a/b") == Match(link: literal, texts: []))
            #expect(try match(links, "app:///a/c") == Match(link: placeholder, texts: ["c"]))
            // Path comparison is exact: case and escapes are data.
            #expect(try match(links, "app:///a/B") == Match(link: placeholder, texts: ["B"]))
            #expect(try match(links, "app:///a/%62") == Match(link: literal, texts: []))
            #expect(try match(links, "app:///a/b%2F") == Match(link: placeholder, texts: ["b/"]))
        }
    }

    @Test func theLiteralDecidesAtTheFirstDifferingSegmentAndMatchingBacktracks() throws {
        let links = table(["/a/{x:s}/c", "/{y:s}/b/{z:s}"])
        // The literal 'a' is tried first; '/a/b/z' fails there at 'z' ≠ 'c' and backtracks.
        #expect(try match(links, "app:///a/b/z") == Match(link: 1, texts: ["a", "z"]))
        #expect(try match(links, "app:///a/b/c") == Match(link: 0, texts: ["b"]))
        #expect(try match(links, "app:///q/b/c") == Match(link: 1, texts: ["q", "c"]))
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/q/x/c")) { try match(links, "app:///q/x/c") }

        // Deeper: the literal branch dead-ends two segments down.
        let deep = table(["/x/y/{a:s}/end", "/x/{b:s}/z/{c:s}", "/{d:s}/{e:s}/{f:s}/{g:s}"])
        #expect(try match(deep, "app:///x/y/z/end") == Match(link: 0, texts: ["z"]))
        #expect(try match(deep, "app:///x/y/z/w") == Match(link: 1, texts: ["y", "w"]))
        #expect(try match(deep, "app:///x/y/q/w") == Match(link: 2, texts: ["x", "y", "q", "w"]))
    }

    @Test func typedPlaceholdersShareAPath() throws {
        let links = table(["/item/{id:i}", "/item/{key:u}", "/item/new"])
        let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(try match(links, "app:///item/42") == Match(link: 0, texts: ["42"]))
        #expect(try match(links, "app:///item/-7") == Match(link: 0, texts: ["-7"]))
        #expect(try match(links, "app:///item/\(uuid)") == Match(link: 1, texts: [uuid]))
        #expect(try match(links, "app:///item/\(uuid.lowercased())") == Match(link: 1, texts: [uuid.lowercased()]))
        #expect(try match(links, "app:///item/new") == Match(link: 2, texts: []))
        // Neither an Int nor a UUID: the first kind in order (Int) is blamed.
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "id", value: "abc", expected: "Int")) {
            try match(links, "app:///item/abc")
        }

        let flags = table(["/v/{flag:b}", "/v/{ratio:d}"])
        #expect(try match(flags, "app:///v/true") == Match(link: 0, texts: ["true"]))
        #expect(try match(flags, "app:///v/false") == Match(link: 0, texts: ["false"]))
        #expect(try match(flags, "app:///v/1.5") == Match(link: 1, texts: ["1.5"]))
        #expect(try match(flags, "app:///v/5") == Match(link: 1, texts: ["5"]))
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "flag", value: "TRUE", expected: "Bool")) {
            try match(flags, "app:///v/TRUE")
        }

        // A String placeholder after typed ones catches everything else.
        let fallback = table(["/p/{n:i}", "/p/{s:s}"])
        #expect(try match(fallback, "app:///p/12") == Match(link: 0, texts: ["12"]))
        #expect(try match(fallback, "app:///p/12x") == Match(link: 1, texts: ["12x"]))
    }

    @Test func aBadValueBlamesItsPlaceholderAPathNoPatternHasIsNoMatch() throws {
        let links = table(["/grid/{id:i}", "/list/{name:s}", "/a/{x:i}/{y:u}"])
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "id", value: "abc", expected: "Int")) {
            try match(links, "app:///grid/abc")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "id", value: "1.5", expected: "Int")) {
            try match(links, "app:///grid/1.5")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "id", value: "a/b", expected: "Int")) {
            try match(links, "app:///grid/a%2Fb")
        }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/shop/1")) { try match(links, "app:///shop/1") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/grid")) { try match(links, "app:///grid") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/grid/1/2")) { try match(links, "app:///grid/1/2") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/")) { try match(links, "app:///") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/Grid/1")) { try match(links, "app:///Grid/1") }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/a/b/c/d/e")) { try match(links, "app:///a/b/c/d/e") }
        // The deepest wrong value is blamed.
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "x", value: "zz", expected: "Int")) {
            try match(links, "app:///a/zz/q")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "y", value: "q", expected: "UUID")) {
            try match(links, "app:///a/1/q")
        }
    }

    /// Only a value that would complete a pattern is blamed, and by that pattern's name for it,
    /// even when several patterns share the trie edge.
    @Test func blameNamesThePatternTheURLWasAimingAt() throws {
        let shared = table(["/grid/{num:i}/x", "/grid/{id:i}", "/grid/{n:i}/y/{z:i}"])
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "id", value: "abc", expected: "Int")) {
            try match(shared, "app:///grid/abc")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "num", value: "abc", expected: "Int")) {
            try match(shared, "app:///grid/abc/x")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "n", value: "abc", expected: "Int")) {
            try match(shared, "app:///grid/abc/y/1")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "z", value: "w", expected: "Int")) {
            try match(shared, "app:///grid/1/y/w")
        }
        // The rest of the path fits no pattern, whatever the value: no placeholder to blame.
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/grid/abc/view")) {
            try match(shared, "app:///grid/abc/view")
        }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/grid/abc/y/1/2")) {
            try match(shared, "app:///grid/abc/y/1/2")
        }
    }

    @Test func queryValuesAreTypeChecked() throws {
        let links = table(["/s?page={page:i}&q={q:s}&on={on:b}&id={id:u}&r={r:d}&t={t:c}"])
        #expect(try match(links, "app:///s") == Match(link: 0, texts: [nil, nil, nil, nil, nil, nil]))
        #expect(
            try match(links, "app:///s?q=a%26b&page=2&other=x&t=anything")
                == Match(link: 0, texts: ["2", "a&b", nil, nil, nil, "anything"]))
        #expect(try match(links, "app:///s?q") == Match(link: 0, texts: [nil, "", nil, nil, nil, nil]))
        #expect(
            try match(links, "app:///s?on=true&r=-0.5&id=E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
                == Match(link: 0, texts: [nil, nil, "true", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "-0.5", nil]))
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "page", value: "x", expected: "Int")) {
            try match(links, "app:///s?page=x")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "page", value: "", expected: "Int")) {
            try match(links, "app:///s?page")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "on", value: "1", expected: "Bool")) {
            try match(links, "app:///s?on=1")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "id", value: "42", expected: "UUID")) {
            try match(links, "app:///s?id=42")
        }
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "r", value: "1,5", expected: "Double")) {
            try match(links, "app:///s?r=1,5")
        }
        // Query keys are exact text.
        #expect(try match(links, "app:///s?PAGE=x") == Match(link: 0, texts: [nil, nil, nil, nil, nil, nil]))
        // Path values come first, then query values in pattern order.
        let mixed = table(["/u/{name:s}/{n:i}?z={z:s}&a={a:i}"])
        #expect(try match(mixed, "app:///u/bob/3?a=1&z=2") == Match(link: 0, texts: ["bob", "3", "2", "1"]))
    }

    @Test func schemesAndHostsAreChecked() throws {
        let links = table(["/a"], schemes: ["app", "My-App"], hosts: ["example.com", "Links.Example.org"])
        #expect(try match(links, "app://example.com/a") == Match(link: 0, texts: []))
        #expect(try match(links, "MY-APP://LINKS.example.ORG/a") == Match(link: 0, texts: []))
        #expect(try match(links, "app://user@example.com:443/a") == Match(link: 0, texts: []))
        #expect(throws: Navigation.DeepLinkFailure.unknownScheme("https")) { try match(links, "https://example.com/a") }
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("other.com")) { try match(links, "app://other.com/a") }
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("")) { try match(links, "app:///a") }
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("")) { try match(links, "app:/a") }
        // The scheme is checked before the host, the host before the path.
        #expect(throws: Navigation.DeepLinkFailure.unknownScheme("web")) { try match(links, "web://other.com/zzz") }
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("other.com")) { try match(links, "app://other.com/zzz") }
    }

    @Test func noHostsMeansAnyHostOrNone() throws {
        let links = table(["/a"])
        for text in ["app:///a", "app:/a", "app:a", "app://anything.example/a", "app://[::1]:80/a", "app://u@x/a"] {
            #expect(try match(links, text) == Match(link: 0, texts: []), "\(text)")
        }
    }

    @Test func theRootPathAndLinksForStacks() throws {
        let links = DeepLinkTable(
            schemes: ["app"], hosts: [], patterns: ["/", "/a", "/b"], stacks: ["0", "0|a", "0|a"])
        #expect(try match(links, "app:///") == Match(link: 0, texts: []))
        #expect(try match(links, "app://") == Match(link: 0, texts: []))
        #expect(try match(links, "app:") == Match(link: 0, texts: []))
        #expect(links.links(forStack: "0|a") == [1, 2])
        #expect(links.links(forStack: "0") == [0])
        #expect(links.links(forStack: "1") == [])
        #expect(links.url(link: 0, texts: []) == "app:///")
    }

    // MARK: Printing

    static let hostileValues = [
        "a/b", "/", "//", "100%", "%2F", "%", "%zz", "a?b", "?", "a#b", "#", "a&b=c", "&", "=", "a+b", "+", "a b", " ",
        "café", "e\u{301}", "✓", "😀", "日本語", ".", "..", "...", ".a", "a.", "%2E%2E", "~", "-_.~", "[::1]", "@:",
        "\u{0}", "\n", "\t", "\u{7F}", "\u{85}", "\u{202E}", "\u{FEFF}", "\\", "\"'<>{}|^`", "a\u{0}b",
    ]

    @Test(arguments: hostileValues)
    func printedValuesParseBackExactly(value: String) throws {
        let links = table(["/p/{v:s}/lit/{w:c}?q={q:s}&r={r:c}"], hosts: ["example.com"])
        let url = try #require(links.url(link: 0, texts: [value, value, value, value]))
        let parsed = try Navigation.DeepLinkURL(parsing: url)
        #expect(parsed.segments.count == 4, "\(url)")
        let matched = try match(links, url)
        #expect(matched == Match(link: 0, texts: [value, value, value, value]), "\(url)")
        // Unicode scalars, not just canonically equal strings, come back.
        #expect(
            matched.texts.allSatisfy { $0.map { Array($0.unicodeScalars) == Array(value.unicodeScalars) } ?? false },
            "\(url)")
    }

    @Test func printingEscapesEverythingButUnreserved() throws {
        let links = table(["/p/{v:s}?q={q:s}"], schemes: ["App"], hosts: ["A.example.com", "example.com"])
        #expect(links.url(link: 0, texts: ["a/b c", "x&y=z+#"]) == "app://a.example.com/p/a%2Fb%20c?q=x%26y%3Dz%2B%23")
        #expect(links.url(link: 0, texts: ["100%", "é"]) == "app://a.example.com/p/100%25?q=%C3%A9")
        #expect(links.url(link: 0, texts: ["-_.~AZaz09", nil]) == "app://a.example.com/p/-_.~AZaz09")
        #expect(links.url(link: 0, texts: [".", ".."]) == "app://a.example.com/p/%2E?q=..")
        #expect(links.url(link: 0, texts: ["..", ""]) == "app://a.example.com/p/%2E%2E?q=")
        #expect(links.url(link: 0, texts: ["...", nil]) == "app://a.example.com/p/...")
    }

    @Test func anEmptyPathValueCannotBePrinted() throws {
        let links = table(["/p/{v:s}?q={q:s}", "/x/{a:s}/{b:s}"])
        #expect(links.url(link: 0, texts: ["", "q"]) == nil)
        #expect(links.url(link: 0, texts: [nil, "q"]) == nil)
        #expect(links.url(link: 1, texts: ["a", ""]) == nil)
        // An empty query value is fine and comes back empty; nil leaves the item out.
        let empty = try #require(links.url(link: 0, texts: ["v", ""]))
        #expect(empty == "app:///p/v?q=")
        #expect(try match(links, empty) == Match(link: 0, texts: ["v", ""]))
        let absent = try #require(links.url(link: 0, texts: ["v", nil]))
        #expect(absent == "app:///p/v")
        #expect(try match(links, absent) == Match(link: 0, texts: ["v", nil]))
    }

    /// `url(link:texts:)` prints only what opens that link with those texts again.
    @Test func aLinkThatWouldOpenSomethingElseIsNotPrinted() throws {
        let links = table(["/a/{x:s}/c", "/{y:s}/b/{z:s}", "/n/{n:i}"])
        // Values that spell the other pattern's literals: `/a/b/c` is link 0's, not link 1's.
        #expect(links.url(link: 1, texts: ["a", "c"]) == nil)
        #expect(try match(links, "app:///a/b/c") == Match(link: 0, texts: ["b"]))
        #expect(links.url(link: 1, texts: ["a", "d"]) == "app:///a/b/d")
        #expect(links.url(link: 1, texts: ["A", "c"]) == "app:///A/b/c")
        #expect(links.url(link: 0, texts: ["b"]) == "app:///a/b/c")
        // A text its kind does not read.
        #expect(links.url(link: 2, texts: ["x"]) == nil)
        #expect(links.url(link: 2, texts: ["-3"]) == "app:///n/-3")
        // Longer than a link may be: it could not be opened.
        // 'é' prints as '%C3%A9', six bytes; `app:///a/` and `/c` are eleven more.
        let long = String(repeating: "é", count: (Navigation.DeepLinkURL.maximumLength - 11) / 6)
        #expect(links.url(link: 0, texts: [long])?.utf8.count == 4091)
        #expect(links.url(link: 0, texts: [long]) != nil)
        #expect(links.url(link: 0, texts: [long + "é"]) == nil)
    }

    @Test func printedLiteralsAndTypedValuesParseBack() throws {
        let links = table(["/a:b/@me/~x/(1)/{n:i}/{u:u}/{d:d}/{b:b}?f={f:d}"])
        let texts: [String?] = ["-12", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "1e-05", "true", "2.5e+20"]
        let url = try #require(links.url(link: 0, texts: texts))
        #expect(url == "app:///a%3Ab/%40me/~x/%281%29/-12/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/1e-05/true?f=2.5e%2B20")
        #expect(try match(links, url) == Match(link: 0, texts: texts))
        // Not a finite decimal number: no link (#33).
        #expect(links.url(link: 0, texts: Array(texts.dropLast()) + ["inf"]) == nil)
    }
}
