import ScreenGenDiagnostics

/// A navigation record as `screengen coverage` reads it: what ScreenNavigation's
/// `NavigationRecord` writes (format `screengen-navigation-record`, version 1), every name with
/// the position it was read at, so that one the graph does not have is reported there.
///
/// Keys this version does not know are ignored; the lists and `screens` may be left out (empty).
public struct CoverageRecord: Sendable {
    static let formatName = "screengen-navigation-record"
    static let formatVersion = 1
    /// The largest record file read: a record of 10,000 screens, every move taken, is a few MB.
    public static let maximumFileSize = 64 << 20

    /// A recorded move, as `NavigationRecord.Transition` names it (`from` is `*` for a move made
    /// from anywhere).
    struct Move: Hashable, Sendable {
        var from: String
        var to: String?
        var style: String?
        var popTo: String?
        var inclusive = false
        var dismiss = false
        var selectRoot: String?
    }

    struct Counted<Key: Hashable & Sendable>: Sendable {
        var key: Key
        var count: Int
        var location: SourceLocation
    }

    struct Button: Hashable, Sendable {
        var alert: String
        var button: String
    }

    struct DeepLink: Hashable, Sendable {
        var pattern: String
        var screen: String
    }

    /// A flow move made: the flow (its `<Route>Flow` raw value) and the action (its method name).
    struct FlowMove: Hashable, Sendable {
        var flow: String
        var action: String
    }

    /// A result a finish answered (#38): the declaration of the move that entered the screen
    /// (a screen, an alert for a button's move, `*` from anywhere) and the screen with `returns:`.
    struct AnsweredResult: Hashable, Sendable {
        var from: String
        var screen: String
    }

    /// A presented flow finished from a screen pushed in it: its first screen and the finisher.
    struct FlowFinish: Hashable, Sendable {
        var flow: String
        var by: String
    }

    /// The file as the command line gave it.
    public var file: String
    var route: Located<String>
    var digest: Located<String>
    var moves: [Counted<Move>] = []
    var buttons: [Counted<Button>] = []
    var deepLinks: [Counted<DeepLink>] = []
    var screens: [Counted<String>] = []
    var flowMoves: [Counted<FlowMove>] = []
    var results: [Counted<AnsweredResult>] = []
    var flowFinishes: [Counted<FlowFinish>] = []

    /// Why a file is no record this version reads: its position when the file has one.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var message: String

        /// `file:line:column: error: message`, or `file: error: message` without a position; on
        /// one line, whatever text of the record the message quotes (`DisplayText`).
        public var description: String {
            let file = DisplayText.singleLine(file)
            let place = line.map { "\(file):\($0):\(column ?? 1)" } ?? file
            return "\(place): error: \(DisplayText.singleLine(message))"
        }
    }

    /// Reads a record file's bytes. `file` is how messages name it.
    public static func read(_ bytes: [UInt8], file: String) -> Result<CoverageRecord, Problem> {
        switch LocatedJSON.parse(bytes) {
        case .failure(let error):
            return .failure(
                Problem(
                    file: file, line: error.position.line, column: error.position.column,
                    message: "not JSON: \(error.message)"))
        case .success(let document):
            var reader = RecordReader(file: file)
            do {
                return .success(try reader.record(document))
            } catch {
                return .failure(error)
            }
        }
    }
}

/// Reads the JSON document into a `CoverageRecord`, refusing at its position any value that is
/// not what a record has there.
private struct RecordReader {
    typealias Problem = CoverageRecord.Problem
    let file: String

    func location(_ node: LocatedJSON) -> SourceLocation {
        SourceLocation(file: file, line: node.position.line, column: node.position.column)
    }

    func problem(_ message: String, at node: LocatedJSON) -> Problem {
        Problem(file: file, line: node.position.line, column: node.position.column, message: message)
    }

    func notARecord(_ reason: String, at node: LocatedJSON) -> Problem {
        problem(
            "not a screengen navigation record (\(reason)); write one with ScreenNavigation's NavigationRecorder",
            at: node)
    }

