/// What a snapshot of a screen with a `ScrollView` shows.
public enum ScrollSnapshot: String, Hashable, Sendable, CaseIterable {
  /// The device's screen: scroll views clip their content to their frame.
  case viewport
  /// The whole content: the screen grows (never below the device height) so nothing is clipped.
  case fullContent
}
