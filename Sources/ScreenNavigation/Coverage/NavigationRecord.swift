import Foundation

extension Navigation {
    /// What a test run did with a graph, counted: the declared moves taken, the alert and dialog
    /// buttons tapped, the deep links opened and the screens entered. A `NavigationRecorder` keeps
    /// one; `screengen coverage screens/ --record FILE…` reads it (as JSON) and reports what no test
    /// exercised.
    ///
    /// Screens are named by their raw values (`account.detail`), styles as the runtime spells them
    /// (`push`, `sheet`, `cover`, `replace`, `alert`; a dialog's move is `alert`). Every list is
    /// sorted, and the JSON's keys too, so one run always writes the same bytes.
    public struct Record: Hashable, Sendable, Codable {
        /// What `format` says in every record.
        public static let formatName = "screengen-navigation-record"
        /// The version of the format this runtime writes.
        public static let formatVersion = 1

        public var format: String
        public var version: Int
        public var graph: Navigation.GraphIdentity
        public var transitions: [Transition]
        public var alertButtons: [Button]
        public var deepLinks: [DeepLink]
        /// The flow moves made (`graph.flows`), by the flow they were made from and their action;
        /// nil when none was (and in records written before flows were counted).
        public var flowMoves: [FlowMove]?
        /// How many times each screen was entered, by name.
        public var screens: [String: Int]
        /// The results a finish answered (#38): a value handed back to a waiter (`onResult`, `async`,
        /// deciding) of a move into a screen with `returns:`; nil when none was (and in records
        /// written before results were counted).
        public var results: [AnsweredResult]?
        /// The flows finished from a screen pushed inside them (`finishes:`); nil when none was.
        public var flowFinishes: [FlowFinish]?

        /// A move made, and how often. `from` is the screen it was made from, or `*` for a move
        /// made over whatever is shown (`anywhere:`). A move that goes back first says where to:
        /// `popTo` (with `inclusive`), `dismiss`, or `selectRoot`; `to` and `style` are absent for
        /// one that only goes back. Each step of a `then:` continuation is a move of its own.
        public struct Transition: Hashable, Sendable, Codable {
            public var from: String
            public var to: String?
            public var style: String?
            public var popTo: String?
            public var inclusive: Bool?
            public var dismiss: Bool?
            public var selectRoot: String?
            public var count: Int

            /// A move as recorded.
            /// - Parameters:
            ///   - from: the screen it was made from, or `*`.
            ///   - to: the screen it entered, if any.
            ///   - style: how it entered it, if it did.
            ///   - popTo: the screen it went back to first, if any.
            ///   - inclusive: whether it removed that screen too.
            ///   - dismiss: whether it dismissed sheets or covers first.
            ///   - selectRoot: the root whose stack it selected first, if any.
            ///   - count: how often it was made.
            public init(
                from: String, to: String? = nil, style: String? = nil, popTo: String? = nil, inclusive: Bool? = nil,
                dismiss: Bool? = nil, selectRoot: String? = nil, count: Int
            ) {
                self.from = from
                self.to = to
                self.style = style
                self.popTo = popTo
                self.inclusive = inclusive
                self.dismiss = dismiss
                self.selectRoot = selectRoot
                self.count = count
            }

            /// Everything but the count: what two records' entries are merged by.
            var key: Transition {
                var key = self
                key.count = 0
                return key
            }
        }

        /// A button of an alert or dialog tapped, and how often.
        public struct Button: Hashable, Sendable, Codable {
            public var alert: String
            public var button: String
            public var count: Int

            /// A button tap as recorded.
            /// - Parameters:
            ///   - alert: the alert's screen.
            ///   - button: the button's id.
            ///   - count: how often it was tapped.
            public init(alert: String, button: String, count: Int) {
                self.alert = alert
                self.button = button
                self.count = count
            }
        }

        /// A flow move made: the flow's and the action's names, as the graph's flow table has them.
        public struct FlowMove: Hashable, Sendable, Codable {
            public var flow: String
            public var action: String
            public var count: Int

