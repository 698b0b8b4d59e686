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

    private var entries: [String: Entry] = [:]
    /// What the names are, for messages: "case of Route", "screen identifier".
    let space: String

    /// `expectedCount`: how many names will be claimed, when known, so the table is sized once
    /// rather than regrown (and rehashed) as it fills.
    init(space: String, expectedCount: Int = 0) {
        self.space = space
        entries.reserveCapacity(expectedCount)
    }

    /// Marks `identifier` as taken by something outside the YAML (a module the generated code
    /// qualifies names with): a declaration claiming it is reported without a note.
    mutating func reserve(_ identifier: String, kind: String) {
        entries[identifier] = Entry(yamlName: "", kind: kind, name: identifier, location: nil)
    }

    /// Registers `identifier`; when it is taken, reports and returns false.
    mutating func claim(
        _ identifier: String, yamlName: String, kind: String, name: String, at location: SourceLocation,
        diagnostics: inout [Diagnostic]
    ) -> Bool {
        let entry = Entry(yamlName: yamlName, kind: kind, name: name, location: location)
        guard let existing = entries[identifier] else {
            entries[identifier] = entry
            return true
        }
        let description = entry.description
        guard let existingLocation = existing.location else {
            diagnostics.append(Diagnostic(
                .nameCollision,
                "\(description) has the name of \(existing.description), which the generated code refers to by name; choose another name",
                at: location))
            return false
        }
        let note = Diagnostic.Note("\(existing.description) is defined here", at: existingLocation)
        if existing.yamlName == yamlName {
            diagnostics.append(Diagnostic(
                .duplicateName, "\(description) is defined more than once", at: location, notes: [note]))
        } else {
            diagnostics.append(Diagnostic(
                .nameCollision,
                "\(description) and \(existing.description) both become the \(space) '\(identifier)'",
                at: location, notes: [note]))
        }
        return false
    }

}
