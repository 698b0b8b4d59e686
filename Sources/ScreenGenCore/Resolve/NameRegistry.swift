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
    /// Every name, once there are more than `linearLimit` (then `few` is empty), to its
    /// declaration's place in `declarations`. A table of small numbers, not of entries: a
    /// table keeps a quarter of its slots or more empty, each the size of what it holds, and
    /// the type-name registry of a large graph (a name a screen) was 10 MiB at 50,000 screens,
    /// at the peak of the heap (#33: memory per screen).
    private var entries: [String: Int32] = [:]
    /// The declarations `entries` points at, in claim order. A negative number in `entries`
    /// points at none: `-1 - n` is the entry `derivedEntry(n)` makes.
    private var declarations: [Entry] = []
    /// Makes the entry of a name claimed with `claim(_:derived:diagnostics:)`, when one is
    /// looked up or clashes: for names whose entries follow from what the caller keeps anyway
    /// (a screen's directions type from the screen), the table holds a number, not an entry
    /// (#33: an entry is 64 bytes, a name a screen).
    private let derivedEntry: (@Sendable (Int) -> Entry)?
    /// What the names are, for messages: "case of Route", "screen identifier".
    let space: String

    /// - Parameters:
    ///   - expectedCount: how many names will be claimed, when known, so the storage is sized
    ///     once rather than regrown (and rehashed) as it fills.
    ///   - derivedEntry: the entry of each number claimed with `claim(_:derived:diagnostics:)`.
    init(space: String, expectedCount: Int = 0, derivedEntry: (@Sendable (Int) -> Entry)? = nil) {
        self.space = space
        self.derivedEntry = derivedEntry
        if expectedCount > Self.linearLimit {
            entries.reserveCapacity(expectedCount)
            // With derived entries, most names hold a number alone.
            if derivedEntry == nil { declarations.reserveCapacity(expectedCount) }
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
        guard entries.isEmpty else { return entries[identifier].map(declaration(at:)) }
        return few.first { $0.identifier == identifier }?.entry
    }

    /// The entry a number in `entries` points at.
    private func declaration(at index: Int32) -> Entry {
        index >= 0 ? declarations[Int(index)] : derivedEntry!(-1 - Int(index))
    }

    /// Adds a name not taken yet. Consuming: a caller's last use of the entry moves it in,
    /// not a copy (#33: three strings retained and released per name registered).
    private mutating func insert(_ entry: consuming Entry, for identifier: consuming String) {
        guard entries.isEmpty, few.count < Self.linearLimit else {
            if !few.isEmpty {
                entries.reserveCapacity(few.count + 1)
                declarations.reserveCapacity(few.count + 1)
                for claimed in few { add(claimed.entry, for: claimed.identifier) }
                few = []
            }
            // A name the table holds (only `reserve` gives one) now points at the new entry.
            add(entry, for: identifier)
            return
        }
        few.append(Claimed(identifier: identifier, entry: entry))
    }

    /// Puts a declaration in the table under `identifier`.
    private mutating func add(_ entry: consuming Entry, for identifier: consuming String) {
        entries[identifier] = Int32(declarations.count)
        declarations.append(entry)
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
            guard let found = entries.updateValue(Int32(declarations.count), forKey: identifier) else {
                declarations.append(entry)
                return true
            }
            entries[identifier] = found
            existing = declaration(at: found)
        }
        diagnostics.append(Self.clash(of: entry, with: existing, over: identifier, in: space))
        return false
    }

    /// Registers `identifier` for the entry `derivedEntry(number)`, made only if the name clashes
    /// or is looked up; when it is taken, reports and returns false. As `claim`, in effect. For
    /// a registry made with `derivedEntry` only.
    mutating func claim(_ identifier: String, derived number: Int, diagnostics: inout [Diagnostic]) -> Bool {
        guard !entries.isEmpty, let derivedEntry else {
            let entry = derivedEntry!(number)
            return claim(
                identifier, yamlName: entry.yamlName, kind: entry.kind, name: entry.name, at: entry.location!,
                diagnostics: &diagnostics)
        }
        guard let found = entries.updateValue(Int32(-1 - number), forKey: identifier) else { return true }
        entries[identifier] = found
        diagnostics.append(
            Self.clash(of: derivedEntry(number), with: declaration(at: found), over: identifier, in: space))
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
