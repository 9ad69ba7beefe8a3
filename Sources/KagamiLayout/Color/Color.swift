import KagamiImage

/// A colour in the DSL: a fixed sRGB value or a semantic colour that follows the colour scheme,
/// with an opacity. As a view it is a rectangle filled with itself that takes the space offered.
public struct Color: Hashable, Sendable {
  enum Value: Hashable, Sendable {
    case fixed(RGBAColor)
    case semantic(SemanticColor)
    /// A system colour with a value per colour scheme (Color+SwiftUI.swift).
    case dynamic(light: RGBAColor, dark: RGBAColor)
    /// The innermost `.tint(_:)` above the view, else the fallback.
    indirect case tint(fallback: Value)
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

  /// A colour with one `0xRRGGBB` value in light mode and another in dark mode, as an asset
  /// catalog's colour set (or a `UIColor` with a dynamic provider) gives on iOS.
  public init(light: UInt32, dark: UInt32, opacity: Double = 1) {
    self.init(value: .dynamic(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark)), opacity: opacity)
  }

  /// A colour with one resolved value in light mode and another in dark mode (alpha included).
  public init(light: RGBAColor, dark: RGBAColor) { self.init(value: .dynamic(light: light, dark: dark)) }

  /// A fixed resolved colour.
  public init(_ rgba: RGBAColor) { self.init(value: .fixed(rgba)) }

  /// A semantic colour.
  public init(_ semantic: SemanticColor) { self.init(value: .semantic(semantic)) }

  /// The tint of the view it is used in: the innermost `.tint(_:)` colour above it, or `fallback`
  /// where none is set (like SwiftUI's `Color.accentColor`, whose fallback is the app's accent colour).
  public static func tinted(default fallback: Color) -> Color {
    Color(value: .tint(fallback: fallback.value), opacity: fallback.opacityFactor)
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color { Color(value: value, opacity: opacityFactor * opacity) }

  /// The colour's value in `scheme`, with `tint` as the value of tinted colours (nil: their fallback).
  public func resolve(in scheme: ColorScheme, tint: RGBAColor? = nil) -> RGBAColor {
    let base = Self.resolve(value, in: scheme, tint: tint)
    return opacityFactor == 1 ? base : base.multipliedAlpha(by: opacityFactor)
  }

  private static func resolve(_ value: Value, in scheme: ColorScheme, tint: RGBAColor?) -> RGBAColor {
    switch value {
    case .fixed(let rgba): return rgba
    case .semantic(let semantic): return semantic.resolve(in: scheme)
    case .dynamic(let light, let dark): return scheme == .light ? light : dark
    case .tint(let fallback): return tint ?? resolve(fallback, in: scheme, tint: nil)
    }
  }
}
