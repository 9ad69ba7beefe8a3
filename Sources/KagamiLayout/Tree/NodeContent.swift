import KagamiImage

/// What a leaf node draws inside its frame.
public enum NodeContent: Equatable, Sendable {
  /// Text.
  case text(TextRun)
  /// An image.
  case image(ImageContent)
  /// A filled shape (shape views and colours).
  case shape(ShapeKind, RGBAColor)
}
