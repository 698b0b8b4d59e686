import Foundation
import ScreenGenCore

/// SplitMix64: a tiny PRNG whose sequence is fixed by its seed on every platform, so a seed
/// names one graph forever (Swift's own generators are not seedable or not stable).
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    mutating func int(below count: Int) -> Int { int(0...(count - 1)) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(below: items.count)] }

    /// An index chosen with the given weights.
    mutating func weighted(_ weights: [Int]) -> Int {
        let total = weights.reduce(0, +)
        var roll = int(below: total)
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        guard items.count > 1 else { return items }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, int(0...index))
        }
        return items
    }
}

/// The tool's name conversion (Sources/ScreenGenCore/Naming/SwiftIdentifier.swift), repeated
/// here because the generator must know which spellings become which identifier.
enum Names {
    static func words(of yamlName: String) -> [String]? {
        let bytes = Array(yamlName.utf8)
        guard let first = bytes.first, isLetter(first) else { return nil }
        var words: [String] = []
        var current: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard !current.isEmpty else { return nil }
                words.append(String(decoding: current, as: UTF8.self))
                current = []
                continue
            }
            guard isLetter(byte) || isDigit(byte) else { return nil }
            if isUpper(byte), let previous = current.last {
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                    words.append(String(decoding: current, as: UTF8.self))
                    current = []
                }
            }
            current.append(byte)
        }
        guard !current.isEmpty else { return nil }
        words.append(String(decoding: current, as: UTF8.self))
        return words
    }

    static func lowerCamel(_ yamlName: String) -> String {
        let utf8 = yamlName.utf8
        if let first = utf8.first, isLower(first), utf8.allSatisfy({ isLetter($0) || isDigit($0) }) {
            return yamlName
        }
        guard let words = words(of: yamlName) else { return yamlName }
        return words[0].lowercased() + words.dropFirst().map(capitalized).joined()
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `open-status`, `open_status`, `openStatus`, … : every spelling built from the name's words
    /// that converts to the same identifier.
    static func spellings(of yamlName: String) -> [String] {
        let converted = lowerCamel(yamlName)
        guard let words = words(of: yamlName) else { return [yamlName] }
        let lower = words.map { $0.lowercased() }
        var candidates = [
            yamlName, lower.joined(separator: "-"), lower.joined(separator: "_"),
            converted, words.joined(separator: "_"), words.joined(separator: "-"),
        ]
        if words.count == 1 { candidates.append(capitalized(converted)) }
        if words.count > 1 { candidates.append(words.map(capitalized).joined(separator: "-")) }
        var result: [String] = []
        for candidate in candidates where lowerCamel(candidate) == converted && !result.contains(candidate) {
            result.append(candidate)
        }
        return result
    }

    private static func isLetter(_ b: UInt8) -> Bool { isUpper(b) || isLower(b) }
    private static func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
    private static func isLower(_ b: UInt8) -> Bool { b >= 97 && b <= 122 }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
}

/// YAML scalars written so that libyaml reads back exactly the intended text.
enum YAMLText {
    /// Plain when it is a simple name that YAML reads as that text (not null), else double-quoted.
    static func name(_ text: String) -> String {
        let simple =
            !text.isEmpty
            && text.utf8.allSatisfy { b in
                (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == 45 || b == 95
            }
        if simple, !["null", "Null", "NULL", "~"].contains(text) { return text }
        return doubleQuoted(text, escapeNonASCII: true)
    }

    /// A double-quoted YAML scalar. Non-ASCII text is written raw or as `\u` escapes.
    static func doubleQuoted(_ text: String, escapeNonASCII: Bool) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\u%04X", scalar.value)
                } else if scalar.value >= 0x80
                    && (escapeNonASCII || scalar.value >= 0x2028 && scalar.value <= 0x2029 || scalar.value == 0xFEFF
                        || scalar.value == 0x85)
                {
                    out +=
                        scalar.value > 0xFFFF
                        ? String(format: "\\U%08X", scalar.value) : String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A single-quoted scalar, when the text has no line breaks or control characters.
    static func singleQuoted(_ text: String) -> String? {
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0.value >= 0x80 }) else {
            return nil
        }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// Any text, in a random faithful form.
    static func text(_ text: String, random: inout SeededRandom) -> String {
        switch random.int(0...3) {
        case 0: if let single = singleQuoted(text) { return single }
        case 1: if isSafePlain(text) { return text }
        case 2: return doubleQuoted(text, escapeNonASCII: false)
        default: break
        }
        return doubleQuoted(text, escapeNonASCII: true)
    }

    /// Letters, digits and inner single spaces only: safe as a plain scalar in block and flow context.
    static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            first.properties.isAlphabetic, first.isASCII, last != " "
        else { return false }
        if ["null", "Null", "NULL", "~", "true", "false", "yes", "no", "on", "off"].contains(text.lowercased()) {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " ")
        }
            && !text.contains("  ")
    }
}

/// A graph directory read the way the `screengen` command reads it: every `*.yaml` / `*.yml`
/// file under it, recursively, sorted by relative path in byte order; or a single file.
enum GraphInput {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static func read(_ input: String) throws -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw Failure(description: "no such file or directory: '\(input)'")
        }
        guard isDirectory.boolValue else {
            return [try file(input, display: (input as NSString).lastPathComponent)]
        }
        let resolved = URL(fileURLWithPath: input).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: resolved) else {
            throw Failure(description: "cannot read directory '\(input)'")
        }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lowered = relative.lowercased()
            guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { continue }
            var isDir: ObjCBool = false
            let full = (resolved as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                paths.append(relative)
            }
        }
        guard !paths.isEmpty else { throw Failure(description: "no *.yaml or *.yml files under '\(input)'") }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let prefix = input.hasSuffix("/") ? input : input + "/"
        let name = URL(fileURLWithPath: input).standardizedFileURL.lastPathComponent
        return try paths.map { try file(prefix + $0, display: name + "/" + $0) }
    }

    private static func file(_ path: String, display: String) throws -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read '\(path)'")
        }
        return SourceFile(path: path, displayPath: display, contents: [UInt8](data))
    }
}