    mutating func record(_ document: LocatedJSON) throws(Problem) -> CoverageRecord {
        guard case .object = document.value else {
            throw notARecord("the document is \(document.kindName), not an object", at: document)
        }
        guard let format = document["format"] else { throw notARecord("it has no \"format\"", at: document) }
        guard case .string(let name) = format.value, name == CoverageRecord.formatName else {
            throw notARecord("its \"format\" is not \"\(CoverageRecord.formatName)\"", at: format)
        }
        let versionNode = try member("version", of: document)
        let version = try integer(versionNode, "\"version\"")
        guard version == CoverageRecord.formatVersion else {
            throw problem(
                "record version \(version); this screengen reads version \(CoverageRecord.formatVersion)",
                at: versionNode)
        }
        let graph = try member("graph", of: document)
        var record = CoverageRecord(
            file: file, route: try string(member("route", of: graph), "\"graph.route\""),
            digest: try string(member("digest", of: graph), "\"graph.digest\""))
        for item in try list("transitions", of: document) {
            let move = CoverageRecord.Move(
                from: try string(member("from", of: item), "\"from\"").value,
                to: try optionalString("to", of: item), style: try optionalString("style", of: item),
                popTo: try optionalString("popTo", of: item), inclusive: try flag("inclusive", of: item),
                dismiss: try flag("dismiss", of: item), selectRoot: try optionalString("selectRoot", of: item))
            record.moves.append(.init(key: move, count: try count(of: item), location: location(item)))
        }
        for item in try list("alertButtons", of: document) {
            let button = CoverageRecord.Button(
                alert: try string(member("alert", of: item), "\"alert\"").value,
                button: try string(member("button", of: item), "\"button\"").value)
            record.buttons.append(.init(key: button, count: try count(of: item), location: location(item)))
        }
        for item in try list("deepLinks", of: document) {
            let link = CoverageRecord.DeepLink(
                pattern: try string(member("pattern", of: item), "\"pattern\"").value,
                screen: try string(member("screen", of: item), "\"screen\"").value)
            record.deepLinks.append(.init(key: link, count: try count(of: item), location: location(item)))
        }
        for item in try list("flowMoves", of: document) {
            let move = CoverageRecord.FlowMove(
                flow: try string(member("flow", of: item), "\"flow\"").value,
                action: try string(member("action", of: item), "\"action\"").value)
            record.flowMoves.append(.init(key: move, count: try count(of: item), location: location(item)))
        }
        for item in try list("results", of: document) {
            let result = CoverageRecord.AnsweredResult(
                from: try string(member("from", of: item), "\"from\"").value,
                screen: try string(member("screen", of: item), "\"screen\"").value)
            record.results.append(.init(key: result, count: try count(of: item), location: location(item)))
        }
        for item in try list("flowFinishes", of: document) {
            let finish = CoverageRecord.FlowFinish(
                flow: try string(member("flow", of: item), "\"flow\"").value,
                by: try string(member("by", of: item), "\"by\"").value)
            record.flowFinishes.append(.init(key: finish, count: try count(of: item), location: location(item)))
        }
        if let screens = document["screens"] {
            guard case .object(let members) = screens.value else {
                throw problem(
                    "\"screens\" must be an object of counts by screen name, not \(screens.kindName)", at: screens)
            }
            for member in members {
                record.screens.append(
                    .init(
                        key: member.key, count: try integer(member.value, "the count of screen '\(member.key)'"),
                        location: location(member.value)))
            }
        }
        return record
    }

    func member(_ key: String, of node: LocatedJSON) throws(Problem) -> LocatedJSON {
        guard case .object = node.value else {
            throw problem("an object was expected here, not \(node.kindName)", at: node)
        }
        guard let value = node[key] else { throw problem("\"\(key)\" is missing", at: node) }
        return value
    }

    func list(_ key: String, of document: LocatedJSON) throws(Problem) -> [LocatedJSON] {
        guard let node = document[key] else { return [] }
        guard case .array(let items) = node.value else {
            throw problem("\"\(key)\" must be a list, not \(node.kindName)", at: node)
        }
        for item in items {
            guard case .object = item.value else {
                throw problem("each of \"\(key)\" must be an object, not \(item.kindName)", at: item)
            }
        }
        return items
    }

    func string(_ node: LocatedJSON, _ what: String) throws(Problem) -> Located<String> {
        guard case .string(let text) = node.value else {
            throw problem("\(what) must be a string, not \(node.kindName)", at: node)
        }
        return Located(text, at: location(node))
    }

    func optionalString(_ key: String, of item: LocatedJSON) throws(Problem) -> String? {
        guard let node = item[key] else { return nil }
        return try string(node, "\"\(key)\"").value
    }

    func flag(_ key: String, of item: LocatedJSON) throws(Problem) -> Bool {
        guard let node = item[key] else { return false }
        guard case .bool(let value) = node.value else {
            throw problem("\"\(key)\" must be true or false, not \(node.kindName)", at: node)
        }
        return value
    }

    func count(of item: LocatedJSON) throws(Problem) -> Int {
        try integer(member("count", of: item), "\"count\"")
    }

    /// A whole number from 0 up, as counts and versions are.
    func integer(_ node: LocatedJSON, _ what: String) throws(Problem) -> Int {
        guard case .number(let text) = node.value, let value = Int(text), value >= 0 else {
            throw problem("\(what) must be a whole number from 0 up", at: node)
        }
        return value
    }
}
