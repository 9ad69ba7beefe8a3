import KagamiImage
import KagamiSymbols
import KagamiText

/// How `Image(systemName:)` is sized and drawn from the environment: a square frame from the font's
/// point size and the image scale, strokes from the font's weight, the mapped Lucide icon (or the
/// unmapped placeholder) in the foreground colour.
enum SymbolMetrics {
  /// Lucide draws in 20 of its 24 view-box units, so the frame is 24/20 of the size the glyph
  /// should have: the font's point size at medium scale, as SF Symbols' glyphs are.
  static let frameRatio = 1.2

  /// The prefix of an unmapped symbol's drawing name (`unmapped-symbol:NAME` in dumps).
  static let unmappedPrefix = "unmapped-symbol:"

  /// The frame's side in whole points: point size × image scale × `frameRatio`, at least 1.
  static func side(font: Font, scale: Image.Scale) -> Double {
    max(1, (font.size * scale.factor * frameRatio).rounded())
  }

  /// The stroke width, in 24-unit view-box units, for a font weight: Lucide's 2 at regular, from
  /// 1 (ultra light) to 3.25 (black), as SF Symbols' nine weights follow the text's.
  static func lineWidth(_ weight: FontWeight) -> Double {
    switch weight.value {
    case ..<150: return 1
    case ..<250: return 1.25
    case ..<350: return 1.5
    case ..<450: return 2
    case ..<550: return 2.25
    case ..<650: return 2.5
    case ..<750: return 2.75
    case ..<850: return 3
    default: return 3.25
    }
  }

  /// The drawing of the symbol `name` here: the mapped icon with `currentColor` resolved to the
  /// foreground colour and knocked-out details cut out (or, in another rendering mode, its two
  /// layers in their colours: `SymbolRenderingMode`); else the placeholder.
  static func drawing(_ name: String, _ environment: ViewEnvironment) -> VectorDrawing {
    let color = environment.resolve(environment.foreground ?? .label)
    let width = lineWidth(environment.font.weight)
    let catalog = SymbolCatalog.shared
    guard let glyph = catalog.glyph(named: name) else {
      return catalog.placeholder(name: unmappedPrefix + name, lineWidth: width).resolved(currentColor: color)
    }
    let mirrored = environment.traits.layoutDirection == .rtl
    let mode = environment.surface.symbolRenderingMode ?? .monochrome
    if let colors = mode.layerColors(symbol: name, foreground: color, environment),
      let layers = glyph.layers(lineWidth: width, mirrored: mirrored)
    {
      let secondary = VectorDrawing(name: "", shapes: layers.secondary).resolved(currentColor: colors.secondary)
      let primary = VectorDrawing(name: "", shapes: layers.primary).resolved(currentColor: colors.primary)
      return VectorDrawing(name: "symbol:\(name)", viewBox: glyph.viewBox, shapes: secondary.shapes + primary.shapes)
    }
    if mode == .multicolor, let own = SymbolRenderingMode.multicolorFill(symbol: name) {
      return glyph.drawing(name: "symbol:\(name)", lineWidth: width, mirrored: mirrored)
        .resolved(currentColor: environment.resolve(own))
    }
    return glyph.drawing(name: "symbol:\(name)", lineWidth: width, mirrored: mirrored).resolved(currentColor: color)
  }
}
