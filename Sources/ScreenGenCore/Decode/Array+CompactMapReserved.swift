extension Collection {
    /// `compactMap` into an array reserved for every element at once. Decoding appends a screen,
    /// a param or a transition per pair; grown one append at a time, the arrays reallocate on
    /// the way and keep up to twice the room they need, and a large graph keeps them all until
    /// it is resolved (#33: memory per screen).
    func compactMapReserved<Transformed>(_ transform: (Element) throws -> Transformed?) rethrows -> [Transformed] {
        var result: [Transformed] = []
        result.reserveCapacity(count)
        for element in self {
            if let transformed = try transform(element) { result.append(transformed) }
        }
        return result
    }
}
