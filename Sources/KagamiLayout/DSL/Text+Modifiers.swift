import KagamiText

/// `Text` modifiers that return `Text`, as SwiftUI's do, so styled texts concatenate with `+`.
/// Each sets its attribute on every piece that has not set it itself: the innermost modifier wins,
/// and a piece's own modifiers win over modifiers on the whole concatenation and over the
/// environment.
extension Text {
  /// This text in `style` at the traits' content size category.
  public func font(_ style: TextStyle) -> Text {
    modified { if $0.font == nil { $0.font = .style(style) } }
  }

  /// This text in a fixed font (not scaled with the content size category).
  @_disfavoredOverload
  public func font(_ font: Font) -> Text {
    modified { if $0.font == nil { $0.font = .fixed(font) } }
  }

  /// This text in `weight` (the nearest bundled weight is drawn).
  public func fontWeight(_ weight: FontWeight) -> Text {
    modified { if $0.weight == nil { $0.weight = weight } }
  }

  /// This text bold (weight 700); `bold(false)` leaves the weight as it is.
  public func bold(_ isActive: Bool = true) -> Text {
    isActive ? fontWeight(.bold) : self
  }

  /// This text slanted. The bundled fonts have no italic faces: glyphs are the upright ones with a
  /// synthesized oblique (see `Font.isItalic`). `italic(false)` keeps an upright font upright.
  public func italic(_ isActive: Bool = true) -> Text {
    modified { if $0.italic == nil { $0.italic = isActive } }
  }

  /// This text in `color` (nil: unchanged, as in SwiftUI).
  public func foregroundColor(_ color: Color?) -> Text {
    modified { if $0.color == nil { $0.color = color } }
  }

  /// This text struck through with a line at the font's strikeout position and thickness, in
  /// `color` (nil: the text's colour). Solid lines only.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified { if $0.strikethrough == nil { $0.strikethrough = TextAttributes.Line(isActive: isActive, color: color) } }
  }

  /// This text underlined with a line at the font's underline position and thickness, in `color`
  /// (nil: the text's colour). Solid lines only.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified { if $0.underline == nil { $0.underline = TextAttributes.Line(isActive: isActive, color: color) } }
  }

  /// `kerning` points added after every character cluster, the last one included, so the text's
  /// trailing edge moves too; ligatures are kept. Rounded once to 1/64 device pixel.
  public func kerning(_ kerning: Double) -> Text {
    modified { if $0.kerning == nil { $0.kerning = kerning } }
  }

  /// `tracking` points added after every character cluster; after the last cluster of a line it
  /// counts as trailing white space (the frame does not grow by it), and the fonts' optional
  /// ligatures are turned off. Rounded once to 1/64 device pixel.
  public func tracking(_ tracking: Double) -> Text {
    modified { if $0.tracking == nil { $0.tracking = tracking } }
  }
}
