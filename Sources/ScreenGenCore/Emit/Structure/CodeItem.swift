/// One item of a file, a type's members or a body, as emitters describe the generated code:
/// `SwiftRenderer` writes it, breaking long lines at 120 columns from what each item is (a
/// parameter list, a conformance list, a `case` body), never by reading text back. Modelled on
/// swift-openapi-generator's `StructuredSwiftRepresentation` (its `CodeBlock`), cut down to what
/// screengen's emitters write.
enum CodeItem {
    case declaration(Declaration)
    case statement(Statement)
    /// `// text` (a `// MARK: - …` line, say).
    case comment(String)
    /// An empty line: the emitters place them themselves, so the output stays as it was.
    case blankLine
    /// Items one level deeper without braces of their own (a trailing closure's body written
    /// verbatim).
    case indented([CodeItem])
}
