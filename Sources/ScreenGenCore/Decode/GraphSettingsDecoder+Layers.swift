import ScreenGenDiagnostics
import ScreenGenYAML

/// `graph.layers` (#35): `screen: style`, or `screen: { style:, outside:, over-alerts: }`.
extension GraphSettingsDecoder {
    static let layerKeys = ["style", "outside", "over-alerts"]

    static func decodeLayer(_ pair: LoadedNode.Pair, context: inout DecodingContext) -> LayerSyntax? {
        guard let screen = context.string(pair.key, what: "a screen in 'layers'") else { return nil }
        var layer = LayerSyntax(screen: screen)
        let what = "the style of layer '\(screen.value)'"
        guard pair.value.mapping != nil else {
            layer.style = context.choice(pair.value, what: what, as: LayerStyle.self)
            return layer
        }
        guard let map = context.mapping(pair.value, what: "layer '\(screen.value)'", allowedKeys: layerKeys) else {
            return layer
        }
        if let value = map["style"] {
            layer.style = context.choice(value, what: what, as: LayerStyle.self)
        } else if !map.unknownKeysMayMean.contains("style") {
            context.report(
                .invalidValue,
                "layer '\(screen.value)' has no style; write 'style: sheet', 'cover', 'overlay' or 'lock'",
                at: screen.location)
        }
        if let value = map["outside"] {
            layer.outside = context.choice(value, what: "'outside' of layer '\(screen.value)'", as: LayerOutside.self)
        }
        if let value = map["over-alerts"],
            let word = context.choice(value, what: "'over-alerts' of layer '\(screen.value)'", as: BooleanWord.self)
        {
            layer.overAlerts = Located(word.value == .true, at: word.location)
        }
        return layer
    }
}
