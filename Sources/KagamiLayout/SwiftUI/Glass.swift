/// The Liquid Glass material of `glassEffect(_:in:)`, as SwiftUI's `Glass` (iOS 26). Kagami draws no
/// refraction: glass is drawn as the regular `Material` (the clear variant as the ultra-thin one),
/// tinted when a tint is given.
public struct Glass: Sendable {
  let material: Material
  let tint: Color?

  /// The regular glass.
  public static let regular = Glass(material: Material(opacity: 0.8), tint: nil)
  /// The clear glass.
  public static let clear = Glass(material: Material(opacity: 0.5), tint: nil)
  /// No glass.
  public static let identity = Glass(material: Material(opacity: 0), tint: nil)

  /// This glass reacting to touches (no effect on a still frame).
  public func interactive(_ isEnabled: Bool = true) -> Glass { self }

  /// This glass tinted `color` (drawn as the colour at 20% opacity over the material).
  public func tint(_ color: Color?) -> Glass { Glass(material: material, tint: color) }

  /// The colour drawn for the glass.
  var color: Color { tint.map { $0.opacity(0.2) } ?? material.color }
}

extension View {
  /// Draws `glass` in `shape` under the view (see `Glass`: no refraction, a material colour).
  public func glassEffect<S: ShapeView>(_ glass: Glass = .regular, in shape: S) -> ModifiedView<Self> {
    background(glass.color, in: shape)
  }

  /// Draws `glass` in a capsule under the view.
  public func glassEffect(_ glass: Glass = .regular) -> ModifiedView<Self> { glassEffect(glass, in: Capsule()) }
}
