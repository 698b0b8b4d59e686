/// Writes `CodeItem`s as Swift source: four-space indentation, a line at most `limit` columns
/// wherever the structure says where to break (a parameter, argument or conformance list, a
/// `case` body, a doc comment's words), as swift-format would. Modelled on
/// swift-openapi-generator's `TextBasedRenderer`. Writes into a `SwiftWriter`, so a file's
/// ported and not-yet-ported emitters share one text.
enum SwiftRenderer {
    static let limit = 120

    /// The text of `items` at indentation 0 (the renderer's tests read it).
    static func render(_ items: [CodeItem]) -> String {
        var writer = SwiftWriter()
        render(items, into: &writer)
        return writer.text
    }

    static func render(_ items: [CodeItem], into writer: inout SwiftWriter) {
        for item in items { render(item, into: &writer) }
    }

    static func render(_ item: CodeItem, into writer: inout SwiftWriter) {
        switch item {
        case .declaration(let declaration): render(declaration, into: &writer)
        case .statement(let statement): render(statement, into: &writer)
        case .comment(let text): writer.line("// " + text)
        case .blankLine: writer.line()
        case .indented(let items): writer.indented { render(items, into: &$0) }
        }
    }

    // MARK: Declarations

    static func render(_ declaration: Declaration, into writer: inout SwiftWriter) {
        // A line per line of the comment, refilled at word boundaries when too long.
        if let doc = declaration.doc { writer.doc(doc) }
        for attribute in declaration.attributes { writer.line(attribute) }
        let access = declaration.access
        switch declaration.kind {
        case .type(let type):
            render(type, access: access, into: &writer)
        case .function(let function):
            render(function, access: access, into: &writer)
        case .variable(let variable):
            var head = access + (variable.isStatic ? "static " : "") + variable.keyword + " " + variable.name
            if let type = variable.type { head += ": " + type }
            if let getter = variable.getter {
                writer.line(head + " {")
                writer.indented { render(getter, into: &$0) }
                return writer.line("}")
            }
            guard let value = variable.value else { return writer.line(head) }
            LineBreaker.write([.text(head + " = ")] + pieces(value), into: &writer)
        case .typealias(let name, let type):
            writer.line(access + "typealias " + name + " = " + type)
        case .associatedType(let name):
            writer.line(access + "associatedtype " + name)
        case .enumCase(let enumCase):
            render(enumCase, into: &writer)
        }
    }

    private static func render(_ type: TypeDeclaration, access: String, into writer: inout SwiftWriter) {
        let head = access + type.keyword.rawValue + " " + type.name
        let conformances = type.conformances.joined(separator: ", ")
        let whereClause = type.whereClause.map { " where " + $0 } ?? ""
        let header = head + (conformances.isEmpty ? "" : ": " + conformances) + whereClause + " {"
        // swift-format's conformance list is for a plain header: one with a `where` clause is
        // written as it is.
        if writer.indentWidth + header.utf8.count <= limit || type.conformances.isEmpty || type.whereClause != nil {
            writer.line(header)
        } else {
            // The protocols as many a line as fit, one level deeper, the brace on a line of its own.
            writer.line(head + ":")
            writer.indented { writer in
                for line in filled(type.conformances, room: limit - writer.indentWidth) { writer.line(line) }
            }
            writer.line("{")
        }
        writer.indented { render(type.members, into: &$0) }
        writer.line("}")
    }

