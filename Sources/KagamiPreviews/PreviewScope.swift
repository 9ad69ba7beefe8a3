/// What of a screen a preview shows.
public enum PreviewScope: String, Sendable, Hashable, CaseIterable {
  /// The device's viewport (scroll views show their first screen).
  case viewport
  /// The whole content of scroll views, as tall as it needs.
  case fullContent

  /// The renderer's scroll mode for this scope.
  public var scroll: ScrollSnapshot { self == .fullContent ? .fullContent : .viewport }
}
