import ScreenGenDiagnostics

/// Detects two declarations that end up as one Swift name. Same YAML spelling is a
/// `duplicate-name`; different spellings that convert to one identifier are a `name-collision`.
/// Each report carries a note pointing at the first declaration.
struct NameRegistry {
    /// A declaration, described as `<kind> '<name>'` ("screen 'animal.detail'") only when a
    /// message needs it: registering thousands of names must not build thousands of strings.
    struct Entry {
        var yamlName: String
        var kind: String
        var name: String
        /// Nil for a name the generated code itself depends on (see `reserve`).
        var location: SourceLocation?

        var description: String { "\(kind) '\(name)'" }
    }

    /// Up to this many names, they are kept in a list and a name is looked for by a linear
    /// scan: most registries are a screen's few params or actions, and a scan costs less than
    /// allocating and hashing into a table per screen.
    private static let linearLimit = 8

    /// A name and its declaration (a struct: arrays of tuples are destroyed through the
    /// runtime's generic tuple code, element by element).
    private struct Claimed {
        var identifier: String
        var entry: Entry
    }

    /// The names while there are at most `linearLimit`, in claim order.
    private var few: [Claimed] = []
    /// Every name, once there are more than `linearLimit` (then `few` is empty).
    private var entries: [String: Entry] = [:]
    /// What the names are, for messages: "case of Route", "screen identifier".
    let space: String

    /// `expectedCount`: how many names will be claimed, when known, so the storage is sized
    /// once rather than regrown (and rehashed) as it fills.
    init(space: String, expectedCount: Int = 0) {
        self.space = space
        if expectedCount > Self.linearLimit {
            entries.reserveCapacity(expectedCount)
        } else {
            few.reserveCapacity(expectedCount)
        }
    }

    /// Marks `identifier` as taken by something outside the YAML (a module the generated code
    /// qualifies names with): a declaration claiming it is reported without a note.
    mutating func reserve(_ identifier: String, kind: String) {
        let entry = Entry(yamlName: "", kind: kind, name: identifier, location: nil)
        if let index = few.firstIndex(where: { $0.identifier == identifier }) {
            few[index].entry = entry
        } else {
            insert(entry, for: identifier)
        }
    }

    /// The declaration that claimed `identifier` first, if any.
    func declaration(of identifier: String) -> Entry? { entry(for: identifier) }

    private func entry(for identifier: String) -> Entry? {
        guard entries.isEmpty else { return entries[identifier] }
        return few.first { $0.identifier == identifier }?.entry
    }

    /// Adds a name not taken yet. Consuming: a caller's last use of the entry moves it in,
    /// not a copy (#33: three strings retained and released per name registered).
    private mutating func insert(_ entry: consuming Entry, for identifier: consuming String) {
        guard entries.isEmpty, few.count < Self.linearLimit else {
            if !few.isEmpty {
                entries.reserveCapacity(few.count + 1)
                for claimed in few { entries[claimed.identifier] = claimed.entry }
                few = []
            }
            entries[identifier] = entry
            return
        }
        few.append(Claimed(identifier: identifier, entry: entry))
    }

    /// Registers `identifier`; when it is taken, reports and returns false.
    mutating func claim(
        _ identifier: String, yamlName: String, kind: String, name: String, at location: SourceLocation,
        diagnostics: inout [Diagnostic]
    ) -> Bool {
        let entry = Entry(yamlName: yamlName, kind: kind, name: name, location: location)
        let existing: Entry
        if entries.isEmpty {
            guard let found = self.entry(for: identifier) else {
                insert(entry, for: identifier)
                return true
            }
            existing = found
        } else {
            // One hash for the common case, a new name (#33): insert, and put the first
            // declaration back in the rare case that the name was taken.
            guard let found = entries.updateValue(entry, forKey: identifier) else { return true }
            entries[identifier] = found
            existing = found
        }
        diagnostics.append(Self.clash(of: entry, with: existing, over: identifier, in: space))
        return false
    }

    /// What is reported when `entry` claims `identifier`, which `existing` holds in `space`: a
    /// `duplicate-name` for one YAML name declared twice, a `name-collision` for two that
    /// convert alike, or for a name the generated code takes. For tables that keep their
    /// names another way and report as a registry would (see `registerDeclarations`).
    static func clash(of entry: Entry, with existing: Entry, over identifier: String, in space: String) -> Diagnostic {
        let description = entry.description
        let location = entry.location!
        guard let existingLocation = existing.location else {
            return Diagnostic(
                .nameCollision,
                "\(description) has the name of \(existing.description), which the generated code refers to by name; choose another name",
                at: location)
        }
        let note = Diagnostic.Note("\(existing.description) is defined here", at: existingLocation)
        if existing.yamlName == entry.yamlName {
            return Diagnostic(.duplicateName, "\(description) is defined more than once", at: location, notes: [note])
        }
        return Diagnostic(
            .nameCollision, "\(description) and \(existing.description) both become the \(space) '\(identifier)'",
            at: location, notes: [note])
    }

}
