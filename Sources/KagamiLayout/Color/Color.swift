/// A colour in the DSL: a fixed sRGB value or a semantic colour that follows the colour scheme,
/// with an opacity. As a view it is a rectangle filled with itself that takes the space offered.
public struct Color: Hashable, Sendable {
  enum Value: Hashable, Sendable {
    case fixed(RGBAColor)
    case semantic(SemanticColor)
  }

  let value: Value
  let opacityFactor: Double

  init(value: Value, opacity: Double = 1) {
    self.value = value
    opacityFactor = opacity
  }

  /// A fixed colour from channels in 0…1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ value: Double) -> UInt8 {
      UInt8((RGBAColor.clampedUnit(value) * 255).rounded(.toNearestOrAwayFromZero))
    }
    self.init(value: .fixed(RGBAColor(red: byte(red), green: byte(green), blue: byte(blue))), opacity: opacity)
  }

  /// A fixed colour from `0xRRGGBB`.
  public init(hex: UInt32, opacity: Double = 1) { self.init(value: .fixed(RGBAColor(hex: hex)), opacity: opacity) }

  /// A fixed resolved colour.
  public init(_ rgba: RGBAColor) { self.init(value: .fixed(rgba)) }

  /// A semantic colour.
  public init(_ semantic: SemanticColor) { self.init(value: .semantic(semantic)) }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color { Color(value: value, opacity: opacityFactor * opacity) }

  /// The colour's value in `scheme`.
  public func resolve(in scheme: ColorScheme) -> RGBAColor {
    let base: RGBAColor
    switch value {
    case .fixed(let rgba): base = rgba
    case .semantic(let semantic): base = semantic.resolve(in: scheme)
    }
    return opacityFactor == 1 ? base : base.multipliedAlpha(by: opacityFactor)
  }
}
