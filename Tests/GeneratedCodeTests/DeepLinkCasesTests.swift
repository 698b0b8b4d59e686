import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

@testable import DeepLinkCases

private typealias Graph = LinkRouteGraph
private typealias Destination = Navigation.DeepLinkDestination<LinkRoute>

/// SplitMix64, seeded from `DEEPLINK_SEED` (or a fresh seed), printed so a failure replays.
private struct CasesGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    static func fromEnvironment(_ test: String) -> (CasesGenerator, UInt64) {
        let seed =
            ProcessInfo.processInfo.environment["DEEPLINK_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        print("\(test): DEEPLINK_SEED=\(seed)")
        return (CasesGenerator(seed: seed), seed)
    }

    static let pieces = [
        "a", "Z", "0", "-", "_", "~", ".", "..", "%", "%2F", "%zz", "/", "?", "#", "&", "=", "+", " ", ":", "@", "b",
        "c",
        "é", "e\u{301}", "✓", "😀", "\u{0}", "\n", "\u{202E}",
    ]

    /// Any text, the empty one, `.` and `..` included.
    mutating func text() -> String {
        switch Int.random(in: 0..<16, using: &self) {
        case 0: ""
        case 1: "."
        case 2: ".."
        default:
            (0..<Int.random(in: 1...6, using: &self)).map { _ in Self.pieces.randomElement(using: &self)! }.joined()
        }
    }

    mutating func int() -> Int {
        Bool.random(using: &self) ? Int.random(in: -1000...1000, using: &self) : Int(bitPattern: UInt(next()))
    }

    /// Finite: a link carries only finite numbers (#33: `inf` and `nan` print no link).
    mutating func double() -> Double {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return Double(Int.random(in: -10000...10000, using: &self)) / 16
        case 1:
            return [0.0, -0.0, .leastNonzeroMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0.1]
                .randomElement(using: &self)!
        default:
            let value = Double(bitPattern: next())
            return value.isFinite ? value : 1.5
        }
    }

    mutating func bool() -> Bool { Bool.random(using: &self) }
    /// A path segment of letters, digits and `-`: an authenticator key's label.
    mutating func label() -> String {
        let alphabet = Array("abcXYZ019-")
        return String((0..<Int.random(in: 1...8, using: &self)).map { _ in alphabet.randomElement(using: &self)! })
    }

    mutating func uuid() -> UUID {
        let (a, b) = (next(), next())
        return withUnsafeBytes(of: (a, b)) { bytes in
            UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }

    mutating func slug() -> Slug {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-")
        return Slug(
            String((0..<Int.random(in: 1...12, using: &self)).map { _ in alphabet.randomElement(using: &self)! }))!
    }

    mutating func money() -> Money { Money(cents: Int.random(in: 0...Int.max / 200, using: &self)) }

    mutating func maybe<Value>(_ make: (inout CasesGenerator) -> Value) -> Value? {
        Int.random(in: 0..<3, using: &self) == 0 ? nil : make(&self)
    }
}

