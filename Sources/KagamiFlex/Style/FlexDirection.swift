/// The main axis of a flex container.
public enum FlexDirection: Hashable, Sendable, CaseIterable {
  /// Top to bottom (the default, as in Yoga).
  case column
  /// Bottom to top.
  case columnReverse
  /// Start to end of the line (left to right in LTR).
  case row
  /// End to start of the line.
  case rowReverse
}
