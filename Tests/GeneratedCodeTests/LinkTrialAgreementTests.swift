import Foundation
import ScreenGenCore
@_spi(Generated) import ScreenNavigation
import Testing

@testable import DeepLinkCases

/// `screengen links --try` reads and matches a URL with the tool's mirror of the runtime
/// (ScreenGenCore/Links), since the tool does not depend on the runtime. Here both answer the
/// same URLs for the DeepLinkCases graph (every shape of link: host parts, wildcards, affixes,
/// every value kind, queries, lists): the same link and texts, or the same failure text (#34).
@Suite struct LinkTrialAgreementTests {
    static let trials: LinkTrials = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GeneratedExamples/DeepLinkCases/screens")
        let files = ["app.yaml", "blog.yaml"].map { name in
            SourceFile(
                path: name, displayPath: name,
                contents: Array(FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)!))
        }
        let result = ScreenGraphCompiler.check(
            files)
        return result.resolved!.linkTrials
    }()

    /// The runtime's answer, in the tool's terms.
    static func runtime(_ text: String) -> String {
        do throws(Navigation.DeepLinkFailure) {
            let (link, texts) = try LinkRouteGraph.deepLinks.match(Navigation.DeepLinkURL(parsing: text))
            return "link \(link) \(texts)"
        } catch {
            return "fails: \(error.description)"
        }
    }

    static func tool(_ text: String) -> String {
        switch trials.match(text) {
        case .success(let (link, texts)): "link \(link) \(texts)"
        case .failure(let failure): "fails: \(failure.description)"
        }
    }

    /// URLs made from the graph's own patterns, their values and hosts varied, segments added
    /// and dropped, and broken ones.
    static var corpus: [String] {
        let patterns = LinkRouteGraph.deepLinks.patternTexts
        let values = [
            "42", "-3", "+7", "1.5", "1e3", "true", "false", "abc", "A%2FB", "100%25", "%E2%82%AC", "@ada",
            "order-9.json", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "new",
            "nan", "%zz", ".", "%2E", "",
        ]
        let prefixes = [
            "cases://example.org", "CASES-BETA://Links.Example.com", "cases://", "cases:", "cases://other.org",
            "cases://shop.example.com", "cases://acme.example.net", "cases://prod-1", "shop://example.org",
            "cases://u@example.org:8080",
        ]
        var generator = SeededGenerator(seed: 34)
        var urls: [String] = []
        for pattern in patterns {
            for _ in 0..<40 {
                var text = pattern
                // Each `{name:k}` gets a value; the host part keeps or replaces the prefix's host.
                while let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
                    text.replaceSubrange(open...close, with: values.randomElement(using: &generator)!)
                }
                let prefix = prefixes.randomElement(using: &generator)!
                var url =
                    text.hasPrefix("//")
                    ? String(prefix.prefix { $0 != ":" }) + ":" + text : prefix + (text == "/" ? "" : text)
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: url += "/extra"
                case 1: if let slash = url.lastIndex(of: "/"), slash > url.startIndex { url = String(url[..<slash]) }
                case 2: url += "/"
                case 3: url += "#frag"
                default: break
                }
                urls.append(url)
            }
        }
        return urls + [
            "", "cases", "://x", "cases://example.org/item/7?a=1&a=2", "cases://example.org/a b",
            "cases://example.org/item//7", "cases://example.org/./item", "cases://[::1]:80/item/7",
            String(repeating: "a", count: 5000),
            // Repeated keys (#37): a list reads them all, a single value refuses them.
            "cases://example.org/room/r?via=a.org&via=b%26c&via=", "cases://example.org/room/r?via=a&pin=x",
            "cases://example.org/room/r?pin=E621E1F8-C36C-495A-93FC-0C247A3E6E5F&via=a&pin=e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "cases://example.org/search?q=1&q=2", "cases://example.org/search?x=1&x=2&page=3",
            // Fragment paths (#37): matrix.to's entities, `#` inside the fragment, bad fragments.
            "cases://matrix.to/#/!r:s.org?via=a&via=b", "cases://matrix.to/#/#alias:s", "cases://matrix.to/#/%23a",
            "cases://matrix.to/#/@u:s?x=1&x=2", "cases://matrix.to/#/!r/$e?via=a", "cases://matrix.to/#/!r/$e/x",
            "cases://matrix.to/#/%zz", "cases://matrix.to/#//x", "cases://matrix.to/#/a/../b", "cases://matrix.to/#x",
            "cases://matrix.to/?via=q#/!r", "cases://example.org/user/ada#/@x", "cases://matrix.to/#/!r#/x",
            "cases://matrix.to#/@u", "cases://prod-1/u/item/7#/@u",
            // Opaque URIs (#37).
            "matrix:roomid/r:s?via=a&via=b", "matrix:r/a:s", "MATRIX:u/%40u:s", "matrix:u", "matrix:/u/x", "matrix:",
            "matrix://u/x", "cases:u/x", "matrix:u/x/y", "matrix:roomid/r?via=%zz", "matrix:u/x#/@y",
            // Required query items (#37): missing, empty, given twice, in the fragment's query.
            "cases://example.org/finish-signup?email=a", "cases://example.org/finish-signup?email=&token=",
            "cases://example.org/finish-signup?token=t&email=a&email=b", "cases://example.org/finish-signup",
            "cases://example.org/redirect-connector.html#/finish-signup?token=t",
            "cases://example.org/redirect-connector.html?email=a&token=t#/finish-signup",
        ]
    }

    @Test func theToolReadsEveryURLAsTheRuntimeDoes() {
        var disagreements: [String] = []
        for url in Self.corpus where Self.tool(url) != Self.runtime(url) {
            disagreements.append("\(url): tool \(Self.tool(url)), runtime \(Self.runtime(url))")
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        // The corpus reaches links and failures alike.
        let answers = Self.corpus.map(Self.runtime)
        #expect(answers.filter { $0.hasPrefix("link") }.count > 100)
        #expect(Set(answers.filter { $0.hasPrefix("fails") }.map { $0.prefix(24) }).count > 6)
    }
}

/// SplitMix64: the same URLs on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
