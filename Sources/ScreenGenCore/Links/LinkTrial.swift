/// `screengen links --try URL`: the link a URL opens and the stack it builds, or why it opens
/// none, as an app built from the graph would answer: the URL is read by the runtime's rules
/// (`LinkURL`) and matched by the runtime's trie (`LinkTable`), mirrored here so the tool does
/// not depend on the runtime.
public struct LinkTrial: Hashable, Sendable {
    /// One screen of the stack a link opens, with the values its params get from the URL.
    public struct Step: Hashable, Sendable {
        public var screen: String
        /// `(param, value)`: the value as Swift would write it (`"ada"`, `42`, `ProductID("7")`),
        /// or the default of a query param the URL leaves out, followed by ` (default)`.
        public var values: [Argument]

        /// `profile (handle: "ada")`, or the screen alone when it has no values.
        public var text: String {
            values.isEmpty ? screen : "\(screen) (\(values.map { "\($0.param): \($0.value)" }.joined(separator: ", ")))"
        }
    }

    public struct Argument: Hashable, Sendable {
        public var param: String
        public var value: String
    }

    public enum Outcome: Hashable, Sendable {
        /// The link's `url` as written, its root (`*` over what is shown), and its stack.
        case opens(url: String, root: String, stack: [Step])
        /// The runtime's `DeepLinkFailure` text, and a hint when the URL's host is the first word
        /// of a link's path (see the `custom-scheme-host` rule).
        case opensNone(reason: String, hint: String?)
    }

    public var url: String
    public var outcome: Outcome
    /// For a link with `one-of:` (#37): the choice's name and every candidate's stack top, in
    /// `one-of:` order; `outcome` shows the first, and the app's resolver picks one.
    public var choice: (name: String, candidates: [String])?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.url == rhs.url && lhs.outcome == rhs.outcome && lhs.choice?.name == rhs.choice?.name
            && lhs.choice?.candidates == rhs.choice?.candidates
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(outcome)
        hasher.combine(choice?.name)
        hasher.combine(choice?.candidates)
    }
}

/// The graph's links as the runtime matches them.
public struct LinkTrials: Sendable {
    let graph: ScreenGraph
    let table: LinkTable

    public init(_ resolved: ResolvedGraph) {
        graph = resolved.graph
        table = LinkTable(
            schemes: graph.deepLinkSettings.schemes, hosts: graph.deepLinkSettings.hosts,
            patterns: graph.linksInTableOrder.map(\.annotatedPattern))
    }

    /// What the runtime's `DeepLinkURL(parsing:)` then `DeepLinkTable.match(_:)` give: the link's
    /// number and its placeholders' texts, or the failure's description.
    public func match(_ text: String) -> Result<(link: Int, texts: [String?]), MatchFailure> {
        do throws(LinkFailure) {
            return .success(try table.match(LinkURL(parsing: text)))
        } catch {
            return .failure(MatchFailure(description: error.description))
        }
    }

    public struct MatchFailure: Error, Hashable, Sendable {
        public var description: String
    }

    public func trial(_ text: String) -> LinkTrial {
        let url: LinkURL
        do throws(LinkFailure) {
            url = try LinkURL(parsing: text)
        } catch {
            return LinkTrial(url: text, outcome: .opensNone(reason: error.description, hint: nil))
        }
        do throws(LinkFailure) {
            let (index, texts) = try table.match(url)
            let link = graph.linksInTableOrder[index]
            var steps = stack(of: link, texts, url: text)
            // A link that sets its root's route shows the root with its values.
            let root = link.setsRoot ? steps.removeFirst().text : graph.rootName(of: link)
            var trial = LinkTrial(url: text, outcome: .opens(url: link.url.value, root: root, stack: steps))
            if let choice = link.choice {
                let candidates = graph.linksInTableOrder[index..<index + choice.count].map {
                    graph.name(of: $0.stack[$0.stack.count - 1])
                }
                trial.choice = (choice.name, candidates)
            }
            return trial
        } catch {
            return LinkTrial(url: text, outcome: .opensNone(reason: error.description, hint: hostHint(url)))
        }
    }

