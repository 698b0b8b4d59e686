import ArgumentParser
import ScreenGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Screengen {
    /// `screengen links`: the graph's deep links, as a readable list or as the `components` of
    /// Apple's `apple-app-site-association`, so universal links and routes never drift apart.
    struct Links: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: derived from the type, the name costs a reflection at every start-up (#33).
            commandName: "links",
            abstract: "List the graph's deep links, or write their apple-app-site-association.",
            discussion: """
                --format text (default): each link with the stack it opens and what the stack's
                screens require.
                --format aasa: an apple-app-site-association file whose applinks components
                match every link's path (placeholders and wildcards as *); give the app with
                --app-id. Links with a host part (url: "//host/…") are left out: the file
                answers for the one domain that serves it.
                --try URL (repeatable): which link the URL opens and the stack it builds, each
                screen with the values its params get, or why it opens none, as the app would
                say (exit status 1 when a URL opens none). --format is ignored.
                Nothing is printed when the graph has errors (exit status 1).
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, aasa
        }

        @OptionGroup var graph: GraphInput

        @Option(help: "text or aasa.")
        var format: Format = .text

        @Option(
            name: .customLong("app-id"), help: "An app identifier (TEAMID.bundle.id) for --format aasa; repeatable.")
        var appIDs: [String] = []

        @Option(
            name: .customLong("try"),
            help: ArgumentHelp(
                "A URL to match against the graph's links: the link it opens and its stack, or why none; repeatable.",
                valueName: "url"))
        var trials: [String] = []

        func validate() throws {
            if format == .aasa, appIDs.isEmpty, trials.isEmpty {
                throw ValidationError("--format aasa needs at least one --app-id TEAMID.bundle.id")
            }
        }

        func run() throws {
            let outcome = try graph.check()
            guard !outcome.hasErrors else {
                standardError(outcome.summary(includingErrors: true))
                throw ExitCode(1)
            }
            if !trials.isEmpty, let resolved = outcome.result.resolved {
                let links = resolved.linkTrials
                let results = trials.map(links.trial)
                print(LinkListing.trials(results), terminator: "")
                if results.contains(where: { if case .opensNone = $0.outcome { true } else { false } }) {
                    throw ExitCode(1)
                }
                return
            }
            let links = outcome.result.deepLinks
            switch format {
            case .text: print(LinkListing.text(links), terminator: "")
            case .aasa:
                print(LinkListing.associationFile(links, appIDs: appIDs))
                let skipped = links.filter { $0.host != nil }.count
                if skipped > 0 {
                    standardError(
                        "screengen: note: \(skipped) link\(skipped == 1 ? "" : "s") with a host part left out of the file; an apple-app-site-association file answers for the domain that serves it"
                    )
                }
            }
        }
    }
}

/// The two renderings of `screengen links`; pure, so tests compare their text.
enum LinkListing {
    /// `/grid/{productID}  experience-picker > product-grid > product-detail`, one link a line,
    /// screens with guards marked `[requires signedIn]`.
    static func text(_ links: [DeepLinkSummary]) -> String {
        guard !links.isEmpty else { return "no deep links\n" }
        let width = links.map(\.pattern.count).max() ?? 0
        var lines: [String] = []
        if let first = links.first {
            let hosts = first.hosts.isEmpty ? "any host" : first.hosts.joined(separator: ", ")
            lines.append("schemes: \(first.schemes.joined(separator: ", ")); hosts: \(hosts)")
        }
        for link in links {
            let steps =
                [link.root]
                + link.stack.map { step in
                    step.requires.isEmpty
                        ? step.screen : "\(step.screen) [requires \(step.requires.joined(separator: ", "))]"
                }
            let padding = String(repeating: " ", count: width - link.pattern.count)
            // A candidate of a choice (`one-of:`): a line each, saying whose resolver picks.
            let choice = link.choice.map { "  (choice \($0))" } ?? ""
            lines.append(displayed("\(link.pattern)\(padding)  \(steps.joined(separator: " > "))\(choice)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `home > room`, or for a choice `home > one of room, join-room (choice room-target)`.
    private static func opened(_ link: DeepLinkSummary, candidates: [String: [String]]) -> String {
        guard let choice = link.choice, let screens = candidates[link.pattern + " " + choice] else {
            return ([link.root] + link.stack.map(\.screen)).joined(separator: " > ")
        }
        let beneath = [link.root] + link.stack.dropLast().map(\.screen)
        return (beneath + ["one of " + screens.joined(separator: ", ")]).joined(separator: " > ")
            + " (choice \(choice))"
    }

    /// `{"applinks":{"details":[{"appIDs":[…],"components":[{"/":"/grid/*","comment":"…"}]}]}}`,
    /// keys sorted and pretty-printed, so the file is stable for review and diffs. A link with
    /// a host part is left out: the file is served by one domain and speaks for it alone,
    /// while such a link names another host (`//shop.example.com/…`) or reads any
    /// (`//{serverID}/…`, a custom scheme's shape that universal links do not have).
    static func associationFile(_ links: [DeepLinkSummary], appIDs: [String]) -> String {
        var seen: Set<String> = []
        // A choice's candidates share the pattern: one component, whose comment names each.
        var candidates: [String: [String]] = [:]
        for link in links where link.choice != nil {
            candidates[link.pattern + " " + link.choice!, default: []].append(link.stack.last?.screen ?? link.root)
        }
        let components: [AssociationComponent] = links.compactMap { link in
            // A link that reads the fragment matches it too (`"#": "/!*"`).
            let key = link.wildcardPath + (link.wildcardFragment.map { "#" + $0 } ?? "")
            guard link.host == nil, seen.insert(key).inserted else { return nil }
            // The items a URL must give (`"?": {"email": "?*"}`: one character or more); a
            // fragment's query is part of `#`, which the file matches as one text.
            let required = link.wildcardFragment == nil ? link.requiredQueryKeys : []
            // `#` matches the whole fragment, its query included (`/finish-signup?email=…`):
            // with a query, the pattern ends in `*`.
            let hasQuery = link.pattern.contains("?")
            let fragment = link.wildcardFragment.map { hasQuery && !$0.hasSuffix("*") ? $0 + "*" : $0 }
            return AssociationComponent(
                path: link.wildcardPath, fragment: fragment,
                query: required.isEmpty ? nil : Dictionary(required.map { ($0, "?*") }) { first, _ in first },
                comment: "\(link.pattern) opens " + opened(link, candidates: candidates))
        }
        let file = ["applinks": ["details": [AssociationDetails(appIDs: appIDs, components: components)]]]
        // JSONEncoder (FoundationEssentials has no JSONSerialization) writes what
        // JSONSerialization wrote with these options, byte for byte.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(file), as: UTF8.self)
    }
}

extension LinkListing {
    /// `screengen links --try`: for each URL, a line with the URL, then what it opens:
    ///
    ///     trailhead://user/@ada
    ///       opens: //user/@{handle}
    ///       stack: home > profile (handle: "ada")
    ///
    /// or `opens no link: <the runtime's reason>`, and a `note:` when there is a hint. Every
    /// text from the URL or the graph is shown on its own line, escaped.
    static func trials(_ trials: [LinkTrial]) -> String {
        var lines: [String] = []
        for trial in trials {
            lines.append(displayed(trial.url))
            switch trial.outcome {
            case .opens(let url, let root, let stack):
                lines.append(displayed("  opens: \(url)"))
                lines.append(displayed("  stack: \(([root] + stack.map(\.text)).joined(separator: " > "))"))
                // `one-of:`: the stack is the first candidate's; the app's resolver picks one.
                if let choice = trial.choice {
                    lines.append(
                        displayed(
                            "  choice: \(choice.name), the app's resolver opens one of "
                                + choice.candidates.joined(separator: ", ")))
                }
            case .opensNone(let reason, let hint):
                lines.append(displayed("  opens no link: \(reason)"))
                if let hint { lines.append(displayed("  note: \(hint)")) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// One entry of an `apple-app-site-association` file's `applinks.details`.
private struct AssociationDetails: Encodable {
    let appIDs: [String]
    let components: [AssociationComponent]
}

/// One `components` entry: `/` the path, `#` the fragment, `?` the query items a URL must give.
private struct AssociationComponent: Encodable {
    let path: String
    let fragment: String?
    let query: [String: String]?
    let comment: String

    enum CodingKeys: String, CodingKey {
        case path = "/"
        case fragment = "#"
        case query = "?"
        case comment
    }
}
