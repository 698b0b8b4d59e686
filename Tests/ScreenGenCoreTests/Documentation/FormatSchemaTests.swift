import Foundation
import ScreenGenDiagnostics
import Testing

@testable import ScreenGenCore

/// `Schemas/screens-format.schema.json`, the JSON Schema YAML editors check screens files with,
/// and the decoder cannot drift apart: every closed object of the schema (one with `properties`
/// and `additionalProperties: false`) lists exactly the keys of its decoder table, every closed
/// value set is the decoder's enumeration, `rules` names exactly the rules with the severities
/// each may take, and conditions (`if`/`then`/`else`, `oneOf`, …) name only their object's keys.
/// That the schema accepts every valid graph and rejects the schema mistakes of the invalid
/// fixtures is checked with a JSON Schema validator by
/// Tests/ScreenGenCLITests/FormatSchemaValidationTests.swift.
@Suite struct FormatSchemaTests {
    static let url = DocumentationCatalog.repositoryRoot.appendingPathComponent("Schemas/screens-format.schema.json")

    /// JSON pointer of each closed object → the decoder's keys for that mapping (the tables
    /// RuleDocumentationTests compares the reference's key tables with, and the rule names).
    static let closedObjects: [String: [String]] = [
        "": FileDecoder.topLevelKeys,
        "/$defs/graph": GraphSettingsDecoder.keys,
        "/$defs/deepLinkSettings": DeepLinkDecoder.settingsKeys,
        "/$defs/rules": Rule.all.map(\.name),
        "/$defs/screen": ScreenDecoder.keys,
        "/$defs/param": ScreenDecoder.paramKeys,
        "/$defs/transition": ScreenDecoder.transitionKeys,
        "/$defs/button": ScreenDecoder.buttonKeys,
        "/$defs/field": ScreenDecoder.fieldKeys,
        "/$defs/deepLink": DeepLinkDecoder.keys,
        "/$defs/exit": ScreenDecoder.exitKeys,
        "/$defs/detentSize": ScreenDecoder.detentKeys,
        "/$defs/flow": GraphSettingsDecoder.flowKeys,
        "/$defs/flowMove": GraphSettingsDecoder.flowMoveKeys,
        "/$defs/layer": GraphSettingsDecoder.layerKeys,
        "/$defs/split": GraphSettingsDecoder.splitKeys,
    ]