/// The DeepLinkCases graph through its plugin-generated code: every link, random values in
/// and out (routes → printed link → parsed destination), and exact results for chosen URLs.
@MainActor
struct DeepLinkCasesTests {
    /// For each declared link, random routes it can carry.
    private static let generators: [String: (inout CasesGenerator) -> Destination] = [
        "/": { _ in Destination(rootIndex: 0, routes: []) },
        "/user/{name:s}": { r in Destination(rootIndex: 0, routes: [.user(name: r.text())]) },
        "/me/{name:s}": { r in Destination(rootIndex: 1, routes: [.user(name: r.text())]) },
        "/item/{id:i}": { r in Destination(rootIndex: 0, routes: [.item(id: r.int())]) },
        "/item/{key:u}": { r in Destination(rootIndex: 0, routes: [.itemByKey(key: r.uuid())]) },
        "/item/new": { _ in Destination(rootIndex: 0, routes: [.chooser]) },
        "/price/{amount:d}?currency={currency:s}": { r in
            Destination(rootIndex: 0, routes: [.price(amount: r.double(), currency: r.text())])
        },
        "/v/{on:b}": { r in Destination(rootIndex: 0, routes: [.toggle(on: r.bool())]) },
        "/v/{amount:d}": { r in Destination(rootIndex: 0, routes: [.price(amount: r.double())]) },
        "/tag/{slug:c}?min={minPrice:c}": { r in
            Destination(rootIndex: 0, routes: [.tag(slug: r.slug(), minPrice: r.maybe { $0.money() })])
        },
        "/search?q={query:s}&page={page:i}&exact={exact:b}&near={near:u}&r={radius:d}": { r in
            Destination(
                rootIndex: 0,
                routes: [
                    .search(
                        query: r.maybe { $0.text() }, page: r.int(), exact: r.bool(), near: r.maybe { $0.uuid() },
                        radius: r.double())
                ])
        },
        "/search/{query:s}?page={page:i}": { r in
            Destination(rootIndex: 0, routes: [.search(query: r.text(), page: r.int())])
        },
        "/order/{orderID:i}/receipt?total={total:c}": { r in
            let id = r.int()
            return Destination(
                rootIndex: 0, routes: [.order(orderID: id), .receipt(orderID: id, total: r.maybe { $0.money() })])
        },
        "/order/{orderID:i}": { r in Destination(rootIndex: 0, routes: [.order(orderID: r.int())]) },
        "/export/order-{orderID:i}.json": { r in Destination(rootIndex: 0, routes: [.order(orderID: r.int())]) },
        "/@{acct:s}/{statusID:i}": { r in Destination(rootIndex: 0, routes: [.toot(acct: r.text(), statusID: r.int())])
        },
        "/shop/{category:s}/products/{productID:u}?sort={sort:s}": { r in
            Destination(
                rootIndex: 0,
                routes: [.category(category: r.text()), .product(productID: r.uuid(), sort: r.maybe { $0.text() })])
        },
        "/note/{text:s}": { r in Destination(rootIndex: 0, routes: [.note(text: r.maybe { $0.text() })]) },
        "/help/faq:general/(beta)/v1.2~x/@team;a,b!$'": { _ in Destination(rootIndex: 0, routes: [.help]) },
        "/a/{x:s}/c": { r in Destination(rootIndex: 0, routes: [.triple(x: r.text())]) },
        "/{y:s}/b/{z:s}": { r in Destination(rootIndex: 0, routes: [.pair(y: r.text(), z: r.text())]) },
        "/map/{lat:d}/{lon:d}?zoom={zoom:d}": { r in
            Destination(rootIndex: 0, routes: [.map(lat: r.double(), lon: r.double(), zoom: r.double())])
        },
        "/choose": { _ in Destination(rootIndex: 0, routes: [.chooser]) },
        "/settings": { _ in Destination(rootIndex: 1, routes: []) },
        "/settings/account/{userID:u}": { r in Destination(rootIndex: 1, routes: [.account(userID: r.uuid())]) },
        "/settings/prefs?theme={theme:s}&beta={beta:b}": { r in
            Destination(rootIndex: 1, routes: [.prefs(theme: r.text(), beta: r.maybe { $0.bool() })])
        },
        "//{serverID:s}/*/item/{itemID:i}": { r in
            Destination(rootIndex: 0, routes: [.serverItem(serverID: r.text(), itemID: r.int())])
        },
        "//{serverKey:u}": { r in Destination(rootIndex: 0, routes: [.server(serverKey: r.uuid())]) },
        "//{tenant:c}.example.net/inbox": { r in Destination(rootIndex: 0, routes: [.inbox(tenant: r.slug())]) },
        "//shop.example.com/item/{id:i}?zoom={zoom:i}": { r in
            Destination(rootIndex: 0, routes: [.item(id: r.int(), zoom: r.int())])
        },
        "/archive/*/{orderID:i}": { r in Destination(rootIndex: 0, routes: [.order(orderID: r.int())]) },
        // matrix.to: the entity in the fragment, its query there too.
        "//matrix.to/#/!{roomID:s}?via={via:[s]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            return Destination(rootIndex: 0, routes: [.room(roomID: r.text(), via: via)])
        },
        "//matrix.to/#/!{roomID:s}/${eventID:s}?via={via:[s]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            return Destination(rootIndex: 0, routes: [.room(roomID: r.text(), via: via, eventID: r.text())])
        },
        "//matrix.to/#/#{alias:s}?via={via:[s]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            return Destination(rootIndex: 0, routes: [.roomAlias(alias: r.text(), via: via)])
        },
        "//matrix.to/#/#{alias:s}/${eventID:s}?via={via:[s]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            return Destination(rootIndex: 0, routes: [.roomAlias(alias: r.text(), via: via, eventID: r.text())])
        },
        "//matrix.to/#/@{name:s}": { r in Destination(rootIndex: 0, routes: [.user(name: r.text())]) },
        // Element Web's, on a wildcard host: they open, and print with the matrix.to links.
        "//*.element.io/#/room/!{roomID:s}?via={via:[s]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            return Destination(rootIndex: 0, routes: [.room(roomID: r.text(), via: via)])
        },
        "//*.element.io/#/user/@{name:s}": { r in Destination(rootIndex: 0, routes: [.user(name: r.text())]) },
        // Matrix's opaque URIs.
        "matrix:roomid/{roomID:s}?via={via:[s]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            return Destination(rootIndex: 0, routes: [.room(roomID: r.text(), via: via)])
        },
        "matrix:r/{alias:s}?via={via:[s]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            return Destination(rootIndex: 0, routes: [.roomAlias(alias: r.text(), via: via)])
        },
        "matrix:u/{name:s}": { r in Destination(rootIndex: 0, routes: [.user(name: r.text())]) },
        // An optional array prints no empty list (it reads back as nil): nil or some values.
        "/room/{roomID:s}?via={via:[s]}&pin={pins:[u]}": { r in
            let via = (0..<Int.random(in: 0...3, using: &r)).map { _ in r.text() }
            let pins = r.maybe { r in (0..<Int.random(in: 1...2, using: &r)).map { _ in r.uuid() } }
            return Destination(rootIndex: 0, routes: [.room(roomID: r.text(), via: via, pins: pins)])
        },
        // Required query items: always printed, and read back.
        "/finish-signup?email={email:s!}&token={token:s!}&fromEmail={fromEmail:b}": { r in
            Destination(
                rootIndex: 0,
                routes: [
                    .finishSignup(email: r.text(), token: r.text(), fromEmail: r.maybe { $0.bool() }, region: .us)
                ])
        },
        "/redirect-connector.html#/finish-signup?email={email:s!}&token={token:s!}": { r in
            Destination(rootIndex: 0, routes: [.finishSignup(email: r.text(), token: r.text(), region: .eu)])
        },
        // `url-param`: the route keeps the whole URL, which prints as itself.
        "//totp/*": { r in Destination(rootIndex: 0, routes: [.totp(uri: "otpauth://totp/\(r.label())?secret=JBSW")]) },
        "//hotp/*?digits={digits:i}": { r in
            let digits = Int.random(in: 6...8, using: &r)
            let key = URL(string: "otpauth://hotp/\(r.label())?digits=\(digits)&counter=1")!
            return Destination(rootIndex: 0, routes: [.hotp(key: key, digits: digits)])
        },
        "/blog/{postID:i}?slug={slug:c}": { r in
            Destination(rootIndex: 0, routes: [.blog(.post(postID: r.int(), slug: r.maybe { $0.slug() }))])
        },
        "/blog/{postID:i}/comments?highlight={highlight:u}": { r in
            let id = r.int()
            return Destination(
                rootIndex: 0,
                routes: [.blog(.post(postID: id)), .blog(.comments(postID: id, highlight: r.maybe { $0.uuid() }))])
        },
    ]

    private static var annotated: [String] { Graph.deepLinks.patterns.map(annotatedText) }
    /// The links that are a choice's candidates (`one-of:`): a URL asks the app's resolver, so
    /// it never parses back to one candidate's routes (LinkChoiceTests drives them).
    private static var choiceLinks: Set<Int> { Set(Graph.deepLinks.choices.flatMap { Array($0.links) }) }
    /// `annotated` without the choices' links.
    private static var plainAnnotated: [String] {
        annotated.enumerated().filter { !choiceLinks.contains($0.offset) }.map(\.element)
    }

    /// The generator's annotated pattern text of a parsed pattern, to key the generators.
    private static func annotatedText(_ pattern: Navigation.DeepLinkPattern) -> String {
        func text(_ segment: Navigation.DeepLinkPattern.Segment) -> String {
            switch segment {
            case .literal(let literal): literal
            case .value(let name, let kind): "{\(name):\(kind.rawValue)}"
            case .affixedValue(let prefix, let name, let kind, let suffix):
                "\(prefix){\(name):\(kind.rawValue)}\(suffix)"
            case .wildcard: "*"
            }
        }
        let fragment = pattern.fragment.map { fragment in
            (pattern.segments.isEmpty ? "/" : "") + "#" + fragment.map { "/" + text($0) }.joined()
        }
        var text = (pattern.host.map { "//" + text($0) } ?? "") + pattern.segments.map { "/" + text($0) }.joined()
        text += fragment ?? ""
        // An opaque URI: `matrix:` as the host part, written `matrix:roomid/…`.
        if case .literal(let host) = pattern.host, host.hasSuffix(":") {
            text = host + text.dropFirst(2 + host.count + 1)
        }
        if text.isEmpty { text = "/" }
        if !pattern.query.isEmpty {
            text +=
                "?"
                + pattern.query.map {
                    "\($0.key)={\($0.name):\($0.isList ? "[\($0.kind.rawValue)]" : $0.kind.rawValue)\($0.isRequired ? "!" : "")}"
                }
                .joined(separator: "&")
        }
        return text
    }

    @Test func everyLinkHasAGenerator() {
        #expect(Self.annotated.count == 54)
        // Two links with a choice of three screens: a table link per candidate.
        #expect(Self.choiceLinks.count == 6)
        #expect(Set(Self.plainAnnotated) == Set(Self.generators.keys))
    }

    /// Each link printed from random routes it carries parses back to exactly those routes;
    /// `link(for:)` finds a link for them unless no link can carry them.
    @Test func randomRoutesRoundTripThroughEveryLink() throws {
        var (rng, seed) = CasesGenerator.fromEnvironment("randomRoutesRoundTripThroughEveryLink")
        var printed = Array(repeating: 0, count: Self.annotated.count)
        for (link, pattern) in Self.annotated.enumerated() where !Self.choiceLinks.contains(link) {
            let generate = try #require(Self.generators[pattern])
            for _ in 0..<300 {
                let destination = generate(&rng)
                let context = "seed \(seed), link \(link) \(pattern), \(destination)"
                // A route that keeps its whole URL (`url-param`) prints as that URL.
                if let whole = Graph.deepLinkWholeURL(link: link, routes: destination.routes) {
                    printed[link] += 1
                    #expect(Graph.link(for: destination) == whole, "\(context)")
                    #expect(try Graph.destination(forLink: whole) == destination, "\(context)")
                    continue
                }
                guard let texts = Graph.deepLinkTexts(link: link, routes: destination.routes) else {
                    // Only a nil optional param bound in the path has no text.
                    if case .note(text: nil) = destination.routes.first { continue }
                    Issue.record("\(context): the link cannot carry its own routes")
                    continue
                }
                guard let url = Graph.deepLinks.url(link: link, texts: texts) else {
                    // Only an empty or absent path value, or values spelling another link's
                    // literals (`/{y}/b/{z}` with y = "a", z = "c" is `/a/b/c`), cannot print.
                    let pattern = Graph.deepLinks.patterns[link]
                    let path =
                        ([pattern.host].compactMap { $0?.valueName } + pattern.matchedSegments.compactMap(\.valueName))
                        .count
                    let shadowed = Self.annotated[link] == "/{y:s}/b/{z:s}" && texts == ["a", "c"]
                    // A wildcard host names no one host to print.
                    let wildcardHost = Self.annotated[link].hasPrefix("//*.")
                    #expect(
                        texts.prefix(path).contains { $0 == nil || $0 == "" } || shadowed || wildcardHost,
                        "\(context): \(texts) did not print")
                    // Its routes print with another link of the stack (matrix.to's), and read back.
                    let hasPathValues = !texts.prefix(path).contains { $0 == nil || $0 == "" }
                    if wildcardHost, hasPathValues, let other = Graph.link(for: destination) {
                        #expect(try Graph.destination(forLink: other) == destination, "\(context): \(other)")
                    } else if wildcardHost, hasPathValues {
                        Issue.record("\(context): no link prints the routes of a wildcard host's link")
                    }
                    continue
                }
                printed[link] += 1
                do {
                    #expect(try Graph.destination(forLink: url) == destination, "\(context): \(url)")
                    #expect(
                        try Graph.deepLinks.match(Navigation.DeepLinkURL(parsing: url)).link == link,
                        "\(context): \(url)")
                } catch {
                    Issue.record("\(context): \(url) failed: \(error)")
                }
                // The first link for this stack that carries the routes prints them; parsing
                // gives the destination back.
                let any = try #require(Graph.link(for: destination), "\(context)")
                #expect(try Graph.destination(forLink: any) == destination, "\(context): \(any)")
            }
        }
        // Every link printed most of its cases (a few have empty path values).
        for (link, count) in printed.enumerated() where !Self.choiceLinks.contains(link) {
            #expect(
                count > 150 || Self.annotated[link].hasPrefix("//*."),
                "seed \(seed): link \(link) \(Self.annotated[link]) printed only \(count) of 300")
        }
    }

    @Test func openingRandomLinksSetsTheirStacks() throws {
        var (rng, seed) = CasesGenerator.fromEnvironment("openingRandomLinksSetsTheirStacks")
        let roots: [LinkRoute] = [.home, .settings]
        for _ in 0..<200 {
            let pattern = Self.plainAnnotated.randomElement(using: &rng)!
            let destination = Self.generators[pattern]!(&rng)
            guard let link = Graph.link(for: destination) else { continue }
            let state = NavigationState<Graph>()
            try state.links.open(link: link)
            #expect(state.selectedRootIndex == destination.rootIndex, "seed \(seed): \(link)")
            #expect(
                state.selectedStack.routes == [roots[destination.rootIndex]] + destination.routes,
                "seed \(seed): \(link)")
        }
    }

    // MARK: Exact results

    nonisolated private static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    nonisolated private static let openingCases: [(String, Destination)] = [
        ("cases://example.org/", Destination(rootIndex: 0, routes: [])),
        ("cases://links.example.com", Destination(rootIndex: 0, routes: [])),
        (
            "CASES-BETA://LINKS.Example.COM/user/Ada%20L%2FB",
            Destination(rootIndex: 0, routes: [.user(name: "Ada L/B")])
        ),
        ("cases://example.org/me/bob", Destination(rootIndex: 1, routes: [.user(name: "bob")])),
        ("cases://example.org/item/42", Destination(rootIndex: 0, routes: [.item(id: 42, zoom: 3)])),
        (
            "cases://example.org/item/e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            Destination(rootIndex: 0, routes: [.itemByKey(key: uuid)])
        ),
        ("cases://example.org/item/new", Destination(rootIndex: 0, routes: [.chooser])),
        (
            "cases://example.org/price/9.5?currency=USD",
            Destination(rootIndex: 0, routes: [.price(amount: 9.5, currency: "USD")])
        ),
        ("cases://example.org/price/-1e3", Destination(rootIndex: 0, routes: [.price(amount: -1000, currency: "EUR")])),
        ("cases://example.org/v/true", Destination(rootIndex: 0, routes: [.toggle(on: true)])),
        ("cases://example.org/v/0.25", Destination(rootIndex: 0, routes: [.price(amount: 0.25)])),
        (
            "cases://example.org/tag/swift-6?min=12.50",
            Destination(rootIndex: 0, routes: [.tag(slug: Slug("swift-6")!, minPrice: Money(cents: 1250))])
        ),
        ("cases://example.org/search", Destination(rootIndex: 0, routes: [.search()])),
        (
            "cases://example.org/search?q=a+b&page=3&exact=true&r=0.5&utm=x",
            Destination(rootIndex: 0, routes: [.search(query: "a+b", page: 3, exact: true, radius: 0.5)])
        ),
        ("cases://example.org/search?q", Destination(rootIndex: 0, routes: [.search(query: "")])),
        (
            "cases://example.org/search/caf%C3%A9?page=2",
            Destination(rootIndex: 0, routes: [.search(query: "café", page: 2)])
        ),
        (
            "cases://example.org/order/7/receipt?total=3.00",
            Destination(rootIndex: 0, routes: [.order(orderID: 7), .receipt(orderID: 7, total: Money(cents: 300))])
        ),
        ("cases://example.org/order/7/", Destination(rootIndex: 0, routes: [.order(orderID: 7)])),
        // A placeholder inside its segment: the literal text around it is matched and dropped.
        ("cases://example.org/export/order-7.json", Destination(rootIndex: 0, routes: [.order(orderID: 7)])),
        ("cases://example.org/@ada/109", Destination(rootIndex: 0, routes: [.toot(acct: "ada", statusID: 109)])),
        (
            "cases://example.org/%40ada%40example.org/109",
            Destination(rootIndex: 0, routes: [.toot(acct: "ada@example.org", statusID: 109)])
        ),
        (
            "cases://example.org/shop/%2E%2E/products/E621E1F8-C36C-495A-93FC-0C247A3E6E5F?sort=price",
            Destination(rootIndex: 0, routes: [.category(category: ".."), .product(productID: uuid, sort: "price")])
        ),
        ("cases://example.org/note/100%25", Destination(rootIndex: 0, routes: [.note(text: "100%")])),
        ("cases://example.org/help/faq:general/(beta)/v1.2~x/@team;a,b!$'", Destination(rootIndex: 0, routes: [.help])),
        (
            "cases://example.org/help/faq%3Ageneral/%28beta%29/v1.2~x/%40team%3Ba%2Cb%21%24%27",
            Destination(rootIndex: 0, routes: [.help])
        ),
        ("cases://example.org/a/b/c", Destination(rootIndex: 0, routes: [.triple(x: "b")])),
        ("cases://example.org/a/b/z", Destination(rootIndex: 0, routes: [.pair(y: "a", z: "z")])),
        ("cases://example.org/map/48.85/2.35", Destination(rootIndex: 0, routes: [.map(lat: 48.85, lon: 2.35)])),
        ("cases://example.org/settings", Destination(rootIndex: 1, routes: [])),
        (
            "cases://example.org/settings/account/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            Destination(rootIndex: 1, routes: [.account(userID: uuid)])
        ),
        ("cases://example.org/settings/prefs?beta=true", Destination(rootIndex: 1, routes: [.prefs(beta: true)])),
        // A host part: the host's value, its case kept, whether or not `hosts` lists it; any
        // user segment where the wildcard is.
        ("cases://prod-1/u42/item/7", Destination(rootIndex: 0, routes: [.serverItem(serverID: "prod-1", itemID: 7)])),
        (
            "cases://user@Prod%201:8080/*/item/7",
            Destination(rootIndex: 0, routes: [.serverItem(serverID: "Prod 1", itemID: 7)])
        ),
        (
            "cases://example.org/%40ada/item/7",
            Destination(rootIndex: 0, routes: [.serverItem(serverID: "example.org", itemID: 7)])
        ),
        ("cases://e621e1f8-c36c-495a-93fc-0c247a3e6e5f", Destination(rootIndex: 0, routes: [.server(serverKey: uuid)])),
        (
            "cases://E621E1F8-C36C-495A-93FC-0C247A3E6E5F/",
            Destination(rootIndex: 0, routes: [.server(serverKey: uuid)])
        ),
        ("cases://acme.Example.NET/inbox", Destination(rootIndex: 0, routes: [.inbox(tenant: Slug("acme")!)])),
        // A literal host beats the links without one; those still answer the listed hosts.
        ("cases://SHOP.example.com/item/7?zoom=5", Destination(rootIndex: 0, routes: [.item(id: 7, zoom: 5)])),
        ("cases://example.org/item/7?zoom=5", Destination(rootIndex: 0, routes: [.item(id: 7, zoom: 3)])),
        ("cases://example.org/archive/2024/7", Destination(rootIndex: 0, routes: [.order(orderID: 7)])),
        ("cases://example.org/archive/a%2Fb/7", Destination(rootIndex: 0, routes: [.order(orderID: 7)])),
        ("cases://example.org/archive/*/7", Destination(rootIndex: 0, routes: [.order(orderID: 7)])),
        ("cases://example.org/blog/5", Destination(rootIndex: 0, routes: [.blog(.post(postID: 5))])),
        // Matrix's servers: every `via`, in order; a key no link reads, given twice, is ignored.
        (
            "cases://example.org/room/!r:s.org?via=a.org&x=1&via=b.org&x=2",
            Destination(rootIndex: 0, routes: [.room(roomID: "!r:s.org", via: ["a.org", "b.org"], pins: nil)])
        ),
        ("cases://example.org/room/r", Destination(rootIndex: 0, routes: [.room(roomID: "r", via: [], pins: nil)])),
        // matrix.to: the fragment is a path and a query of its own; `#` inside it is data.
        (
            "cases://matrix.to/#/!room:server.org?via=a.org&via=b.org",
            Destination(rootIndex: 0, routes: [.room(roomID: "room:server.org", via: ["a.org", "b.org"])])
        ),
        (
            "cases://Matrix.TO/#/!room:s/$ev%2F1?via=a.org",
            Destination(rootIndex: 0, routes: [.room(roomID: "room:s", via: ["a.org"], eventID: "ev/1")])
        ),
        ("cases://matrix.to/#/#alias:s", Destination(rootIndex: 0, routes: [.roomAlias(alias: "alias:s", via: [])])),
        ("cases://matrix.to/#/%23alias:s", Destination(rootIndex: 0, routes: [.roomAlias(alias: "alias:s", via: [])])),
        ("cases://matrix.to/#/@ada:s", Destination(rootIndex: 0, routes: [.user(name: "ada:s")])),
        // A query before `#` is not the fragment's: unread, ignored.
        ("cases://matrix.to/?via=x#/@ada:s", Destination(rootIndex: 0, routes: [.user(name: "ada:s")])),
        // A fragment that no fragment path matches is ignored, as it always was.
        ("cases://example.org/user/ada#/@x", Destination(rootIndex: 0, routes: [.user(name: "ada")])),
        ("cases://example.org/user/ada#top", Destination(rootIndex: 0, routes: [.user(name: "ada")])),
        // Opaque URIs: the scheme, then the path, no `//`.
        (
            "matrix:roomid/room:s.org?via=a.org&via=b.org",
            Destination(rootIndex: 0, routes: [.room(roomID: "room:s.org", via: ["a.org", "b.org"])])
        ),
        ("MATRIX:r/alias:s", Destination(rootIndex: 0, routes: [.roomAlias(alias: "alias:s", via: [])])),
        ("matrix:u/%40ada:s", Destination(rootIndex: 0, routes: [.user(name: "@ada:s")])),
        // With `//`, the same text is a host and a path: the links without a host part's.
        ("matrix://example.org/user/ada", Destination(rootIndex: 0, routes: [.user(name: "ada")])),
        (
            "cases://example.org/room/r?pin=E621E1F8-C36C-495A-93FC-0C247A3E6E5F&via=%26&via=",
            Destination(rootIndex: 0, routes: [.room(roomID: "r", via: ["&", ""], pins: [uuid])])
        ),
        (
            "cases://example.org/blog/5/comments?highlight=E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            Destination(rootIndex: 0, routes: [.blog(.post(postID: 5)), .blog(.comments(postID: 5, highlight: uuid))])
        ),
    ]

    @Test(arguments: openingCases)
    func chosenURLsOpenTheirDestination(url: String, destination: Navigation.DeepLinkDestination<LinkRoute>) throws {
        #expect(try Graph.destination(forLink: url) == destination)
    }

    nonisolated private static let failingCases: [(String, Navigation.DeepLinkFailure)] = [
        ("ftp://example.org/user/x", .unknownScheme("ftp")),
        // `//{serverID}/*/item/{itemID}` reads any host: another host is not unknown, and
        // opens nothing without a path of that link.
        ("cases://evil.example/user/x", .noMatch(path: "/user/x")),
        ("cases:///user/x", .unknownHost("")),
        ("cases://example.org/nothing/here", .noMatch(path: "/nothing/here")),
        ("cases://example.org/user", .noMatch(path: "/user")),
        ("cases://example.org/user/a/b", .noMatch(path: "/user/a/b")),
        ("cases://example.org/user/..", .dotSegment),
        ("cases://example.org/user//x", .emptySegment),
        ("cases://example.org/item/abc", .invalidValue(placeholder: "id", value: "abc", expected: "Int")),
        ("cases://example.org/export/order-x.json", .invalidValue(placeholder: "orderID", value: "x", expected: "Int")),
        ("cases://example.org/export/order-.json", .noMatch(path: "/export/order-.json")),  // no value between
        ("cases://example.org/@/5", .noMatch(path: "/@/5")),
        ("cases://example.org/v/yes", .invalidValue(placeholder: "on", value: "yes", expected: "Bool")),
        ("cases://example.org/tag/Swift", .invalidValue(placeholder: "slug", value: "Swift", expected: "Slug")),
        (
            "cases://example.org/tag/ok?min=12.5",
            .invalidValue(placeholder: "minPrice", value: "12.5", expected: "Money")
        ),
        ("cases://example.org/search?page=x", .invalidValue(placeholder: "page", value: "x", expected: "Int")),
        ("cases://example.org/search?near=42", .invalidValue(placeholder: "near", value: "42", expected: "UUID")),
        ("cases://example.org/search?q=1&q=2", .repeatedQueryKey("q")),
        ("cases://example.org/room/r?pin=x", .invalidValue(placeholder: "pins", value: "x", expected: "UUID")),
        ("cases://matrix.to/#/%zz", .invalidEscape("%zz")),
        ("cases://matrix.to/#/!r/$e/x", .noMatch(path: "/#/!r/$e/x")),
        ("matrix:roomid/r/x", .noMatch(path: "/roomid/r/x")),
        ("cases:roomid/r", .unknownHost("")),
        ("matrix://u/ada", .noMatch(path: "/ada")),
        ("cases://example.org/map/1/north", .invalidValue(placeholder: "lon", value: "north", expected: "Double")),
        ("cases://example.org/blog/x/comments", .invalidValue(placeholder: "postID", value: "x", expected: "Int")),
        (
            "cases://example.org/settings/account/42",
            .invalidValue(placeholder: "userID", value: "42", expected: "UUID")
        ),
        ("cases://example.org/user/%FF", .invalidEscape("%FF")),
        // Host parts: a host no link answers, a host value its type does not read, a host
        // without the text around its placeholder; the wildcard needs its segment.
        ("cases://other.example.com/item/7", .noMatch(path: "/item/7")),  // not the shop's host
        ("cases://shop.example.com/item/x", .invalidValue(placeholder: "id", value: "x", expected: "Int")),
        ("cases://shop.example.com/user/x", .noMatch(path: "/user/x")),
        ("cases://ACME.example.net/inbox", .invalidValue(placeholder: "tenant", value: "ACME", expected: "Slug")),
        ("cases://.example.net/inbox", .noMatch(path: "/inbox")),  // no tenant before the text
        ("cases://prod-1/u42/item/x", .invalidValue(placeholder: "itemID", value: "x", expected: "Int")),
        ("cases://example.org/archive/7", .noMatch(path: "/archive/7")),
        // Required query items (Bitwarden's sign-up link): each must be there, once, of its type.
        ("cases://example.org/finish-signup?email=a%40b.org", .missingQueryItem("token")),
        ("cases://example.org/finish-signup?token=t&fromEmail=true", .missingQueryItem("email")),
        ("cases://example.org/finish-signup?email=a&email=b&token=t", .repeatedQueryKey("email")),
        (
            "cases://example.org/finish-signup?email=a&token=t&fromEmail=1",
            .invalidValue(placeholder: "fromEmail", value: "1", expected: "Bool")
        ),
        ("cases://example.org/redirect-connector.html#/finish-signup?token=t", .missingQueryItem("email")),
        // The fragment's query is the one read: the URL's own query does not give the item.
        ("cases://example.org/redirect-connector.html?email=a#/finish-signup?token=t", .missingQueryItem("email")),
    ]

    /// `canonical: true` (#37): a room prints with the `matrix:` link, declared after two other
    /// links of its stack; a route that link cannot carry (pins) falls to the next.
    @Test func aCanonicalLinkPrintsFirst() throws {
        let room = Destination(rootIndex: 0, routes: [.room(roomID: "!r:s.org", via: ["a.org", "b.org"])])
        let printed = try #require(Graph.link(for: room))
        #expect(printed == "matrix:roomid/%21r%3As.org?via=a.org&via=b.org")
        #expect(try Graph.destination(forLink: printed) == room)
        let pinned = Destination(
            rootIndex: 0,
            routes: [.room(roomID: "r", via: [], pins: [UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6))])])
        #expect(Graph.link(for: pinned) == "cases://example.org/room/r?pin=01020304-0506-0708-0900-010203040506")
        // The generated table numbers the canonical link first.
        #expect(Graph.deepLinks.patternTexts.first == "matrix:roomid/{roomID:s}?via={via:[s]}")
    }

    /// Query items that bind required params (#37): with them the link opens, its values read
    /// as given; the printed link carries them and reads back. Each link fixes the region
    /// (`args`), so a route prints with the link of its region.
    @Test func requiredQueryItemsOpenTheLink() throws {
        let plain = "cases://example.org/finish-signup?email=ada%40example.org&token=Xy%2Bz&unread=1"
        let us = LinkRoute.finishSignup(email: "ada@example.org", token: "Xy+z", region: .us)
        #expect(try Graph.destination(forLink: plain) == Destination(rootIndex: 0, routes: [us]))
        let fragment = "cases://example.org/redirect-connector.html#/finish-signup?email=ada%40example.org&token=Xy%2Bz"
        let eu = LinkRoute.finishSignup(email: "ada@example.org", token: "Xy+z", region: .eu)
        #expect(try Graph.destination(forLink: fragment) == Destination(rootIndex: 0, routes: [eu]))
        let printed = try #require(Graph.link(for: Destination(rootIndex: 0, routes: [us])))
        #expect(printed == "cases://example.org/finish-signup?email=ada%40example.org&token=Xy%2Bz")
        #expect(try Graph.destination(forLink: printed) == Destination(rootIndex: 0, routes: [us]))
        let printedEU = try #require(Graph.link(for: Destination(rootIndex: 0, routes: [eu])))
        #expect(printedEU == fragment)
        let state = NavigationState<Graph>()
        try state.links.open(link: fragment)
        #expect(state.selectedStack.routes == [.home, eu])
    }

    @Test(arguments: failingCases)
    func chosenURLsFailWithTheirReason(url: String, failure: Navigation.DeepLinkFailure) {
        #expect(throws: failure) { try Graph.destination(forLink: url) }
        let state = NavigationState<Graph>()
        #expect(throws: failure) { try state.links.open(link: url) }
        #expect(state.selectedRootIndex == 0 && state.selectedStack.routes == [.home])
    }

    /// `url-param` (#37): the screen gets the whole URL as received; a route prints as the URL
    /// it keeps only when that URL opens it.
    @Test func theWholeURLIsAValue() throws {
        let uri = "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example"
        let destination = try Graph.destination(forLink: uri)
        #expect(destination == Destination(rootIndex: 0, routes: [.totp(uri: uri)]))
        #expect(Graph.link(for: destination) == uri)
        let key = "otpauth://hotp/Bank?secret=ABC&digits=8"
        #expect(
            try Graph.destination(forLink: key)
                == Destination(rootIndex: 0, routes: [.hotp(key: URL(string: key)!, digits: 8)]))
        // Not a link the graph opens, or one that opens other routes: not printable.
        #expect(Graph.link(for: Destination(rootIndex: 0, routes: [.totp(uri: "https://example.org/x")])) == nil)
        #expect(Graph.link(for: Destination(rootIndex: 0, routes: [.hotp(key: URL(string: key)!, digits: 6)])) == nil)
        let state = NavigationState<Graph>()
        try state.links.open(link: uri)
        #expect(state.selectedStack.routes == [.home, .totp(uri: uri)])
    }

    /// A link into a tab the app does not show now (signed out) waits, as a guarded one does,
    /// and opens once the tab is shown (#21).
    @Test func aLinkIntoARootNotShownWaitsForIt() throws {
        let state = try NavigationState<Graph>(roots: [.home])
        let link = "cases://example.org/settings/prefs?beta=true"
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "settings")) { try state.links.open(link: link) }
        #expect(state.links.pendingLink == Destination(rootIndex: 1, routes: [.prefs(beta: true)]))
        #expect(state.selectedStack.routes == [.home], "nothing moved")
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "settings")) {
            try state.links.resumePendingLink()
        }
        #expect(state.links.pendingLink != nil, "still waiting")
        try state.containers.setRoots([.home, .settings])
        try state.links.resumePendingLink()
        #expect(state.links.pendingLink == nil)
        #expect(state.selectedRootIndex == 1 && state.selectedStack.routes == [.settings, .prefs(beta: true)])
        // A link that opens forgets the one waiting; cancelling forgets it too.
        try state.containers.setRoots([.home])
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "settings")) { try state.links.open(link: link) }
        try state.links.open(link: "cases://example.org/item/7")
        #expect(state.links.pendingLink == nil)
        #expect(throws: Navigation.DeepLinkFailure.rootNotShown(root: "settings")) { try state.links.open(link: link) }
        state.guards.cancelPendingNavigation()
        #expect(state.links.pendingLink == nil)
    }

    /// A wildcard segment prints as `*`, which the graph's own matching reads back: the printed
    /// link opens the same link with the same values.
    @Test func aWildcardSegmentPrintsAsAStarThatReadsBack() throws {
        let archive = try #require(Self.annotated.firstIndex(of: "/archive/*/{orderID:i}"))
        let url = try #require(Graph.deepLinks.url(link: archive, texts: ["7"]))
        #expect(url == "cases://example.org/archive/*/7")
        #expect(try Graph.deepLinks.match(Navigation.DeepLinkURL(parsing: url)).link == archive)
        #expect(try Graph.destination(forLink: url) == Destination(rootIndex: 0, routes: [.order(orderID: 7)]))
        let host = try #require(Self.annotated.firstIndex(of: "//{serverID:s}/*/item/{itemID:i}"))
        let printed = try #require(Graph.deepLinks.url(link: host, texts: ["Prod-1", "7"]))
        #expect(printed == "cases://Prod-1/*/item/7")
        #expect(try Graph.deepLinks.match(Navigation.DeepLinkURL(parsing: printed)).texts == ["Prod-1", "7"])
    }

    @Test func chosenDestinationsPrint() {
        let cases: [(Destination, String?)] = [
            (Destination(rootIndex: 0, routes: []), "cases://example.org/"),
            (Destination(rootIndex: 1, routes: []), "cases://example.org/settings"),
            (Destination(rootIndex: 0, routes: [.item(id: 42)]), "cases://example.org/item/42"),
            // zoom is not in `/item/{id}`: the shop's link, declared later, carries it.
            (Destination(rootIndex: 0, routes: [.item(id: 42, zoom: 4)]), "cases://shop.example.com/item/42?zoom=4"),
            (Destination(rootIndex: 0, routes: [.user(name: "a b/c")]), "cases://example.org/user/a%20b%2Fc"),
            (Destination(rootIndex: 1, routes: [.user(name: "x")]), "cases://example.org/me/x"),
            (Destination(rootIndex: 0, routes: [.user(name: "")]), nil),  // an empty path value
            (Destination(rootIndex: 0, routes: [.price(amount: 1.5)]), "cases://example.org/price/1.5?currency=EUR"),
            (Destination(rootIndex: 0, routes: [.chooser]), "cases://example.org/item/new"),
            (Destination(rootIndex: 0, routes: [.search()]), "cases://example.org/search?page=1&exact=false&r=2.5"),
            // One placeholder, two values.
            (Destination(rootIndex: 0, routes: [.order(orderID: 1), .receipt(orderID: 2)]), nil),
            (
                Destination(rootIndex: 0, routes: [.order(orderID: 1), .receipt(orderID: 1)]),
                "cases://example.org/order/1/receipt"
            ),
            (Destination(rootIndex: 0, routes: [.note(text: nil)]), nil),
            // An array: one item per value; an empty one none, so an optional's `[]` (which would
            // read back as nil) has no link. A room prints with its canonical link, `matrix:`.
            (
                Destination(rootIndex: 0, routes: [.room(roomID: "!r", via: ["a.org", "b.org"], pins: nil)]),
                "matrix:roomid/%21r?via=a.org&via=b.org"
            ),
            (Destination(rootIndex: 0, routes: [.room(roomID: "r", via: [], pins: nil)]), "matrix:roomid/r"),
            (Destination(rootIndex: 0, routes: [.room(roomID: "r", via: [], pins: [])]), nil),
            // The fragment's path and query, after the path (`/` when it is empty).
            (
                Destination(rootIndex: 0, routes: [.room(roomID: "r:s", via: ["a.org"], eventID: "$e")]),
                "https://matrix.to/#/!r%3As/$%24e?via=a.org"
            ),
            (
                Destination(rootIndex: 0, routes: [.roomAlias(alias: "a:s", via: ["x", "y"])]),
                "https://matrix.to/#/#a%3As?via=x&via=y"
            ),
            (Destination(rootIndex: 0, routes: [.toot(acct: "ada", statusID: 109)]), "cases://example.org/@ada/109"),
            (Destination(rootIndex: 0, routes: [.toot(acct: "a/b", statusID: 1)]), "cases://example.org/@a%2Fb/1"),
            (Destination(rootIndex: 0, routes: [.note(text: ".")]), "cases://example.org/note/%2E"),
            (
                Destination(rootIndex: 0, routes: [.help]),
                "cases://example.org/help/faq%3Ageneral/%28beta%29/v1.2~x/%40team%3Ba%2Cb%21%24%27"
            ),
            // The host from the route's value (escaped, its case kept), or the literal host; a
            // wildcard segment as `*`, which reads back.
            (
                Destination(rootIndex: 0, routes: [.serverItem(serverID: "Prod-1", itemID: 7)]),
                "cases://Prod-1/*/item/7"
            ),
            (
                Destination(rootIndex: 0, routes: [.serverItem(serverID: "a@b:1/c", itemID: 7)]),
                "cases://a%40b%3A1%2Fc/*/item/7"
            ),
            (Destination(rootIndex: 0, routes: [.serverItem(serverID: "", itemID: 7)]), nil),  // an empty host value
            (
                Destination(rootIndex: 0, routes: [.server(serverKey: Self.uuid)]),
                "cases://E621E1F8-C36C-495A-93FC-0C247A3E6E5F/"
            ),
            (Destination(rootIndex: 0, routes: [.inbox(tenant: Slug("acme")!)]), "cases://acme.example.net/inbox"),
            (Destination(rootIndex: 0, routes: [.pair(y: "a", z: "z")]), "cases://example.org/a/b/z"),
            // `/a/b/c` opens `/a/{x}/c`: no link opens this pair.
            (Destination(rootIndex: 0, routes: [.pair(y: "a", z: "c")]), nil),
            (
                Destination(
                    rootIndex: 0, routes: [.blog(.post(postID: 1, slug: Slug("x"))), .blog(.comments(postID: 1))]), nil
            ),  // slug not in the link
            // Too long to open.
            (Destination(rootIndex: 0, routes: [.user(name: String(repeating: "x", count: 5000))]), nil),
            // No link on that root.
            (Destination(rootIndex: 1, routes: [.item(id: 1)]), nil),
        ]
        for (destination, expected) in cases {
            #expect(Graph.link(for: destination) == expected, "\(destination)")
        }
    }
}
