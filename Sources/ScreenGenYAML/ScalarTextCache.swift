/// The scalar texts a file repeats (keys such as `to` and `style`, values such as `Int` and
/// `sheet`), made into `String`s once: a text seen recently is reused rather than decoded again
/// (#33: making a `String` from libyaml's bytes, validation included, was about 160
/// instructions a scalar, the largest part of the tree builder's own work).
///
/// One slot per hash of the bytes, the last text wins; only ASCII texts of up to 16 bytes are
/// kept, since for them equal `KeyText`s mean equal bytes, so a reused text is exactly the one
/// decoding would make. Buffers it owns rather than arrays: no uniqueness or bounds check on a
/// path taken for every scalar.
struct ScalarTextCache: ~Copyable {
    private static let slotCount = 256
    private let keys = UnsafeMutablePointer<KeyText>.allocate(capacity: slotCount)
    private let texts = UnsafeMutablePointer<String>.allocate(capacity: slotCount)

    init() {
        keys.initialize(repeating: .unused, count: Self.slotCount)
        texts.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        keys.deallocate()
        texts.deinitialize(count: Self.slotCount)
        texts.deallocate()
    }

    /// The text of `bytes`, whose `KeyText` is `keyText`.
    mutating func text(of bytes: UnsafeBufferPointer<UInt8>, keyText: KeyText) -> String {
        guard keyText.isExact else { return String(decoding: bytes, as: UTF8.self) }
        let slot = keyText.slot
        if keys[slot] == keyText { return texts[slot] }
        let text = String(decoding: bytes, as: UTF8.self)
        keys[slot] = keyText
        texts[slot] = text
        return text
    }
}
