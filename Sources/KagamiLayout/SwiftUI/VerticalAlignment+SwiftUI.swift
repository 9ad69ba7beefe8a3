extension VerticalAlignment {
  /// SwiftUI's first-text-baseline alignment. **Partial**: Kagami's stacks do not align baselines; it
  /// aligns as `.center`, which matches baselines for one-line texts of one size.
  public static let firstTextBaseline = VerticalAlignment.center

  /// SwiftUI's last-text-baseline alignment. **Partial**: aligns as `.center` (see `firstTextBaseline`).
  public static let lastTextBaseline = VerticalAlignment.center
}
