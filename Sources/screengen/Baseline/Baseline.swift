import ScreenGenDiagnostics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Known findings to leave unreported (`--baseline`), as SwiftLint and detekt keep them: for
/// adopting `lint --strict` on a graph that already has warnings.
///
/// A finding is matched by rule, file and a key that holds no line or column, so edits that
/// only move it (lines inserted above, a reordered file) keep it hidden:
/// - `rule`: the rule's name;
/// - `file`: the path relative to the baseline file's folder (forward slashes), so the
///   baseline works from any working directory;
/// - `message`: the diagnostic's message, any `line N`, `column N` and `:N:N` in it written
///   as `line _`, `column _`, `:_:_`;
/// - `occurrence`: 1 for the first finding with this rule, file and message (in file order),
///   2 for the second… Two identical findings need two entries; a third is reported.
///
/// The file, written by `--write-baseline`, is JSON with one finding a line, sorted by file,
/// rule, message and occurrence (byte order), so it diffs well:
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"rule": "unreachable-screen", "file": "screens/app.yaml", "message": "screen 'orphan' cannot be reached from any root", "occurrence": 1}
///   ]
/// }
/// ```
///
/// Entries that no longer match anything (the finding was fixed) are ignored; rewrite the
/// baseline to drop them. Notes are not part of the key. Skipped folder entries are never
/// baselined.
struct Baseline: Equatable {
    struct Entry: Hashable {
        var rule: String
        var file: String
        var message: String
        var occurrence: Int

        var json: JSONValue {
            .object([
                ("rule", .string(rule)), ("file", .string(file)), ("message", .string(message)),
                ("occurrence", .int(occurrence)),
            ])
        }

        static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
            for (left, right) in [(lhs.file, rhs.file), (lhs.rule, rhs.rule), (lhs.message, rhs.message)]
            where left != right {
                return left.utf8.lexicographicallyPrecedes(right.utf8)
            }
            return lhs.occurrence < rhs.occurrence
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let formatVersion = 1

    /// The largest baseline read (16 MiB, as a YAML input): tens of thousands of findings.
    static let sizeLimit = 16 << 20

    var entries: Set<Entry>

    init(entries: Set<Entry>) {
        self.entries = entries
    }

    /// A baseline that hides exactly `diagnostics`. `file` turns a diagnostic's path into the
    /// baseline's (relative to its folder).
    init(recording diagnostics: [Diagnostic], file: (String) -> String) {
        entries = Set(Self.keyed(diagnostics, file: file).map(\.entry))
    }

    /// The diagnostics that have an entry.
    func suppressed(among diagnostics: [Diagnostic], file: (String) -> String) -> Set<Diagnostic> {
        Set(Self.keyed(diagnostics, file: file).filter { entries.contains($0.entry) }.map(\.diagnostic))
    }

    /// Each diagnostic with its entry; occurrences counted in the order given (sorted by
    /// file, line and column).
    static func keyed(_ diagnostics: [Diagnostic], file: (String) -> String) -> [(diagnostic: Diagnostic, entry: Entry)]
    {
        var seen: [Entry: Int] = [:]
        return diagnostics.map { diagnostic in
            var entry = Entry(
                rule: diagnostic.rule.name, file: file(diagnostic.location.file),
                message: stableMessage(diagnostic.message), occurrence: 0)
            let occurrence = seen[entry, default: 0] + 1
            seen[entry] = occurrence
            entry.occurrence = occurrence
            return (diagnostic, entry)
        }
    }

    /// The message without positions: `line 12` → `line _`, `:12:5` → `:_:_`.
    static func stableMessage(_ message: String) -> String {
        message
            .replacing(/\b(line|column) [0-9]+/) { "\($0.output.1) _" }
            .replacing(/:[0-9]+:[0-9]+/, with: ":_:_")
    }

    /// The file's text: one entry a line, sorted, with a final newline.
    var encoded: String {
        let sorted = entries.sorted(by: Entry.precedes)
        let lines = sorted.enumerated().map { index, entry in
            "    " + entry.json.compact + (index < sorted.count - 1 ? "," : "")
        }
        let findings = sorted.isEmpty ? "[]" : "[\n" + lines.joined(separator: "\n") + "\n  ]"
        return "{\n  \"version\": \(Self.formatVersion),\n  \"findings\": \(findings)\n}\n"
    }

    /// Reads a baseline file's text.
    init(decoding data: Data) throws(Failure) {
        guard case .object(let root)? = try? JSONDecoder().decode(ReadJSON.self, from: data) else {
            throw Failure(description: "not JSON with an object at the top level")
        }
        guard case .int(let version)? = root["version"], version == Self.formatVersion else {
            throw Failure(description: "\"version\" must be \(Self.formatVersion)")
        }
        guard case .array(let items)? = root["findings"] else {
            throw Failure(description: "\"findings\" must be a list of objects")
        }
        let findings = items.compactMap { item -> [String: ReadJSON]? in
            guard case .object(let members) = item else { return nil }
            return members
        }
        guard findings.count == items.count else {
            throw Failure(description: "\"findings\" must be a list of objects")
        }
        var entries: Set<Entry> = []
        for (index, finding) in findings.enumerated() {
            guard case .string(let rule)? = finding["rule"], case .string(let file)? = finding["file"],
                case .string(let message)? = finding["message"], case .int(let occurrence)? = finding["occurrence"]
            else {
                throw Failure(
                    description:
                        "finding \(index + 1) needs \"rule\", \"file\", \"message\" (strings) and \"occurrence\" (a number)"
                )
            }
            entries.insert(Entry(rule: rule, file: file, message: message, occurrence: occurrence))
        }
        self.entries = entries
    }
}

/// A JSON value as a baseline file is read (FoundationEssentials has JSONDecoder but no
/// JSONSerialization): numbers that are whole read as `int`; other numbers, booleans and null
/// as `other`.
private enum ReadJSON: Decodable {
    case object([String: ReadJSON])
    case array([ReadJSON])
    case string(String)
    case int(Int)
    case other

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .other
        } else if let bool = try? value.decode(Bool.self) {
            _ = bool
            self = .other
        } else if let int = try? value.decode(Int.self) {
            self = .int(int)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let array = try? value.decode([ReadJSON].self) {
            self = .array(array)
        } else if let object = try? value.decode([String: ReadJSON].self) {
            self = .object(object)
        } else {
            self = .other
        }
    }
}
