extension Color {
  /// A gentle top-to-bottom gradient of this colour, as SwiftUI's `Color.gradient`: the colour at the
  /// top, the colour at 85% opacity over it at the bottom (Kagami's approximation of `AnyGradient`).
  public var gradient: LinearGradient {
    LinearGradient(colors: [self, opacity(0.85)], startPoint: .top, endPoint: .bottom)
  }
}