            /// A flow move as recorded.
            /// - Parameters:
            ///   - flow: the flow it was made from.
            ///   - action: the flow move's name.
            ///   - count: how often it was made.
            public init(flow: String, action: String, count: Int) {
                self.flow = flow
                self.action = action
                self.count = count
            }
        }

        /// A result a finish answered, and how often: the screen that finished (its `returns:`) and
        /// the declaration of the move that entered it, a screen (an alert's, for a button's move)
        /// or `*` for a move from anywhere.
        public struct AnsweredResult: Hashable, Sendable, Codable {
            public var from: String
            public var screen: String
            public var count: Int

            /// A result answered, as recorded.
            /// - Parameters:
            ///   - from: the screen the move into `screen` was declared on, or `*`.
            ///   - screen: the screen that finished with a value.
            ///   - count: how often a finish answered it.
            public init(from: String, screen: String, count: Int) {
                self.from = from
                self.screen = screen
                self.count = count
            }
        }

        /// A presented flow finished from a screen pushed in it, and how often: the flow's first
        /// screen (`flow`) and the screen whose `finishes:` ended it (`by`).
        public struct FlowFinish: Hashable, Sendable, Codable {
            public var flow: String
            public var by: String
            public var count: Int

            /// A flow finish as recorded.
            /// - Parameters:
            ///   - flow: the flow's first screen.
            ///   - by: the screen that finished it.
            ///   - count: how often it was finished so.
            public init(flow: String, by: String, count: Int) {
                self.flow = flow
                self.by = by
                self.count = count
            }
        }

        /// A deep link opened, and how often: its pattern as the graph's table has it
        /// (`/recipe/{recipeID:c}`) and the screen it opened.
        public struct DeepLink: Hashable, Sendable, Codable {
            public var pattern: String
            public var screen: String
            public var count: Int

            /// A deep link as recorded.
            /// - Parameters:
            ///   - pattern: the declared link it matched.
            ///   - screen: the screen it opened.
            ///   - count: how often it was opened.
            public init(pattern: String, screen: String, count: Int) {
                self.pattern = pattern
                self.screen = screen
                self.count = count
            }
        }

        /// An empty record of `graph`.
        /// - Parameter graph: the graph the record counts.
        public init(graph: Navigation.GraphIdentity) {
            self.init(graph: graph, transitions: [], alertButtons: [], deepLinks: [], screens: [:])
        }

        /// A record with its counts; entries that are equal but for their counts are merged, and
        /// every list sorted.
        /// - Parameters:
        ///   - graph: the graph the record counts.
        ///   - transitions: the moves made.
        ///   - alertButtons: the buttons tapped.
        ///   - deepLinks: the links opened.
        ///   - screens: how often each screen was shown, by name.
        ///   - flowMoves: the flow moves made.
        ///   - results: the results finishes answered.
        ///   - flowFinishes: the flows finished from inside.
        public init(
            graph: Navigation.GraphIdentity, transitions: [Transition], alertButtons: [Button], deepLinks: [DeepLink],
            screens: [String: Int], flowMoves: [FlowMove] = [], results: [AnsweredResult] = [],
            flowFinishes: [FlowFinish] = []
        ) {
            format = Self.formatName
            version = Self.formatVersion
            self.graph = graph
            self.transitions = Self.merging(transitions, by: \.key, count: \.count).sorted(by: Self.precedes)
            self.alertButtons = Self.merging(alertButtons, by: { [$0.alert, $0.button] }, count: \.count)
                .sorted { Self.precedes([$0.alert, $0.button], [$1.alert, $1.button]) }
            self.deepLinks = Self.merging(deepLinks, by: { [$0.pattern, $0.screen] }, count: \.count)
                .sorted { Self.precedes([$0.pattern, $0.screen], [$1.pattern, $1.screen]) }
            self.screens = screens
            let flowMoves = Self.merging(flowMoves, by: { [$0.flow, $0.action] }, count: \.count)
                .sorted { Self.precedes([$0.flow, $0.action], [$1.flow, $1.action]) }
            self.flowMoves = flowMoves.isEmpty ? nil : flowMoves
            let results = Self.merging(results, by: { [$0.from, $0.screen] }, count: \.count)
                .sorted { Self.precedes([$0.from, $0.screen], [$1.from, $1.screen]) }
            self.results = results.isEmpty ? nil : results
            let flowFinishes = Self.merging(flowFinishes, by: { [$0.flow, $0.by] }, count: \.count)
                .sorted { Self.precedes([$0.flow, $0.by], [$1.flow, $1.by]) }
            self.flowFinishes = flowFinishes.isEmpty ? nil : flowFinishes
        }

