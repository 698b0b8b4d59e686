/// Paths as the machine-readable outputs need them: relative to a directory (the current one
/// for SARIF and GitHub annotations, the baseline's own for a baseline), worked out lexically
/// from the paths diagnostics carry (as given on the command line). Pure: the current
/// directory is a value, so tests can give any.
struct PathResolver {
    /// An absolute path.
    var currentDirectory: String

    /// `path` made absolute against the current directory, with `.`, `..` and repeated `/`
    /// resolved: `./screens//a.yaml` → `/repo/screens/a.yaml`.
    func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` relative to `directory` (both made absolute first), with `..` where it lies
    /// outside: `/repo/screens/a.yaml` against `/repo/ci` → `../screens/a.yaml`.
    func relative(_ path: String, to directory: String) -> String {
        let target = absolute(path).split(separator: "/")
        let base = absolute(directory).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let down = target[common...].map(String.init)
        let result = (up + down).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    /// `path` relative to the current directory when it lies inside it, else nil.
    func insideCurrentDirectory(_ path: String) -> String? {
        let relative = relative(path, to: currentDirectory)
        return relative == "." || relative == ".." || relative.hasPrefix("../") ? nil : relative
    }

    /// `file:///repo/` for a directory, `file:///repo/a.yaml` for a file: an absolute path
    /// as a file URI, percent-encoded.
    static func fileURI(_ absolutePath: String, isDirectory: Bool = false) -> String {
        var path = percentEncoded(absolutePath)
        if isDirectory, !path.hasSuffix("/") { path += "/" }
        return "file://" + path
    }

    /// A path as a URI reference: every byte but letters, digits, `-._~` and `/` as `%XX`,
    /// so spaces, `%`, `#`, `?` and `:` cannot be read as URI syntax.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
