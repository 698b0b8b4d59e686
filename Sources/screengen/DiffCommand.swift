import ArgumentParser
import ScreenGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Screengen {
    /// `screengen diff`: what changed between two versions of a graph, and whether it breaks
    /// the saved state and deep links of users of the earlier build.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: derived from the type, the name costs a reflection at every start-up (#33).
            commandName: "diff",
            abstract: "Compare two graphs (or dumps) and classify every change: breaking, compatible or additive.",
            discussion: """
                OLD and NEW are each a graph (a directory of YAML, or one file) or a file \
                written by 'screengen dump'.

                breaking: saved navigation state or deep links from before no longer work \
                (a removed or renamed screen or link, a removed root or a reordered root list, \
                a removed param, a changed param type, a new non-optional param, a removed \
                default, a step that is no longer legal, a new guard on a linked screen, a \
                link that opens another stack or parses fewer values).
                compatible: a change that old state and links survive (a title, a view, an \
                action renamed while its move stays legal).
                additive: something new.

                Exit status: 0 no breaking change (or --allow-breaking), 1 breaking changes \
                (or a graph with errors), 2 the command could not run.

                Examples:
                  screengen dump screens/ > navigation.dump   # commit it
                  screengen diff navigation.dump screens/     # in CI
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        @Argument(help: "The earlier graph: a dump file, a directory of YAML, or one YAML file.")
        var old: String

        @Argument(help: "The later graph: a dump file, a directory of YAML, or one YAML file.")
        var new: String

        @Flag(help: "Exit 0 even when a change is breaking (the changes are still listed).")
        var allowBreaking = false

        @Flag(help: "Treat warnings in either graph as errors.")
        var strict = false

        @Option(help: "text or json.")
        var format: Format = .text

        func run() throws {
            let oldDump = try GraphSnapshotSource.dump(at: old, strict: strict)
            let newDump = try GraphSnapshotSource.dump(at: new, strict: strict)
            let changes = GraphDiff.changes(from: oldDump, to: newDump)
            switch format {
            case .text: print(ChangeListing.text(changes), terminator: "")
            case .json: print(ChangeListing.json(changes).pretty, terminator: "")
            }
            standardError(ChangeListing.summary(changes))
            if !allowBreaking, changes.contains(where: { $0.impact == .breaking }) {
                throw ExitCode(1)
            }
        }
    }
}

/// The renderings of `screengen diff`; pure, so tests compare their text.
enum ChangeListing {
    /// `breaking: removed screen contacts.detail view`, then the reason indented, a change a
    /// pair of lines.
    static func text(_ changes: [GraphChange]) -> String {
        changes.map { change in
            "\(change.impact.rawValue): \(change.edit.rawValue) \(describe(change))\n    \(change.reason)\n"
        }.joined()
    }

    /// The fact as a dump line, or for a changed fact its identity and both values.
    static func describe(_ change: GraphChange) -> String {
        guard let old = change.old, let new = change.new else { return line(change.fact) }
        return identity(old) + ": " + shown(old.value) + " → " + shown(new.value)
    }

    static func json(_ changes: [GraphChange]) -> JSONValue {
        let counts = GraphChange.Impact.allCases.map { impact in
            (impact.rawValue, JSONValue.int(changes.count { $0.impact == impact }))
        }
        return .object([
            (
                "changes",
                .array(
                    changes.map { change in
                        var members: [(String, JSONValue)] = [
                            ("impact", .string(change.impact.rawValue)),
                            ("edit", .string(change.edit.rawValue)),
                            ("kind", .string(change.fact.kind.rawValue)),
                            ("key", .array(change.fact.key.map(JSONValue.string))),
                        ]
                        if let old = change.old { members.append(("old", .string(old.value))) }
                        if let new = change.new { members.append(("new", .string(new.value))) }
                        members.append(("reason", .string(change.reason)))
                        return .object(members)
                    })
            ),
            ("summary", .object(counts)),
        ])
    }

    /// "screengen diff: 1 breaking change, 0 compatible, 2 additive".
    static func summary(_ changes: [GraphChange]) -> String {
        let count = { (impact: GraphChange.Impact) in changes.count { $0.impact == impact } }
        return "screengen diff: \(Summary.counted(count(.breaking), "breaking change")), "
            + "\(count(.compatible)) compatible, \(count(.additive)) additive"
    }

    private static func line(_ fact: GraphFact) -> String {
        fact.value.isEmpty ? identity(fact) : identity(fact) + " " + shown(fact.value)
    }

    private static func identity(_ fact: GraphFact) -> String {
        ([fact.kind.rawValue] + fact.key.map { DisplayText.singleLine($0) }).joined(separator: " ")
    }

    private static func shown(_ value: String) -> String {
        value.isEmpty ? "(none)" : DisplayText.singleLine(value)
    }
}