        /// Why two records cannot be merged, or data cannot be read as a record.
        public enum Failure: Error, Hashable, Sendable {
            /// The two records are of different graphs, or of different versions of one.
            case otherGraph(Navigation.GraphIdentity, Navigation.GraphIdentity)
            /// The data is not a navigation record this runtime reads.
            case notARecord(String)
        }

        /// Both records' counts added up: records of several tests, or several test targets, of one
        /// graph.
        /// - Parameter other: another record of the same graph.
        /// - Returns: a record with both records' counts added up.
        /// - Throws: `.otherGraph` when the graphs differ (one of them is stale).
        public func merged(with other: Navigation.Record) throws(Failure) -> Navigation.Record {
            guard graph == other.graph else { throw .otherGraph(graph, other.graph) }
            return Navigation.Record(
                graph: graph, transitions: transitions + other.transitions,
                alertButtons: alertButtons + other.alertButtons,
                deepLinks: deepLinks + other.deepLinks, screens: screens.merging(other.screens, uniquingKeysWith: +),
                flowMoves: (flowMoves ?? []) + (other.flowMoves ?? []),
                results: (results ?? []) + (other.results ?? []),
                flowFinishes: (flowFinishes ?? []) + (other.flowFinishes ?? []))
        }

        /// The record as JSON: keys sorted, pretty-printed, slashes unescaped.
        /// - Returns: the record's JSON.
        /// - Throws: the encoder's error (none for a record read or made by the runtime).
        public func jsonData() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            var data = try encoder.encode(self)
            data.append(UInt8(ascii: "\n"))
            return data
        }

        /// Reads a record written by `jsonData()`.
        /// - Parameter data: JSON written by `jsonData()`.
        /// - Throws: `.notARecord` for anything else.
        public init(json data: Data) throws(Failure) {
            let decoded: Navigation.Record
            do {
                decoded = try JSONDecoder().decode(Navigation.Record.self, from: data)
            } catch {
                throw .notARecord("\(error)")
            }
            guard decoded.format == Self.formatName else { throw .notARecord("its format is '\(decoded.format)'") }
            guard decoded.version == Self.formatVersion else { throw .notARecord("its version is \(decoded.version)") }
            self = decoded
        }

        // MARK: Order

        private static func merging<Entry, Key: Hashable>(
            _ entries: [Entry], by key: (Entry) -> Key, count: WritableKeyPath<Entry, Int>
        ) -> [Entry] {
            var index: [Key: Int] = [:]
            var result: [Entry] = []
            for entry in entries {
                if let position = index[key(entry)] {
                    result[position][keyPath: count] += entry[keyPath: count]
                } else {
                    index[key(entry)] = result.count
                    result.append(entry)
                }
            }
            return result
        }

        private static func precedes(_ lhs: Transition, _ rhs: Transition) -> Bool {
            precedes(fields(lhs), fields(rhs))
        }

        private static func fields(_ move: Transition) -> [String] {
            [
                move.from, move.to ?? "", move.style ?? "", move.popTo ?? "", move.inclusive == true ? "1" : "",
                move.dismiss == true ? "1" : "", move.selectRoot ?? "",
            ]
        }

        /// Field by field, in UTF-8 byte order.
        private static func precedes(_ lhs: [String], _ rhs: [String]) -> Bool {
            for (left, right) in zip(lhs, rhs) where left != right {
                return left.utf8.lexicographicallyPrecedes(right.utf8)
            }
            return lhs.count < rhs.count
        }
    }
}
