/// The position of a payload-free enum's value among its cases, read from the value's own bytes.
///
/// Swift stores such an enum as its case's position in declaration order, in the smallest
/// unsigned integer that holds them all (nothing for one case): reading those bytes is the
/// position, in constant time, where a `switch` over every case would cost the compiler time
/// quadratic in the case count and a table would cost a hash (see `ScreenNames`). The read never
/// reinterprets the value as another type and never leaves its storage: the width read is the
/// value's size. Whether the type really is laid out so is for the caller to check once, against
/// `allCases` (`ScreenNames` stops the program, `ScreenPositions` falls back to a table).
@usableFromInline
enum CasePosition {
    /// The integer `value` is stored as; nil for a type stored in more than 4 bytes (no
    /// payload-free enum of fewer than 2³² cases).
    /// - Parameter value: a value of a payload-free enum.
    /// - Returns: its case's position, if the type is laid out as one.
    @inlinable
    static func of<Value>(_ value: Value) -> Int? {
        switch MemoryLayout<Value>.size {
        case 0: 0
        case 1: withUnsafeBytes(of: value) { Int($0.load(as: UInt8.self)) }
        case 2: withUnsafeBytes(of: value) { Int($0.load(as: UInt16.self)) }
        case 4: withUnsafeBytes(of: value) { Int($0.load(as: UInt32.self)) }
        default: nil
        }
    }
}
