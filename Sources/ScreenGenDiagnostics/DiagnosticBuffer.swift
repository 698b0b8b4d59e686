/// Diagnostics as a stage collects them, kept bounded when asked: of each file's diagnostics
/// under one rule, only the first `keptPerRule` in sorted order (`Diagnostic.<`) are kept, and
/// the rest are only counted (#33: an 8 MB file of one repeated key made 1.6 million
/// diagnostics, about 300 bytes each, before any was printed).
///
/// Kept per file *and rule*, so that whatever the settled severities turn off or a printer
/// shows, the first diagnostics of a file are among those kept: a printer that shows at most
/// `keptPerRule` a file shows exactly what it would have shown had all been kept, and the
/// counts of the rest are exact. (One exception: equal diagnostics, the one mistake of a node an
/// alias expands in two places, are counted once when kept but twice when only counted.)
public struct DiagnosticBuffer: Sendable {
    /// Diagnostics of one file under one rule.
    public struct Key: Hashable, Sendable {
        public var file: SourceFileID
        public var rule: Rule

        public init(file: SourceFileID, rule: Rule) {
            self.file = file
            self.rule = rule
        }
    }

    /// nil: every diagnostic is kept, in the order reported.
    public let keptPerRule: Int?
    /// Without a limit, every diagnostic in order.
    private var all: [Diagnostic] = []
    /// With a limit: each key's diagnostics, at most twice the limit between compactions.
    private var groups: [Key: [Diagnostic]] = [:]
    /// The keys in the order first seen, so that `diagnostics` never depends on hashing.
    private var keyOrder: [Key] = []
    /// For a key compacted to the limit, its last kept diagnostic in sorted order.
    private var lastKept: [Key: Diagnostic] = [:]
    /// How many diagnostics of each key were left out (only counted).
    public private(set) var omitted: [Key: Int] = [:]
    /// Every diagnostic reported, kept or not.
    public private(set) var reportedCount = 0
    /// Whether any reported diagnostic, kept or not, has the severity error (its rule's default).
    public private(set) var hasErrors = false

    public init(keptPerRule: Int? = nil) {
        precondition(keptPerRule.map { $0 > 0 } ?? true, "a positive limit")
        self.keptPerRule = keptPerRule
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        reportedCount += 1
        if diagnostic.isError { hasErrors = true }
        guard let limit = keptPerRule else {
            all.append(diagnostic)
            return
        }
        let key = Key(file: diagnostic.location.fileID, rule: diagnostic.rule)
        // Once a key is full, what sorts after its last kept diagnostic is only counted (or, equal
        // to it, is it): a flood, reported in file order, is counted with one comparison each.
        if let last = lastKept[key], !(diagnostic < last) {
            if diagnostic != last { omitted[key, default: 0] += 1 }
            return
        }
        var compacted: Int?
        if let count = groups[key]?.count {
            groups[key]!.append(diagnostic)
            if count + 1 >= 2 * limit { compacted = compact(key, to: limit) }
        } else {
            keyOrder.append(key)
            groups[key] = [diagnostic]
        }
        if let compacted, compacted > 0 { omitted[key, default: 0] += compacted }
    }

    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { append(diagnostic) }
    }

    /// Counts `count` diagnostics of `key` that were left out elsewhere (a stage before this one
    /// kept to the same limit).
    public mutating func addOmitted(_ count: Int, of key: Key) {
        guard count > 0 else { return }
        reportedCount += count
        if key.rule.defaultSeverity == .error { hasErrors = true }
        omitted[key, default: 0] += count
    }

    /// Keeps the first `limit` of `key`, sorted; returns how many were dropped.
    private mutating func compact(_ key: Key, to limit: Int) -> Int {
        var group = groups[key] ?? []
        groups[key] = nil  // uniquely referenced while sorted
        group.sort()
        // Equal diagnostics are one, as the settled list makes them.
        var unique: [Diagnostic] = []
        unique.reserveCapacity(min(group.count, limit))
        var dropped = 0
        for diagnostic in group {
            if unique.last == diagnostic { continue }
            if unique.count < limit { unique.append(diagnostic) } else { dropped += 1 }
        }
        if unique.count == limit { lastKept[key] = unique.last }
        groups[key] = unique
        return dropped
    }

    /// The kept diagnostics: in the order reported without a limit; with one, each key's first
    /// `keptPerRule` (sorted), key after key.
    public var diagnostics: [Diagnostic] {
        mutating get {
            guard let limit = keptPerRule else { return all }
            var result: [Diagnostic] = []
            for key in keyOrder {
                if let count = groups[key]?.count, count > limit {
                    let dropped = compact(key, to: limit)
                    if dropped > 0 { omitted[key, default: 0] += dropped }
                }
                result += groups[key] ?? []
            }
            return result
        }
    }

    /// Whether a diagnostic of `rule` was reported, kept or not.
    public func contains(_ rule: Rule) -> Bool {
        guard keptPerRule != nil else { return all.contains { $0.rule == rule } }
        return keyOrder.contains { $0.rule == rule }
    }
}
