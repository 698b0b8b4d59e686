import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// SplitMix64: small, fast, and the same sequence on every platform for one seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `DEEPLINK_SEED` from the environment, or a fresh one; printed either way, so a failure
    /// can be replayed with `DEEPLINK_SEED=<seed> swift test --filter DeepLink`.
    static func fromEnvironment(_ test: String) -> (generator: SeededGenerator, seed: UInt64) {
        let seed =
            ProcessInfo.processInfo.environment["DEEPLINK_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        print("\(test): DEEPLINK_SEED=\(seed)")
        return (SeededGenerator(seed: seed), seed)
    }
}

/// Random values through printing and parsing, and random or mutated text through the parser.
@Suite("Deep-link properties (seeded)")
struct DeepLinkPropertyTests {
    /// Pieces of values: what URLs treat specially, escapes, dots, non-ASCII, controls.
    static let alphabet: [String] = [
        "a", "Z", "0", "9", "-", "_", "~", ".", "..", "%", "%2F", "%25", "%zz", "/", "//", "?", "#", "&", "=", "+", " ",
        ":", "@", "[", "]", ";", ",", "!", "*", "'", "(", "\\", "\"", "<", "{", "}",
        "é", "e\u{301}", "✓", "日", "😀", "👩‍👩‍👧", "\u{0}", "\n", "\t", "\u{7F}", "\u{85}", "\u{202E}", "\u{FEFF}",
        "\u{FFFD}",
    ]

    static func randomText<G: RandomNumberGenerator>(_ rng: inout G, maxPieces: Int = 8) -> String {
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: return ""
        case 1: return "."
        case 2: return ".."
        default:
            return (0..<Int.random(in: 1...maxPieces, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
                .joined()
        }
    }

    /// Patterns of string and custom placeholders (which read any text) around literals.
    static let textPatterns = [
        "/",
        "/{a:s}",
        "/p/{a:s}",
        "/p/{a:s}/{b:c}",
        "/p/{a:s}/lit/{b:s}?x={c:s}&y={d:c}",
        "/q?only={a:s}",
        "/{a:s}/{b:s}/{c:s}/end?k={d:s}",
    ]

    @Test func randomValuesPrintAndParseBackExactly() throws {
        var (rng, seed) = SeededGenerator.fromEnvironment("randomValuesPrintAndParseBackExactly")
        let table = DeepLinkTable(
            schemes: ["app"], hosts: ["example.com"], patterns: Self.textPatterns, stacks: Self.textPatterns.map { $0 })
        var printed = 0
        for _ in 0..<3000 {
            let link = Int.random(in: 0..<Self.textPatterns.count, using: &rng)
            let pattern = table.patterns[link]
            let pathCount = pattern.segments.filter { if case .value = $0 { true } else { false } }.count
            var texts: [String?] = (0..<pathCount).map { _ in Self.randomText(&rng) }
            texts += pattern.query.map { _ in Bool.random(using: &rng) ? nil : Self.randomText(&rng) }
            guard let url = table.url(link: link, texts: texts) else {
                #expect(texts.prefix(pathCount).contains(""), "seed \(seed): link \(link) \(texts) did not print")
                continue
            }
            printed += 1
            #expect(!texts.prefix(pathCount).contains(""), "seed \(seed): \(url)")
            do {
                let (matched, values) = try table.match(Navigation.DeepLinkURL(parsing: url))
                #expect(matched == link, "seed \(seed): \(url)")
                #expect(
                    values.count == texts.count && zip(values, texts).allSatisfy { Self.sameScalars($0, $1) },
                    "seed \(seed): \(url) gave \(values), expected \(texts)")
            } catch {
                Issue.record("seed \(seed): \(url) (values \(texts)) failed: \(error)")
            }
        }
        #expect(printed > 2000)
    }

    static func randomUUID<G: RandomNumberGenerator>(_ rng: inout G) -> UUID {
        UUID(
            uuid: withUnsafeBytes(of: (rng.next(), rng.next())) { bytes in
                (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                )
            })
    }

