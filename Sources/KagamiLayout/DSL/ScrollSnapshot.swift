/// What a screen with a `ScrollView` shows: the layout engine's side of `SnapshotLayout`.
package enum ScrollSnapshot: String, Hashable, Sendable, CaseIterable {
  /// The device's screen: scroll views clip their content to their frame.
  case viewport
  /// The whole content: the screen grows (never below the device height) so nothing is clipped.
  case fullContent
}