    /// A custom scheme's URL whose host, read as the first segment of the path, would open a
    /// link without a host part: `trailhead://user/@ada` for `/user/@{handle}`.
    private func hostHint(_ url: LinkURL) -> String? {
        guard !url.host.isEmpty, !CustomSchemeHosts.isWebScheme(url.scheme) else { return nil }
        let folded = LinkURL(
            scheme: url.scheme, host: "", hostAsWritten: "", segments: [url.hostAsWritten] + url.segments,
            query: url.query)
        guard let (index, _) = try? table.match(folded) else { return nil }
        let link = graph.linksInTableOrder[index]
        guard link.pattern.host == nil else { return nil }
        let fix = CustomSchemeHosts.fix(for: link).map { "; to open it with this URL, write url '\($0)'" } ?? ""
        return
            "'\(url.hostAsWritten)' is this URL's host, and url '\(link.url.value)' reads the path after the host; it opens as '\(url.scheme):///\(url.hostAsWritten)/…'\(fix) [custom-scheme-host]"
    }

    /// The link's screens with the values the URL gives their params.
    private func stack(of link: ScreenGraph.DeepLink, _ texts: [String?], url: String) -> [LinkTrial.Step] {
        let screens = graph.boundScreens(of: link)
        var values: [[LinkTrial.Argument]] = Array(repeating: [], count: screens.count)
        // `url-param`: the whole URL as received.
        if let whole = link.urlParam, let last = screens.indices.last {
            let name = graph.screens[screens[last]].params[whole.param].yamlName
            let text = SwiftStringLiteral.render(url)
            values[last].append(LinkTrial.Argument(param: name, value: whole.isURL ? "URL(string: \(text))" : text))
        }
        // Placeholders are numbered host, path, then query, as the pattern's values are.
        for (index, placeholder) in link.placeholders.enumerated() {
            for binding in placeholder.bindings {
                let param = graph.screens[screens[binding.position]].params[binding.param]
                let value = texts[index].map { Self.swiftValue($0, placeholder) } ?? Self.absent(param, placeholder)
                values[binding.position].append(LinkTrial.Argument(param: param.yamlName, value: value))
            }
        }
        // `args`: the fixed values, as the generated code writes them.
        for fixed in link.fixedValues {
            let position = fixed.position + (link.setsRoot ? 1 : 0)
            let param = graph.screens[screens[position]].params[fixed.param]
            values[position].append(
                LinkTrial.Argument(param: param.yamlName, value: fixed.literal.swift { _ in "" } + " (args)"))
        }
        return screens.enumerated().map { position, screen in
            LinkTrial.Step(screen: graph.name(of: screen), values: values[position])
        }
    }

    /// What a param gets from a query item the URL leaves out: its default, else `nil`, or `[]`
    /// for a required array.
    private static func absent(_ param: ScreenGraph.Param, _ placeholder: ScreenGraph.DeepLink.Placeholder) -> String {
        let value = param.defaultLiteral ?? (placeholder.isList && !param.type.isOptional ? "[]" : "nil")
        return "\(value) (default)"
    }

    /// The value the generated code builds from a URL's text, written as Swift would: a list's
    /// values as an array literal.
    private static func swiftValue(_ text: String, _ placeholder: ScreenGraph.DeepLink.Placeholder) -> String {
        guard placeholder.isList else { return swiftElement(text, placeholder) }
        return "[" + LinkEncoding.listValues(text).map { swiftElement($0, placeholder) }.joined(separator: ", ") + "]"
    }

    /// The value the generated code builds from one value's text, written as Swift would.
    private static func swiftElement(_ text: String, _ placeholder: ScreenGraph.DeepLink.Placeholder) -> String {
        switch placeholder.kind {
        case .string: SwiftStringLiteral.render(text)
        case .int: Int(text).map(String.init) ?? text
        case .double: Double(text).map { "\($0)" } ?? text
        case .bool: text
        case .uuid: text.uppercased()
        // The app's type reads the text when the link is opened; the tool cannot run it.
        case .custom: "\(placeholder.valueType)(\(SwiftStringLiteral.render(text)))"
        }
    }
}

extension ResolvedGraph {
    /// The graph's links, to try URLs against (`screengen links --try`).
    public var linkTrials: LinkTrials { LinkTrials(self) }
}
