import KagamiImage

/// A translucent background material, as SwiftUI's `Material`. Kagami draws no blur behind it: a
/// material is the secondary background colour at an opacity per thickness (ultra-thin 0.5, thin 0.65,
/// regular 0.8, thick 0.9, ultra-thick 0.95; `bar` as regular).
public struct Material: ShapeStyle, Hashable, Sendable {
  let opacity: Double

  /// The colour the material is drawn with.
  var color: Color { Color.secondaryBackground.opacity(opacity) }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { Material(opacity: 0.5) }
  /// A thin material.
  public static var thinMaterial: Material { Material(opacity: 0.65) }
  /// The regular material.
  public static var regularMaterial: Material { Material(opacity: 0.8) }
  /// A thick material.
  public static var thickMaterial: Material { Material(opacity: 0.9) }
  /// The thickest material.
  public static var ultraThickMaterial: Material { Material(opacity: 0.95) }
  /// The material of bars.
  public static var bar: Material { Material(opacity: 0.8) }
}

extension View {
  /// Fills the view's frame with `material` (see `Material`) under its content.
  public func background(_ material: Material) -> ModifiedView<Self> { background(material.color) }

  /// Fills `shape` with `material` (see `Material`) under the view's content.
  public func background<S: ShapeView>(_ material: Material, in shape: S) -> ModifiedView<Self> {
    background(material.color, in: shape)
  }
}
