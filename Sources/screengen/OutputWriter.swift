import Foundation

/// Writes generated source: atomically (a temporary file renamed into place, so a build never
/// sees half a file), and not at all when the content is unchanged, so builds stay incremental.
enum OutputWriter {
    /// The file name used when `--output` is omitted or names a directory.
    static let defaultFileName = "Screens.generated.swift"

    enum Outcome {
        case written, unchanged, standardOutput
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `-` → stdout; an existing directory → the default file name inside it; else the path.
    static func destination(for output: String?) -> String {
        guard let output else { return defaultFileName }
        if output == "-" { return output }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            return (output as NSString).appendingPathComponent(defaultFileName)
        }
        return output
    }

    static func write(_ source: String, to path: String) throws(Failure) -> Outcome {
        // Generated files run to tens of megabytes: write the string's own UTF-8 storage rather
        // than copying it into a Data first.
        var source = source
        let outcome = source.withUTF8 { bytes -> Result<Outcome, Failure> in
            let data = bytes.baseAddress.map {
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none)
            } ?? Data()
            do throws(Failure) {
                return .success(try write(data, to: path))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    private static func write(_ data: Data, to path: String) throws(Failure) -> Outcome {
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return .standardOutput
        }
        if let existing = FileManager.default.contents(atPath: path), existing == data {
            return .unchanged
        }
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw Failure(description: "cannot write '\(path)'")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(description: "cannot write '\(path)': \(reason)")
        }
        return .written
    }
}
