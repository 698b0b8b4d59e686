// What the shop's routes carry, below every module of the graph.

/// An item of the catalog, as its links spell it (`shop://x/item/42`).
public struct ItemID: Hashable, Sendable, Codable, LosslessStringConvertible {
    public var rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public init?(_ description: String) {
        guard let value = Int(description) else { return nil }
        rawValue = value
    }

    public var description: String { String(rawValue) }
}
