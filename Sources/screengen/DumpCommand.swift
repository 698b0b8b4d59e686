import ArgumentParser
import ScreenGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Screengen {
    /// `screengen dump`: the graph as sorted facts, one a line, to commit beside the YAML and
    /// compare with `screengen diff`.
    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here: derived from the type, the name costs a reflection at every start-up (#33).
            commandName: "dump",
            abstract: "Print the graph as sorted facts, one a line: a baseline for 'screengen diff'.",
            discussion: """
                Facts: scheme, host, roots, screen (with its kind), view, title, message, \
                param (with its type), default, requires, transition (style, target, bound \
                params), button, button-move, and link (its URL shape with {} for values, root, \
                stack and value kinds). The order is fixed, so a dump committed next to the YAML \
                shows each navigation change as a line in code review.

                Nothing is printed when the graph has errors (exit status 1).

                Examples:
                  screengen dump screens/ > navigation.dump
                  screengen diff navigation.dump screens/
                """
        )

        @OptionGroup var graph: GraphInput

        func run() throws {
            let dump = try GraphSnapshotSource.dump(ofGraph: graph)
            print(GraphDumpText.render(dump), terminator: "")
        }
    }
}

/// Where `dump` and `diff` get a graph's facts: a graph compiled from YAML, or a saved dump.
enum GraphSnapshotSource {
    /// The facts of the graph `input` names; its diagnostics printed, exit status 1 when it has
    /// errors.
    static func dump(ofGraph input: GraphInput) throws -> GraphDump {
        let outcome = try input.check()
        guard !outcome.hasErrors, let resolved = outcome.result.resolved else {
            standardError(outcome.summary(includingErrors: true))
            throw ExitCode(1)
        }
        return resolved.dump
    }

    /// The facts at `path`: a dump file (it starts with the dump header) or a graph.
    static func dump(at path: String, strict: Bool) throws -> GraphDump {
        if let text = try dumpText(at: path) {
            do {
                return try GraphDumpText.parse(text)
            } catch {
                standardError("\(displayed(path)):\(error.line): error: \(error.message)")
                throw ExitCode(2)
            }
        }
        // After `--`: a path that starts with `-` is a path, not an option.
        var input = try GraphInput.parse(["--", path])
        input.strict = strict
        return try dump(ofGraph: input)
    }

    /// The text of a regular file that claims to be a dump; nil for anything else. A dump
    /// larger than a graph file may be is refused (exit status 2), as the loader refuses YAML.
    private static func dumpText(at path: String) throws -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let head = SystemIO.readBytes(descriptor, upTo: 64)
        guard GraphDumpText.looksLikeDump(String(decoding: head, as: UTF8.self)) else { return nil }
        let limit = ScreenGraphCompiler.maximumFileSize
        let rest = SystemIO.readBytes(descriptor, upTo: limit + 1 - head.count)
        guard head.count + rest.count <= limit else {
            standardError("error: '\(displayed(path))' is larger than \(limit) bytes: not a dump screengen wrote")
            throw ExitCode(2)
        }
        return String(decoding: head + rest, as: UTF8.self)
    }
}