    /// JSON pointer of each `enum` → the decoder's values, in the decoder's order.
    static let closedValueSets: [String: [String]] = [
        "/$defs/style": ScreenGenCore.TransitionStyle.allCases.map(\.rawValue),
        "/$defs/severity": RuleSeverity.allCases.map(\.rawValue),
        "/$defs/errorSeverity": [Severity.error.rawValue],
        "/$defs/generatedAPI": GeneratedAPI.allCases.map(\.rawValue),
        "/$defs/cycleMark": CycleMark.allCases.map(\.rawValue),
        "/$defs/layerStyle": LayerStyle.allCases.map(\.rawValue),
        "/$defs/splitColumns": ["2", "3"],
        "/$defs/detent/anyOf/0": ScreenDecoder.detentWords,
        "/$defs/layer/properties/outside": LayerOutside.allCases.map(\.rawValue),
        "/$defs/screen/properties/navigation-transition": NavigationTransitionWord.allCases.map(\.rawValue),
        "/$defs/graph/properties/access": AccessLevel.allCases.map(\.rawValue),
        "/$defs/screen/properties/kind": ScreenKind.allCases.map(\.rawValue),
        // The kinds with buttons, which share the alert's required and forbidden keys.
        "/$defs/screen/allOf/0/if/properties/kind": ScreenKind.allCases.filter(\.hasButtons).map(\.rawValue),
        "/$defs/button/properties/role": ScreenGenCore.AlertButtonRole.allCases.map(\.rawValue),
        // `dismiss` of a transition: a boolean, or `all` or `to-first`.
        "/$defs/transition/properties/dismiss/anyOf/1": DismissWord.allCases.map(\.rawValue).filter {
            $0 != "true" && $0 != "false"
        },
        // `live` is a boolean or one of the words beyond `true` and `false`.
        "/$defs/param/properties/live/anyOf/1": LiveWord.allCases.map(\.rawValue).filter {
            $0 != "true" && $0 != "false"
        },
    ]

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        return try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], "the schema is not a JSON object")
    }

    /// The node at a JSON pointer (`/$defs/screen/properties/kind`; `""` is the whole schema).
    static func node(_ pointer: String, in schema: [String: Any]) -> Any? {
        var node: Any? = schema
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            node = (node as? [String: Any])?[key]
        }
        return node
    }

    /// What a walk over the whole schema finds.
    struct Survey {
        /// Closed objects: pointer → property names.
        var closed: [String: Set<String>] = [:]
        /// Keys named by each closed object's `required` and by its conditions' `properties` and
        /// `required`.
        var named: [String: Set<String>] = [:]
        /// Objects with `properties` that are neither closed nor a condition of a closed object.
        var stray: [String] = []
        /// Pointer → the values of an `enum` (or a `const`, outside conditions).
        var enums: [String: [String]] = [:]
        /// Properties of closed objects without a non-empty `description`.
        var undescribed: [String] = []
        /// Every `$ref`: pointer of the referring node → target.
        var refs: [String: String] = [:]

        init(_ schema: [String: Any]) {
            walk(schema, "", owner: nil)
        }

        private mutating func walk(_ value: Any, _ pointer: String, owner: String?) {
            guard let object = value as? [String: Any] else { return }
            var owner = owner
            let isClosed = object["properties"] != nil && (object["additionalProperties"] as? Bool) == false
            if let properties = object["properties"] as? [String: Any] {
                if isClosed {
                    closed[pointer] = Set(properties.keys)
                    owner = pointer
                    for (name, property) in properties {
                        let description = (property as? [String: Any])?["description"] as? String
                        if description?.trimmingCharacters(in: .whitespaces).isEmpty ?? true {
                            undescribed.append("\(pointer)/properties/\(name)")
                        }
                    }
                } else if let owner {
                    named[owner, default: []].formUnion(properties.keys)
                } else {
                    stray.append(pointer)
                }
            }
            if let required = object["required"] as? [String] {
                if let owner { named[owner, default: []].formUnion(required) } else { stray.append(pointer) }
            }
            if let values = object["enum"] as? [Any] { enums[pointer] = values.map { "\($0)" } }
            if let ref = object["$ref"] as? String { refs[pointer] = ref }
            for (key, child) in object {
                switch key {
                case "properties", "$defs":
                    for (name, sub) in child as? [String: Any] ?? [:] {
                        walk(sub, "\(pointer)/\(key)/\(name)", owner: nil)
                    }
                case "additionalProperties", "items":
                    walk(child, "\(pointer)/\(key)", owner: nil)
                case "allOf", "anyOf", "oneOf":
                    for (index, sub) in (child as? [Any] ?? []).enumerated() {
                        walk(sub, "\(pointer)/\(key)/\(index)", owner: owner)
                    }
                case "if", "then", "else", "not":
                    walk(child, "\(pointer)/\(key)", owner: owner)
                default:
                    continue
                }
            }
        }
    }

    @Test func isADraft202012SchemaWithAnIdAndATitle() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema["$id"] as? String)?.isEmpty == false)
        #expect((schema["title"] as? String)?.isEmpty == false)
        #expect((schema["description"] as? String)?.isEmpty == false)
    }

    @Test func closedObjectsListExactlyTheDecodersKeys() throws {
        let survey = Survey(try Self.schema())
        #expect(Set(survey.closed.keys) == Set(Self.closedObjects.keys), "closed objects of the schema")
        for (pointer, keys) in Self.closedObjects {
            #expect(
                survey.closed[pointer] == Set(keys),
                "\(pointer.isEmpty ? "the top level" : pointer): the schema's properties are not the decoder's keys")
            #expect(keys.count == Set(keys).count, "\(pointer): a decoder key is listed twice")
        }
        #expect(
            survey.stray == [],
            "objects with properties or required keys that are not closed (add additionalProperties: false and a decoder table)"
        )
    }

    /// `required`, `if`/`then`/`else` and `oneOf` name only keys their object defines, so a
    /// renamed key cannot leave a condition behind.
    @Test func conditionsNameOnlyTheirObjectsKeys() throws {
        let survey = Survey(try Self.schema())
        #expect(!survey.named.isEmpty)
        for (pointer, named) in survey.named {
            let keys = try #require(survey.closed[pointer], "\(pointer)")
            #expect(named.subtracting(keys).sorted() == [], "\(pointer): conditions name keys the object does not have")
        }
        // The conditions the decoder's checks need are there.
        #expect(
            survey.named["/$defs/screen"] == [
                "kind", "title", "view", "transitions", "include", "returns", "finishes", "exit", "detents",
                "dismiss-by-swipe", "navigation-transition", "message", "buttons", "fields",
            ])
        #expect(survey.named["/$defs/graph"] == ["root", "roots"])
        #expect(
            survey.named["/$defs/transition"] == [
                "to", "pop-to", "select-root", "inclusive", "dismiss", "keep-stack", "back", "style", "then",
                "one-of", "choice",
            ])
        #expect(survey.named["/$defs/param"] == ["type"])
        #expect(survey.named["/$defs/deepLink"] == ["url", "stack", "one-of", "choice"])
        #expect(survey.named["/$defs/button"] == ["style", "args", "cycle", "to", "pop-to", "inclusive", "dismiss"])
    }

    @Test func everyPropertyHasADescription() throws {
        let survey = Survey(try Self.schema())
        #expect(survey.undescribed.sorted() == [], "editors show a property's description on hover")
    }

    @Test func closedValueSetsAreTheDecodersEnumerations() throws {
        let survey = Survey(try Self.schema())
        #expect(Set(survey.enums.keys) == Set(Self.closedValueSets.keys), "every enum of the schema is checked here")
        for (pointer, values) in Self.closedValueSets {
            #expect(survey.enums[pointer] == values, "\(pointer)")
        }
        // Both kinds of move take the one list of styles, and `generate` (a name or a list of
        // them) the one list of APIs.
        #expect(survey.refs["/$defs/transition/properties/style"] == "#/$defs/style")
        #expect(survey.refs["/$defs/button/properties/style"] == "#/$defs/style")
        #expect(survey.refs["/$defs/graph/properties/generate/anyOf/0"] == "#/$defs/generatedAPI")
        #expect(survey.refs["/$defs/graph/properties/generate/anyOf/1/items"] == "#/$defs/generatedAPI")
    }

    /// `rules:` takes every rule by name: a warning or a note any severity, an error rule only
    /// `error` (setting it to anything else is an invalid-value error).
    @Test func rulesNameEveryRuleWithTheSeveritiesItMayTake() throws {
        let schema = try Self.schema()
        let rules = try #require(Self.node("/$defs/rules/properties", in: schema) as? [String: Any])
        #expect(Set(rules.keys) == Set(Rule.all.map(\.name)))
        for rule in Rule.all {
            let ref = (rules[rule.name] as? [String: Any])?["$ref"] as? String
            #expect(
                ref == (rule.defaultSeverity == .error ? "#/$defs/errorSeverity" : "#/$defs/severity"), "\(rule.name)")
        }
    }

    /// Every `$ref` points at a definition that exists.
    @Test func referencesResolve() throws {
        let schema = try Self.schema()
        let survey = Survey(schema)
        #expect(survey.refs.count >= 20)
        for (pointer, ref) in survey.refs {
            #expect(ref.hasPrefix("#/"), "\(pointer): \(ref)")
            #expect(Self.node(String(ref.dropFirst()), in: schema) != nil, "\(pointer): \(ref) resolves to nothing")
        }
    }
}
