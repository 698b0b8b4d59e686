import Foundation
import Testing

extension PythonTools {
    /// PyYAML, which Scripts/yaml-to-json.py reads YAML with.
    static let hasPyYAML = succeeds("import yaml")
}

/// `Schemas/screens-format.schema.json` against real graphs, as YAML editors apply it: each
/// YAML file is read with the core schema of YAML 1.2 (`Scripts/yaml-to-json.py`, PyYAML) and
/// validated by the `jsonschema` package (`Scripts/validate-json-schema.py`).
///
/// - Every graph `screengen lint` accepts is valid: the example app, the examples, the
///   generated-code examples, the accepted compile-regression graphs, and the documentation's
///   complete examples (each rule page's fixed example and the reference's `# app.yaml` blocks).
/// - Every file of the invalid fixtures, the format fixture, the fuzz regressions and the rule
///   pages' wrong examples is rejected exactly when `screengen lint` reports a mistake the schema
///   can express there (see `Verdict`), and accepted otherwise: the schema is never stricter
///   than the tool.
///
/// That the schema's keys and value lists are the decoder's is checked without Python by
/// Tests/ScreenGenCoreTests/Documentation/FormatSchemaTests.swift. Skipped where Python,
/// `jsonschema` or PyYAML is missing, except in CI (`CI` set), where it fails.
@Suite(
    .enabled(
        if: PythonTools.isCI || (PythonTools.hasJSONSchema && PythonTools.hasPyYAML),
        "needs python3 with jsonschema and PyYAML (pip install jsonschema pyyaml)"))
struct FormatSchemaValidationTests {
    static let schema = "Schemas/screens-format.schema.json"
    static let repository = PythonTools.repository