    /// `entries` joined by `, `, as many a line as fit in `room` columns (an entry longer than
    /// that still gets a line).
    static func filled(_ entries: [String], room: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for (position, entry) in entries.enumerated() {
            let entry = position < entries.count - 1 ? entry + "," : entry
            if !current.isEmpty, current.utf8.count + 1 + entry.utf8.count > room {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? entry : " " + entry
        }
        lines.append(current)
        return lines
    }

    private static func render(_ function: Function, access: String, into writer: inout SwiftWriter) {
        var header: [LinePiece] = [
            .text(access + function.head), .list("(", function.parameters.map { [.text($0.text)] }, ")"),
        ]
        if let failure = function.throwsType { header += [.text(" throws"), .list("(", [[.text(failure)]], ")")] }
        if let returnType = function.returnType { header.append(.text(" -> " + returnType)) }
        guard let body = function.body else { return LineBreaker.write(header, into: &writer) }
        if function.keepsShortBodyInline, body.count == 1, case .statement(let statement) = body[0] {
            let line = header + [.text(" { ")] + pieces(statement) + [.text(" }")]
            if writer.indentWidth + line.width <= limit { return writer.line { line.write(into: &$0) } }
        }
        LineBreaker.write(header + [.text(" {")], into: &writer)
        writer.indented { render(body, into: &$0) }
        writer.line("}")
    }

    private static func render(_ enumCase: EnumCase, into writer: inout SwiftWriter) {
        var line: [LinePiece] = [.text((enumCase.isIndirect ? "indirect case " : "case ") + enumCase.name)]
        if !enumCase.associatedValues.isEmpty {
            line.append(.list("(", enumCase.associatedValues.map { [.text($0.text)] }, ")"))
        }
        if let rawValue = enumCase.rawValue { line += [.text(" = ")] + pieces(rawValue) }
        LineBreaker.write(line, into: &writer)
    }

    // MARK: Statements

    static func render(_ statement: Statement, into writer: inout SwiftWriter) {
        if case .guard(let conditions, let body) = statement { return renderGuard(conditions, body, into: &writer) }
        guard case .switch(let subject, let cases) = statement else {
            return LineBreaker.write(pieces(statement), into: &writer)
        }
        writer.line { text in
            text += "switch "
            pieces(subject).write(into: &text)
            text += " {"
        }
        // By index: each case is read in place rather than copied out of the array.
        for index in cases.indices { render(cases[index], into: &writer) }
        writer.line("}")
    }

    /// `guard a, b else { body }` on one line when it fits; else `guard a, b else {`, the body
    /// one level deeper and `}`; and when that head is too long too, swift-format's way: the
    /// first condition after `guard`, the others one a line one level deeper, `else {` below
    /// them.
    private static func renderGuard(_ conditions: [Expression], _ body: [Statement], into writer: inout SwiftWriter) {
        var head: [LinePiece] = [.text("guard ")]
        for (position, condition) in conditions.enumerated() {
            if position > 0 { head.append(.text(", ")) }
            append(condition, to: &head)
        }
        head.append(.text(" else {"))
        if body.count == 1, isOneLine(body[0]) {
            let line = pieces(body[0])
            if writer.indentWidth + head.width + 1 + line.width + 2 <= limit {
                return writer.line { text in
                    head.write(into: &text)
                    text += " "
                    line.write(into: &text)
                    text += " }"
                }
            }
        }
        if writer.indentWidth + head.width <= limit || conditions.count < 2 {
            // A head of one condition too long is broken inside that condition.
            LineBreaker.write(head, into: &writer)
        } else {
            for (position, condition) in conditions.enumerated() {
                var line = pieces(condition)
                if position == 0 { line.insert(.text("guard "), at: 0) }
                if position < conditions.count - 1 { line.append(.text(",")) }
                if position == 0 {
                    LineBreaker.write(line, into: &writer)
                } else {
                    writer.indented { LineBreaker.write(line, into: &$0) }
                }
            }
            writer.line("else {")
        }
        writer.indented { writer in
            for statement in body { render(statement, into: &writer) }
        }
        writer.line("}")
    }

    private static func render(_ switchCase: SwitchCase, into writer: inout SwiftWriter) {
        // The common case, one short pattern and a one-line body of plain text, written without
        // building its pieces (and read in place, not copied): a switch over a large graph's
        // screens has thousands.
        if switchCase.otherPatterns.isEmpty, switchCase.otherStatements.isEmpty,
            writePlainCase(switchCase, into: &writer)
        {
            return
        }
        let patterns = switchCase.patterns
        let body = switchCase.body
        var label: [LinePiece] = []
        label.reserveCapacity(2 * patterns.count + 2)
        label.append(.text(patterns.isEmpty ? "default" : "case "))
        for (position, pattern) in patterns.enumerated() {
            if position > 0 { label.append(.text(", ")) }
            append(pattern, to: &label)
        }
        label.append(.text(":"))
        if body.count == 1, isOneLine(body[0]) {
            let body = pieces(body[0])
            if writer.indentWidth + label.width + 1 + body.width <= limit {
                return writer.line { text in
                    label.write(into: &text)
                    text += " "
                    body.write(into: &text)
                }
            }
        }
        writer.line { label.write(into: &$0) }
        writer.indented { writer in
            for statement in body { render(statement, into: &writer) }
        }
    }

    /// `case pattern: value` or `default: value` on one line, when the pattern and the body are
    /// plain text and fit; false, writing nothing, otherwise.
    private static func writePlainCase(_ switchCase: SwitchCase, into writer: inout SwiftWriter) -> Bool {
        let keyword: String
        let value: String
        switch switchCase.firstStatement {
        case .return(.identifier(let text))?, .return(.literal(let text))?:
            (keyword, value) = ("return ", text)
        case .expression(.identifier(let text))?, .expression(.literal(let text))?:
            (keyword, value) = ("", text)
        default:
            return false
        }
        let pattern: String?
        switch switchCase.firstPattern {
        case nil: pattern = nil
        case .identifier(let text)?, .literal(let text)?: pattern = text
        default: return false
        }
        let label = pattern.map { 5 + $0.utf8.count + 1 } ?? 8
        guard writer.indentWidth + label + 1 + keyword.utf8.count + value.utf8.count <= limit else { return false }
        writer.line { text in
            if let pattern {
                text += "case "
                text += pattern
                text += ": "
            } else {
                text += "default: "
            }
            text += keyword
            text += value
        }
        return true
    }

    /// A `switch`, or a call broken one argument a line, is never a case's one-line body.
    private static func isOneLine(_ statement: Statement) -> Bool {
        switch statement {
        case .switch, .guard: return false
        case .expression(let value), .return(let value), .assignment(_, let value): return !isBrokenCall(value)
        }
    }

    private static func isBrokenCall(_ expression: Expression) -> Bool {
        switch expression {
        case .call(_, _, oneALine: true): true
        case .try(let value): isBrokenCall(value)
        default: false
        }
    }

    static func pieces(_ statement: Statement) -> [LinePiece] {
        var result: [LinePiece] = []
        result.reserveCapacity(4)
        switch statement {
        case .expression(let expression): append(expression, to: &result)
        case .return(let expression):
            result.append(.text("return "))
            append(expression, to: &result)
        case .assignment(let name, let value):
            result.append(.text(name + " = "))
            append(value, to: &result)
        case .switch, .guard: break
        }
        return result
    }

    // MARK: Expressions

    static func pieces(_ expression: Expression) -> [LinePiece] {
        var result: [LinePiece] = []
        result.reserveCapacity(4)
        append(expression, to: &result)
        return result
    }

    /// Appends in place: a large graph renders hundreds of thousands of expressions, and an
    /// array a level would cost an allocation each.
    private static func append(_ expression: Expression, to result: inout [LinePiece]) {
        switch expression {
        case .identifier(let name): result.append(.text(name))
        case .string(let text): result.append(.literal(SwiftStringLiteral.render(text)))
        case .literal(let literal): result.append(.literal(literal))
        case .member(let base, let name):
            append(base, to: &result)
            result.append(.text("." + name))
        case .call(let callee, let arguments, let oneALine):
            append(callee, to: &result)
            result.append(
                .list(open: "(", entries: arguments.map(pieces), close: ")", layout: oneALine ? .oneALine : .fitted))
        case .array(let elements, let oneALine):
            result.append(
                .list(open: "[", entries: elements.map(pieces), close: "]", layout: oneALine ? .table : .fitted))
        case .tuple(let elements): result.append(.list("(", elements.map(pieces), ")"))
        case .try(let value):
            result.append(.text("try "))
            append(value, to: &result)
        case .binary(let lhs, let op, let rhs):
            append(lhs, to: &result)
            result.append(.text(" " + op + " "))
            append(rhs, to: &result)
        case .pair(let key, let value):
            append(key, to: &result)
            result.append(.text(": "))
            append(value, to: &result)
        }
    }

    private static func pieces(_ argument: Argument) -> [LinePiece] {
        var result: [LinePiece] = []
        result.reserveCapacity(4)
        if let label = argument.label { result.append(.text(label + ": ")) }
        append(argument.value, to: &result)
        return result
    }
}