    static func sameScalars(_ a: String?, _ b: String?) -> Bool {
        a.map { Array($0.unicodeScalars) } == b.map { Array($0.unicodeScalars) }
    }

    /// Typed placeholders: random Ints, Doubles (every bit pattern but NaN), UUIDs and Bools print
    /// as their `description` and come back equal.
    @Test func randomTypedValuesPrintAndParseBack() throws {
        var (rng, seed) = SeededGenerator.fromEnvironment("randomTypedValuesPrintAndParseBack")
        let patterns = ["/t/{i:i}/{u:u}/{d:d}/{b:b}?i2={i2:i}&d2={d2:d}", "/t/{s:s}/{u:u}/{d:d}/{b:b}"]
        let table = DeepLinkTable(schemes: ["app"], hosts: [], patterns: patterns, stacks: ["0|a", "0|b"])
        for _ in 0..<2000 {
            let int = Int.random(in: Int.min...Int.max, using: &rng)
            var double = Double(bitPattern: rng.next())
            if double.isNaN { double = -0.0 }
            let uuid = Self.randomUUID(&rng)
            let bool = Bool.random(using: &rng)
            let small = Double(Int.random(in: -1000...1000, using: &rng)) / 8
            let texts: [String?] = [
                int.description, uuid.uuidString, double.description, bool.description,
                Bool.random(using: &rng) ? nil : (int / 3).description, small.description,
            ]
            let url = try #require(table.url(link: 0, texts: texts))
            do {
                let (link, values) = try table.match(Navigation.DeepLinkURL(parsing: url))
                #expect(link == 0 && values == texts, "seed \(seed): \(url)")
                #expect(
                    Int(values[0]!) == int && UUID(uuidString: values[1]!) == uuid && Double(values[2]!) == double
                        && Bool(values[3]!) == bool, "seed \(seed): \(url)")
            } catch {
                Issue.record("seed \(seed): \(url) failed: \(error)")
            }
        }
    }

    // MARK: Parsing anything

    static let validLinks = [
        "app://example.com/p/a%2Fb/lit/c?x=1&y=%F0%9F%98%80#frag",
        "app:///t/42/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/1.5/true?i2=3",
        "APP://user:pw@[::1]:8080/a/b/c/end?k=v",
        "app:/q?only=%25",
        "app://h",
        "app:a/b",
    ]

    /// Insertions that break URLs: escapes (good, bad, half, non-UTF-8), separators, dots, controls,
    /// non-ASCII.
    static let hostilePieces: [[UInt8]] =
        [
            "%", "%2", "%zz", "%FF", "%C0%AF", "%C3%28", "%2F", "%2E%2E", "%25", "/", "//", "?", "#", "&", "=", "+",
            ".", "..", ":", "@", "[", "]",
            " ", "\u{0}", "\n", "\u{7F}", "é", "\u{85}", "\u{FFFD}", "😀",
        ].map { Array($0.utf8) } + [
            [0x80], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF],
        ]

    @Test func parsingRandomAndMutatedTextNeverTraps() throws {
        var (rng, seed) = SeededGenerator.fromEnvironment("parsingRandomAndMutatedTextNeverTraps")
        let table = DeepLinkTable(
            schemes: ["app"], hosts: [],
            patterns: Self.textPatterns + [
                "/t/{i:i}/{u:u}/{d:d}/{b:b}?i2={i2:i}", "/a/{x:i}/c", "/{y:u}/b/{z:b}",
                // Host parts and wildcards: the host walk before the path's.
                "//{h:s}/a/*/{w:i}", "//example.com/*/b", "//{h:u}.x", "//h-{n:i}.example.com/*",
            ],
            stacks: (0..<14).map { "0|\($0)" })
        var outcomes: [String: Int] = [:]
        for round in 0..<5000 {
            let text = Self.randomInput(&rng, round: round)
            let outcome: String
            do throws(Navigation.DeepLinkFailure) {
                let url = try Navigation.DeepLinkURL(parsing: text)
                checkInvariants(of: url, text: text, seed: seed)
                do throws(Navigation.DeepLinkFailure) {
                    let (link, texts) = try table.match(url)
                    #expect(
                        texts.count == table.patterns[link].valueNames.count, "seed \(seed): \(text.debugDescription)")
                    outcome = "matched"
                } catch {
                    outcome = "parsed, \(Self.caseName(error))"
                }
            } catch {
                #expect(
                    error != .tooLong(length: text.utf8.count, limit: Navigation.DeepLinkURL.maximumLength),
                    "seed \(seed): \(text.debugDescription)")
                outcome = Self.caseName(error)
            }
            outcomes[outcome, default: 0] += 1
        }
        print("parsingRandomAndMutatedTextNeverTraps outcomes: \(outcomes.sorted { $0.key < $1.key })")
        #expect(outcomes["matched", default: 0] > 100)
    }

    /// Text to parse: every fifth a run of hostile pieces and random bytes after `app:`, the
    /// others a valid link with 1–4 bytes inserted, deleted or replaced. A Swift string is
    /// always UTF-8: broken sequences become U+FFFD, as when an app makes a String of a URL's
    /// bytes.
    static func randomInput<G: RandomNumberGenerator>(_ rng: inout G, round: Int) -> String {
        var bytes: [UInt8]
        if round % 5 == 0 {
            bytes = Array("app:".utf8)
            for _ in 0..<Int.random(in: 0...30, using: &rng) {
                bytes +=
                    Bool.random(using: &rng)
                    ? hostilePieces.randomElement(using: &rng)! : [UInt8.random(in: 0...255, using: &rng)]
            }
        } else {
            bytes = Array(validLinks.randomElement(using: &rng)!.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: 0...bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes.insert(contentsOf: hostilePieces.randomElement(using: &rng)!, at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: if at < bytes.count { bytes[at] = hostilePieces.randomElement(using: &rng)!.first! }
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The single-pass parser gives exactly what the first, straightforward implementation
    /// (kept as `ReferenceDeepLinkURL`) gives: the same URL or the same failure.
    @Test func theParserAgreesWithTheReferenceImplementation() {
        var (rng, seed) = SeededGenerator.fromEnvironment("theParserAgreesWithTheReferenceImplementation")
        var agreed = 0
        for round in 0..<5000 {
            let text = round < Self.validLinks.count ? Self.validLinks[round] : Self.randomInput(&rng, round: round)
            let actual = Result { () throws(Navigation.DeepLinkFailure) in try Navigation.DeepLinkURL(parsing: text) }
            let expected = Result { () throws(Navigation.DeepLinkFailure) in try ReferenceDeepLinkURL(parsing: text) }
            switch (actual, expected) {
            case (.success(let url), .success(let reference)):
                let same =
                    url.scheme == reference.scheme && url.host == reference.host && url.segments == reference.segments
                    && url.query == reference.query && url.repeatedQuery == reference.repeatedQuery
                #expect(same, "seed \(seed): \(text.debugDescription) gave \(url), expected \(reference)")
            case (.failure(let failure), .failure(let reference)):
                #expect(failure == reference, "seed \(seed): \(text.debugDescription)")
            default:
                Issue.record("seed \(seed): \(text.debugDescription) gave \(actual), expected \(expected)")
            }
            agreed += 1
        }
        #expect(agreed == 5000)
    }

    /// The UUID kind reads exactly the canonical form — 36 characters, `-` at offsets 8, 13, 18
    /// and 23, hex digits of either case elsewhere — on every platform, as the UUID Foundation
    /// reads from it. (Foundation's `UUID(uuidString:)` is laxer on some platforms: on Linux it
    /// scans with `sscanf("%2hhx…")`, which takes " 8BE4E2C-…" or "…-dc+d-…"; a link does not.)
    @Test func theUUIDKindReadsTheCanonicalFormOnly() throws {
        var (rng, seed) = SeededGenerator.fromEnvironment("theUUIDKindReadsTheCanonicalFormOnly")
        let pieces: [String] = ["-", "0", "9", "a", "f", "A", "F", "g", "G", "+", " ", "x", "é", "٣", "\u{0}", ""]
        var accepted = 0
        for round in 0..<5000 {
            var text = Array(Self.randomUUID(&rng).uuidString.unicodeScalars).map(String.init)
            if round % 3 == 0 { text = text.map { $0.lowercased() } }
            if round % 4 != 0 {
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    let at = Int.random(in: 0..<text.count, using: &rng)
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: text[at] = pieces.randomElement(using: &rng)!
                    case 1: text.remove(at: at)
                    default: text.insert(pieces.randomElement(using: &rng)!, at: at)
                    }
                }
            }
            let candidate = text.joined()
            let canonical = Self.isCanonicalUUID(candidate)
            #expect(
                Navigation.DeepLinkValueKind.uuid.accepts(candidate) == canonical,
                "seed \(seed): \(candidate.debugDescription)")
            let read = try? DeepLinkValues(names: ["u"], texts: [candidate]).optional(0, as: UUID.self)
            #expect(
                read == (canonical ? UUID(uuidString: candidate) : nil), "seed \(seed): \(candidate.debugDescription)")
            if canonical {
                accepted += 1
                #expect(
                    read != nil && read?.uuidString == candidate.uppercased(),
                    "seed \(seed): \(candidate.debugDescription)")
            }
        }
        #expect(accepted > 1000)
        for lax in [
            " 8BE4E2C-980A-5F7A-F67F-00AA83DED9AC", "b4378251-5a84-dc+d-eab6-516a3572a00a",
            "e9ee9a76--150-51f2-4551-8072fa449759", "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}",
            "E621E1F8C36C495A93FC0C247A3E6E5F",
        ] {
            #expect(!Navigation.DeepLinkValueKind.uuid.accepts(lax), "\(lax)")
        }
    }

    static func isCanonicalUUID(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 36 else { return false }
        return characters.enumerated().allSatisfy { offset, character in
            [8, 13, 18, 23].contains(offset) ? character == "-" : character.isASCII && character.isHexDigit
        }
    }

    static func caseName(_ failure: Navigation.DeepLinkFailure) -> String {
        Mirror(reflecting: failure).children.first?.label ?? "\(failure)"
    }

    /// What any parsed URL satisfies, and its canonical spelling parses to the same URL.
    private func checkInvariants(of url: Navigation.DeepLinkURL, text: String, seed: UInt64) {
        let context = "seed \(seed): \(text.debugDescription)"
        #expect(url.scheme == url.scheme.lowercased() && !url.scheme.isEmpty, "\(context)")
        #expect(url.host == url.hostAsWritten.lowercased(), "\(context)")
        #expect(!url.segments.contains(""), "\(context)")
        // Written back with every byte but unreserved ones escaped (each value of a repeated
        // key, in order; the fragment as written), it parses to itself.
        let path = url.segments.map { "/" + Self.escape($0) }.joined()
        let query = url.query.sorted { $0.key < $1.key }.flatMap { key, value in
            (url.repeatedQuery[key] ?? [value]).map { Self.escape(key) + "=" + Self.escape($0) }
        }
        .joined(separator: "&")
        let canonical =
            (url.hasAuthority ? "\(url.scheme)://\(Self.escape(url.hostAsWritten))" : "\(url.scheme):")
            + "\(path.isEmpty ? "/" : path)\(query.isEmpty ? "" : "?" + query)\(url.fragment.map { "#" + $0 } ?? "")"
        guard canonical.utf8.count <= Navigation.DeepLinkURL.maximumLength else { return }
        #expect((try? Navigation.DeepLinkURL(parsing: canonical)) == url, "\(context) → \(canonical)")
    }

    /// Escapes every byte but letters, digits and `-_~` (dots too, so `.` and `..` stay data).
    static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == 0x2D
                || byte == 0x5F || byte == 0x7E
            {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