    init() throws {
        try #require(PythonTools.hasPython, "python3 is missing")
        try #require(PythonTools.hasJSONSchema, "the Python package jsonschema is missing: pip install jsonschema")
        try #require(
            PythonTools.hasPyYAML,
            "the Python package yaml is missing: pip install pyyaml, or apt-get install python3-yaml")
    }

    // MARK: what the schema can express

    /// What the schema must say about a file, from the diagnostics `screengen lint` gives it.
    enum Verdict: Int, Comparable {
        /// No diagnostic the schema can express: the file must be valid.
        case valid = 0
        /// A mistake the schema expresses: the file must be invalid.
        case invalid
        /// YAML that is not one JSON document (a syntax error, a duplicate key, a second
        /// document, a key that is not a scalar, an alias inside its own anchor, a merge key
        /// whose value is not a mapping or a list of mappings): the converter
        /// refuses it, as a YAML editor's parser reports it, before any schema applies.
        case notJSON
        /// Not decided: an `input-limit` file (libyaml's limits are not JSON's) is left alone.
        case undecided

        static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One diagnostic's verdict. The schema expresses every unknown key (and unknown rule name),
    /// the kind of node each key takes, null where the tool needs a value, the closed value sets
    /// (`kind`, `style`, `role`, `access`, `generate`, severities, and `error` only for error
    /// rules), the keys each kind of screen needs and may not have (`view` or `title`; `message`
    /// and `buttons` only on alerts, `view` and `transitions` only on view screens), a param's
    /// `type`, a move's target (and a button's `style` or `args` only with `to`), a scalar
    /// default, a deep link's `url` and `stack`, exactly one of `root` and `roots` with `roots`
    /// not empty, and a repeated entry of `generate` or `requires`.
    ///
    /// It cannot express, so `screengen lint` alone reports:
    /// - `{placeholder}`s that name no param, and `requires` on a root: both compare one value
    ///   with another part of the graph, which JSON Schema cannot refer to;
    /// - names (`invalid-identifier`, `name-collision`, `duplicate-name` of screens, params and
    ///   actions, and of `roots`, compared by their converted names), screen references
    ///   (`unknown-screen`), types (`invalid-type`), defaults of the wrong type
    ///   (`invalid-default`: it depends on the param's type), argument bindings, styles a
    ///   target cannot take, deep-link patterns and settings: each needs the tool's parsers or
    ///   the whole graph;
    /// - rules over several files or the whole graph: `missing-graph`, `unreachable-screen`,
    ///   `unbounded-cycle`, `guarded-deeplink`.
    static func verdict(rule: String, message: String) -> Verdict {
        func has(_ text: String) -> Bool { message.contains(text) }
        switch rule {
        case "unknown-key":
            return .invalid
        case "yaml-syntax", "duplicate-key":
            return .notJSON
        case "input-limit":
            return .undecided
        case "invalid-value":
            if has("holds one YAML document") || has("mapping keys must be scalars") || has("alias") || has("merge key")
            {
                return .notJSON
            }
            let expressible =
                has("must be one of") || has("must be a mapping, not") || has("must be a sequence, not")
                || has("must be a scalar, not") || has("must not be empty") || has("needs a 'type'")
                || has("belongs to alert screens") || has("but no 'kind'") || has("has 'kind: ")
                || has("is an error and cannot be set to")
                || has("it needs 'pop-to'") || has("'dismiss' is followed by a move")
                || has("it cannot also go back with")
                // A move's choice (#37): `one-of` with `choice`, not with `to` or a way back.
                || has("and 'choice' names that choice") || has("has no 'one-of'")
                || has("or lets the app choose 'one-of' several") || has("which makes a plain move forward")
                || (message.hasPrefix("'exit' of screen '") && has("' needs '"))
                || (message.hasPrefix("layer '") && has("has no style"))
                || (message.hasPrefix("'columns' of split '") && has("a split has 2 columns"))
                || ((message.hasPrefix("alert '") || message.hasPrefix("dialog '"))
                    && (has("needs a 'title'") || has("cannot have '")))
            return expressible ? .invalid : .valid
        case "missing-handler":
            return has("no target") || has("has no 'view'") ? .invalid : .valid
        case "missing-root":
            return .invalid  // no root, both, or an empty `roots`
        case "invalid-default":
            return has("must be a scalar literal") ? .invalid : .valid
        case "invalid-deeplink":
            // `one-of` without `choice`, and `choice` without `one-of` (#37), are the schema's too.
            return has("the deep link has no 'url'") || has("the deep link has no 'stack'")
                || has("and 'choice' names that choice") || has("but the link has no 'one-of'") ? .invalid : .valid
        case "duplicate-name":
            return message.hasPrefix("'generate' lists") || message.hasPrefix("'requires' lists") ? .invalid : .valid
        default:
            return .valid
        }
    }

    /// Files the schema must reject, with a part of each error the validator must report, so
    /// that the classification above cannot quietly turn them into "not a schema matter".
    static let rejections: [String: [String]] = [
        "Tests/Fixtures/Invalid/unknown-key/app.yaml": [
            "/graph: Additional properties are not allowed ('conformance' was unexpected)",
            "/screens/home/transitions/openSettings: Additional properties are not allowed ('syle' was unexpected)",
            "/screens/settings: Additional properties are not allowed ('parms' was unexpected)",
        ],
        "Tests/Fixtures/Invalid/cascade-unknown-key-params/app.yaml": [
            "('parms' was unexpected)", "('paramz' was unexpected)",
        ],
        "Tests/Fixtures/Invalid/invalid-value-bad-enum/app.yaml": [
            "/graph/access: 'publik' is not one of", "/style: 'shet' is not one of",
            "/role: 'destrutive' is not one of",
        ],
        "Tests/Fixtures/Invalid/invalid-value-top-level/settings.yaml": ["is not of type 'object', 'null'"],
        "Tests/Fixtures/Invalid/invalid-value-unknown-kind/app.yaml": ["/screens/confirm/kind: 'alrt' is not one of"],
        "Tests/Fixtures/Invalid/invalid-value-node-kind/app.yaml": [
            "/graph/roots: {'home': 'tab'} is not of type", "/screens/home/title: ['Home', 'Start'] is not of type",
            "/screens/settings/params: [{'tab': 'Int'}] is not of type",
        ],
        "Tests/Fixtures/Invalid/invalid-value-screen-not-mapping/app.yaml": [
            "/screens/settings: 'SettingsView' is not of type 'object'",
            "/screens/help: [{'view': 'HelpView'}] is not of type 'object'",
        ],
        "Tests/Fixtures/Invalid/invalid-value-alert-without-title/app.yaml": [
            "/screens/confirm-sign-out: 'title' is a required property"
        ],
        "Tests/Fixtures/Invalid/invalid-value-message-on-view/app.yaml": [
            "/screens/home: False schema does not allow 'Welcome back!'"
        ],
        "Tests/Fixtures/Invalid/cascade-wrong-kind/app.yaml": [
            "/screens/detail: False schema does not allow 'DetailView'"
        ],
        "Tests/Fixtures/Invalid/generate-unknown-api/app.yaml": [
            "/graph/generate: ['directions', 'router'] is not valid"
        ],
        "Tests/Fixtures/Invalid/generate-repeated-api/app.yaml": [
            "/graph/generate: ['routers', 'directions', 'routers'] is not valid"
        ],
        "Tests/Fixtures/Invalid/rules-error-relaxed/app.yaml": [
            "/graph/rules/unknown-screen: 'warning' is not one of ['error']", "('unreachable-screeen' was unexpected)",
        ],
        "Tests/Fixtures/Invalid/missing-handler-transition/app.yaml": [
            "/screens/home/transitions/openSettings: {'style': 'sheet'} is not valid under any of the given schemas",
            "/screens/home/transitions/openHelp: None is not of type", "/buttons/signOut: 'to' is a required property",
        ],
        "Tests/Fixtures/Invalid/missing-handler-view/app.yaml": ["/screens/settings: 'view' is a required property"],
        "Tests/Fixtures/Invalid/missing-root-empty-roots/app.yaml": ["/graph/roots: [] should be non-empty"],
        "Tests/Fixtures/Invalid/invalid-deeplink-settings/app.yaml": [
            "'url' is a required property", "'stack' is a required property",
        ],
        "Tests/Fixtures/Invalid/cascade-param-declaration-error/app.yaml": [
            "/params/label/default: ['Work'] is not of type"
        ],
    ]

    // MARK: tests

    @Test func everyGraphTheToolAcceptsIsValid() throws {
        var files: [String] = []
        // The example app, the examples and the generated-code examples.
        let examples = GraphCommandTests.exampleGraphFolders()
        #expect(examples.count >= 9, "\(examples)")
        for folder in examples {
            let lint = try Self.lint(folder, in: Self.repository)
            #expect(lint.status == 0, "\(folder) does not lint clean: \(lint.findings)")
            files += try Self.yamlFiles(folder, in: Self.repository)
        }
        #expect(files.count >= 16, "\(files)")
        // The compile-regression graphs the tool accepts (those it refuses since are left out).
        var compileRegressions = 0
        for folder in try Self.subfolders("Tests/Fixtures/CompileFailures", in: Self.repository) {
            guard try Self.lint(folder, in: Self.repository).status == 0 else { continue }
            let yaml = try Self.yamlFiles(folder, in: Self.repository)
            files += yaml
            compileRegressions += yaml.count
        }
        // The documentation's complete examples, written out by the script CI compiles them with.
        let docs = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: docs) }
        let extract = try PythonTools.run("Scripts/extract-doc-examples.py", [docs.path])
        #expect(extract.status == 0, "\(extract.stderr)")
        let examplesOfDocs = try Self.subfolders(nil, in: docs)
        #expect(examplesOfDocs.filter { $0.hasPrefix("rule-") }.count >= 22, "\(examplesOfDocs)")
        #expect(examplesOfDocs.filter { $0.hasPrefix("reference-") }.count >= 4, "\(examplesOfDocs)")
        for folder in examplesOfDocs {
            let lint = try Self.lint(folder, in: docs)
            #expect(lint.status == 0, "\(folder) does not lint clean: \(lint.findings)")
            files += try Self.yamlFiles(folder, in: docs)
        }

        let check = try Self.check(files)
        #expect(check.refused == [:], "the converter refused valid graphs")
        for file in files where !(check.errors[file] ?? []).isEmpty {
            Issue.record(
                "\(Self.display(file)) is valid for screengen but not for the schema:\n\(check.errors[file]!.joined(separator: "\n"))"
            )
        }
        #expect(files.count >= 45, "validated \(files.count) files")
        print(
            "FormatSchemaValidationTests: \(files.count) accepted files valid (\(compileRegressions) of them compile regressions, \(examplesOfDocs.count) documentation examples)"
        )
    }

    @Test func theSchemaRejectsExactlyTheMistakesItCanExpress() throws {
        var folders: [(folder: String, directory: URL)] = []
        for folder in try Self.subfolders("Tests/Fixtures/Invalid", in: Self.repository) {
            folders.append((folder, Self.repository))
        }
        #expect(folders.count >= 90, "\(folders.count) invalid fixtures")
        folders.append(("Tests/Fixtures/Formats/screens", Self.repository))
        for file in try Self.yamlFiles("Tests/Fixtures/Fuzz", in: Self.repository) {
            folders.append((String(file.dropFirst(Self.repository.path.count + 1)), Self.repository))
        }
        // Each rule page's wrong example, as the file app.yaml of a graph of its own.
        let wrong = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: wrong) }
        let pages = try Self.wrongExamples()
        #expect(pages.count >= 22)
        for (rule, yaml) in pages {
            let folder = "wrong-\(rule)"
            try FileManager.default.createDirectory(
                at: wrong.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data(yaml.utf8).write(to: wrong.appendingPathComponent("\(folder)/app.yaml"))
            folders.append((folder, wrong))
        }

        var expected: [String: Verdict] = [:]
        var reasons: [String: [String]] = [:]
        for (folder, directory) in folders {
            let lint = try Self.lint(folder, in: directory)
            for file in try Self.yamlFiles(folder, in: directory) {
                let relative = String(file.dropFirst(directory.path.count + 1))
                let findings = lint.findings[relative] ?? []
                expected[file] = findings.map { Self.verdict(rule: $0.rule, message: $0.message) }.max() ?? .valid
                reasons[file] = findings.map { "\($0.rule): \($0.message)" }
            }
        }
        let files = expected.keys.sorted()
        let check = try Self.check(files)
        var counts: [Verdict: Int] = [:]
        for file in files {
            let verdict = expected[file]!
            counts[verdict, default: 0] += 1
            let errors = check.errors[file] ?? []
            let because =
                "screengen says:\n  \((reasons[file] ?? []).joined(separator: "\n  "))\nthe schema says:\n  \(errors.joined(separator: "\n  "))"
            switch verdict {
            case .valid:
                #expect(
                    check.refused[file] == nil,
                    "\(Self.display(file)): the converter refused it: \(check.refused[file] ?? "")")
                #expect(
                    errors.isEmpty,
                    "\(Self.display(file)): the schema rejects what screengen accepts or leaves to other checks\n\(because)"
                )
            case .invalid:
                #expect(
                    check.refused[file] == nil,
                    "\(Self.display(file)): the converter refused it: \(check.refused[file] ?? "")")
                #expect(
                    !errors.isEmpty, "\(Self.display(file)): the schema accepts a mistake it can express\n\(because)")
            case .notJSON:
                #expect(
                    check.refused[file] != nil,
                    "\(Self.display(file)): the converter accepted YAML that is not one JSON document\n\(because)")
            case .undecided:
                continue
            }
        }
        for (file, parts) in Self.rejections {
            let path = Self.repository.appendingPathComponent(file).path
            #expect(expected[path] == .invalid, "\(file) is no longer a schema mistake")
            let errors = check.errors[path] ?? []
            for part in parts {
                #expect(
                    errors.contains { $0.contains(part) },
                    "\(file): no error contains \(part); the schema says:\n\(errors.joined(separator: "\n"))")
            }
        }
        // Enough of each kind that the test cannot pass by having nothing to check.
        #expect(counts[.valid, default: 0] >= 60, "\(counts)")
        #expect(counts[.invalid, default: 0] >= 40, "\(counts)")
        #expect(counts[.notJSON, default: 0] >= 5, "\(counts)")
        print(
            "FormatSchemaValidationTests: \(files.count) files of invalid fixtures and wrong examples: \(counts[.invalid, default: 0]) rejected, \(counts[.valid, default: 0]) valid, \(counts[.notJSON, default: 0]) not JSON, \(counts[.undecided, default: 0]) undecided"
        )
    }

    /// The converter reads YAML as the core schema of YAML 1.2 does, not as YAML 1.1.
    @Test func theConverterReadsTheCoreSchema() throws {
        let yaml = """
            a: yes
            b: off
            c: True
            d: ~
            e:
            f: 010
            g: 0x1F
            h: 1.5
            i: .inf
            j: 2024-01-02
            k: !!str 12
            l: "true"
            m: 1_000
            <<: {n: 1}
            7: seven

            """
        let run = try PythonTools.run("Scripts/yaml-to-json.py", [], input: yaml)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["a"] as? String == "yes")
        #expect(object["b"] as? String == "off")
        #expect(run.stdout.contains("\"c\": true,"), "only true/false in any case are booleans")
        #expect(object["d"] is NSNull && object["e"] is NSNull)
        #expect(run.stdout.contains("\"f\": 10,") && run.stdout.contains("\"g\": 31,"), "010 is ten, 0x1F an integer")
        #expect(object["h"] as? Double == 1.5)
        #expect(object["i"] as? String == ".inf")
        #expect(object["j"] as? String == "2024-01-02")
        #expect(object["k"] as? String == "12")
        #expect(object["l"] as? String == "true")
        #expect(object["m"] as? String == "1_000")
        #expect(object["<<"] == nil && object["n"] as? Int == 1, "merge keys are applied, as screengen applies them")
        #expect(object["7"] as? String == "seven")
        for (refused, why) in [
            ("a: 1\n---\nb: 2\n", "a second document"), ("a: 1\na: 2\n", "a duplicate key"),
            ("? [a]\n: 1\n", "a key that is not a scalar"), ("a: &x [*x]\n", "an alias inside its anchor"),
            ("a: [1\n", "a syntax error"), ("a: {<<: x}\n", "a merge key with a scalar value"),
            ("a: {<<: {x: 1}, <<: {y: 1}}\n", "two merge keys"),
        ] {
            let run = try PythonTools.run("Scripts/yaml-to-json.py", [], input: refused)
            #expect(run.status == 1, "\(why): \(run.stdout)")
            #expect(run.stderr.contains("error:"), "\(why): \(run.stderr)")
        }
        #expect(try PythonTools.run("Scripts/yaml-to-json.py", [], input: "").stdout == "null\n")
    }

    /// Merge keys, as the loader resolves them (Tests/ScreenGenYAMLTests/MergeKeyTests.swift):
    /// own keys win wherever they are written, an earlier mapping of a list over a later one,
    /// merged keys take the place of `<<`, nested merges resolve, and a quoted `<<` is a key.
    @Test func theConverterResolvesMergeKeysAsScreengenDoes() throws {
        for (yaml, json) in [
            ("b: &b {x: 1, y: 2}\nm: {<<: *b, y: 3}\n", #"{"b":{"x":1,"y":2},"m":{"x":1,"y":3}}"#),
            ("b: &b {x: 1, y: 2}\nm: {y: 3, <<: *b, z: 4}\n", #"{"b":{"x":1,"y":2},"m":{"y":3,"x":1,"z":4}}"#),
            ("m: {<<: [{x: 1, y: 1}, {y: 2, z: 2}]}\n", #"{"m":{"x":1,"y":1,"z":2}}"#),
            ("m: {<<: {<<: {x: 1}, y: 2}}\n", #"{"m":{"x":1,"y":2}}"#),
            ("m: {\"<<\": {x: 1}}\n", #"{"m":{"<<":{"x":1}}}"#),
        ] {
            let run = try PythonTools.run("Scripts/yaml-to-json.py", [], input: yaml)
            #expect(run.status == 0, "\(yaml): \(run.stderr)")
            #expect(run.stdout.filter { !$0.isWhitespace } == json, "\(yaml)")
        }
    }

    // MARK: helpers

    struct Finding {
        var rule: String
        var message: String
    }

    /// `screengen lint --format json <folder>` run in `directory`: its exit status and its
    /// diagnostics by file, as the tool names them (relative to `directory`).
    static func lint(_ folder: String, in directory: URL) throws -> (status: Int32, findings: [String: [Finding]]) {
        let run = try CLIRunner.run(["lint", folder, "--format", "json"], in: directory)
        #expect(run.status == 0 || run.status == 1, "lint \(folder): \(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "lint \(folder): \(run.stdout)")
        var findings: [String: [Finding]] = [:]
        for diagnostic in report["diagnostics"] as? [[String: Any]] ?? [] {
            guard let file = diagnostic["file"] as? String, let rule = diagnostic["rule"] as? String else { continue }
            findings[file, default: []].append(Finding(rule: rule, message: diagnostic["message"] as? String ?? ""))
        }
        return (run.status, findings)
    }

    /// The absolute paths of the `*.yaml`/`*.yml` files under `folder` (a file is itself), sorted.
    static func yamlFiles(_ folder: String, in directory: URL) throws -> [String] {
        let root = directory.appendingPathComponent(folder).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [root.path] }
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            let lowered = relative.lowercased()
            if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
                files.append(root.appendingPathComponent(relative).path)
            }
        }
        return files.sorted()
    }

    /// `parent/<name>` for each folder directly in `parent` (`<name>` for `directory` itself), sorted.
    static func subfolders(_ parent: String?, in directory: URL) throws -> [String] {
        let url = parent.map { directory.appendingPathComponent($0) } ?? directory
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.map { name in parent.map { "\($0)/\(name)" } ?? name }
    }

    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("screengen-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func display(_ file: String) -> String {
        file.hasPrefix(repository.path + "/") ? String(file.dropFirst(repository.path.count + 1)) : file
    }

    /// What the schema says about each file (absolute paths): the converter's refusals and the
    /// validator's errors (`/pointer: message`).
    static func check(_ files: [String]) throws -> (refused: [String: String], errors: [String: [String]]) {
        let output = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let convert = try PythonTools.run("Scripts/yaml-to-json.py", ["--output-dir", output.path] + files)
        #expect(convert.status == 0 || convert.status == 1, "yaml-to-json.py: \(convert.stderr)")
        var refused: [String: String] = [:]
        for line in convert.stderr.split(separator: "\n").map(String.init) {
            guard let file = files.first(where: { line.hasPrefix($0 + ": error: ") }) else {
                Issue.record("yaml-to-json.py: \(line)")
                continue
            }
            refused[file] = String(line.dropFirst(file.count + ": error: ".count))
        }
        let converted = files.filter { refused[$0] == nil }
        let documents = converted.map { output.appendingPathComponent(String($0.drop { $0 == "/" }) + ".json").path }
        guard !documents.isEmpty else { return (refused, [:]) }
        let validate = try PythonTools.run("Scripts/validate-json-schema.py", [schema] + documents)
        #expect(validate.status == 0 || validate.status == 1, "validate-json-schema.py: \(validate.stderr)")
        var errors: [String: [String]] = [:]
        var last: String?
        for line in validate.stdout.split(separator: "\n").map(String.init) {
            if let index = documents.firstIndex(where: { line.hasPrefix($0 + ": ") }) {
                last = converted[index]
                errors[converted[index], default: []].append(String(line.dropFirst(documents[index].count + 2)))
            } else if let last {
                errors[last, default: []][errors[last]!.count - 1] += "\n" + line  // a message over several lines
            }
        }
        return (refused, errors)
    }

    /// Each rule page's `## Wrong` yaml block, by rule name.
    static func wrongExamples() throws -> [(String, String)] {
        let rules = repository.appendingPathComponent("Sources/screengen/Documentation.docc/Rules")
        var examples: [(String, String)] = []
        for page in try FileManager.default.contentsOfDirectory(atPath: rules.path).sorted() where page.hasSuffix(".md")
        {
            let text = try String(contentsOf: rules.appendingPathComponent(page), encoding: .utf8)
            var section: String?
            var block: [String]?
            for line in text.components(separatedBy: "\n") {
                if var lines = block {
                    if line == "```" { break }
                    lines.append(line)
                    block = lines
                } else if line.hasPrefix("## ") {
                    section = String(line.dropFirst(3))
                } else if section == "Wrong", line == "```yaml" {
                    block = []
                }
            }
            let yaml = try #require(block, "\(page): no yaml block under '## Wrong'")
            examples.append((String(page.dropLast(3)), yaml.map { $0 + "\n" }.joined()))
        }
        return examples
    }
}
