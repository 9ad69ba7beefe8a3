import KagamiImage

/// How the layers of a symbol are painted (`symbolRenderingMode(_:)`). The icons drawn for symbols
/// have two layers where SF Symbols' circle and square symbols do (`SymbolGlyph.layers`): the
/// enclosure or filled body (secondary) and the details (primary). Symbols with one layer draw as in
/// `.monochrome` in every mode, except the few `.multicolor` gives colours of their own.
public struct SymbolRenderingMode: Hashable, Sendable {
  private let name: String

  /// One colour: the foreground, with a filled symbol's details cut out (the default).
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours, approximately: a filled circle in its colour with white details for the
  /// symbols SF Symbols colours (`plus.circle.fill` green, `minus.circle.fill` and `xmark.octagon.fill`
  /// red, `checkmark.circle.fill` green, `exclamationmark.triangle.fill` yellow with black details),
  /// `heart` red and `star.fill` yellow; other symbols as `.monochrome`.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// The primary layer in the foreground colour, the secondary layer in it at half its opacity.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// The primary layer in the first foreground style, the secondary layer in the second
  /// (`foregroundStyle(_:_:)`; as `.monochrome` when only one is set).
  public static let palette = SymbolRenderingMode(name: "palette")

  /// The opacity of a hierarchical symbol's secondary layer.
  static let hierarchicalSecondaryOpacity = 0.5

  /// The colours of a two-layer symbol `symbol` in this mode, whose foreground is `foreground`; nil
  /// when the mode draws it as `.monochrome` (multicolor for a symbol without colours of its own,
  /// palette with one style: one colour for both layers would hide the details).
  func layerColors(symbol: String, foreground: RGBAColor, _ environment: ViewEnvironment)
    -> (primary: RGBAColor, secondary: RGBAColor)?
  {
    switch self {
    case .hierarchical:
      var secondary = foreground
      secondary.alpha = UInt8((Double(foreground.alpha) * Self.hierarchicalSecondaryOpacity).rounded())
      return (foreground, secondary)
    case .palette:
      guard let secondary = environment.surface.secondaryForeground else { return nil }
      return (foreground, environment.resolve(secondary))
    case .multicolor:
      guard let colors = Self.multicolorLayers[symbol] else { return nil }
      return (environment.resolve(colors.primary), environment.resolve(colors.secondary))
    default:
      return nil
    }
  }

  /// The colour `.multicolor` gives a one-layer symbol of its own, if any.
  static func multicolorFill(symbol: String) -> Color? { multicolorFills[symbol] }

  /// Two-layer symbols SF Symbols' multicolour annotations colour (their details, their body).
  private static let multicolorLayers: [String: (primary: Color, secondary: Color)] = [
    "plus.circle.fill": (.white, .green),
    "checkmark.circle.fill": (.white, .green),
    "minus.circle.fill": (.white, .red),
    "xmark.octagon.fill": (.white, .red),
    "exclamationmark.triangle.fill": (.black, .yellow),
  ]

  /// One-layer symbols with a colour of their own in `.multicolor`.
  private static let multicolorFills: [String: Color] = [
    "heart": .red, "heart.fill": .red, "star.fill": .yellow,
  ]
}

extension View {
  /// Symbol images inside paint their layers in `mode` (nil: as set above, else `.monochrome`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { environment in
      if let mode { environment.surface.symbolRenderingMode = mode }
    }
  }
}
