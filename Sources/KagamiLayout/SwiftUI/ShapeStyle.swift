import KagamiImage

/// Something a view can be painted with, as SwiftUI's `ShapeStyle`: a `Color`, a gradient, a
/// hierarchical style (`.primary` … `.quaternary`) or a `Material`. Where Kagami paints one colour
/// (text, symbols, `foregroundStyle`), a gradient paints its first stop's colour.
public protocol ShapeStyle {}

extension Color: ShapeStyle {}
extension LinearGradient: ShapeStyle {}
extension RadialGradient: ShapeStyle {}

/// The colour a shape style paints where one colour is drawn, given the foreground colour it is
/// used under (nil: none set).
func shapeStyleColor<S: ShapeStyle>(_ style: S, over foreground: Color?) -> Color {
  if let color = style as? Color { return color }
  if let level = style as? HierarchicalShapeStyle { return level.color(over: foreground) }
  if let material = style as? Material { return material.color }
  if let gradient = style as? any GradientStyle {
    return gradient.definition.gradient.stops.first?.color ?? .clear
  }
  return foreground ?? .label
}

extension ShapeStyle where Self == Color {
  /// System red.
  public static var red: Color { Color(SemanticColor.red) }
  /// System orange.
  public static var orange: Color { Color(SemanticColor.orange) }
  /// System yellow.
  public static var yellow: Color { Color(SemanticColor.yellow) }
  /// System green.
  public static var green: Color { Color(SemanticColor.green) }
  /// System mint.
  public static var mint: Color { Color.systemMint }
  /// System teal.
  public static var teal: Color { Color.systemTeal }
  /// System cyan.
  public static var cyan: Color { Color.systemCyan }
  /// System blue.
  public static var blue: Color { Color(SemanticColor.accent) }
  /// System indigo.
  public static var indigo: Color { Color.systemIndigo }
  /// System purple.
  public static var purple: Color { Color.systemPurple }
  /// System pink.
  public static var pink: Color { Color.systemPink }
  /// System brown.
  public static var brown: Color { Color.systemBrown }
  /// System gray.
  public static var gray: Color { Color(SemanticColor.gray) }
  /// White.
  public static var white: Color { Color(RGBAColor(hex: 0xFFFFFF)) }
  /// Black.
  public static var black: Color { Color(RGBAColor(hex: 0x000000)) }
  /// Transparent.
  public static var clear: Color { Color(RGBAColor(hex: 0, alpha: 0)) }
  /// The tint colour (`Color.accentColor`).
  public static var tint: Color { Color.tinted(default: Color(SemanticColor.accent)) }
}
