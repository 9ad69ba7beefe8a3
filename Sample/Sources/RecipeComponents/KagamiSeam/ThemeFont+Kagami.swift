import KagamiLayout

extension ThemeFont {
  /// The role's size in points at `category`, from Kagami's Dynamic Type table. An iOS build would
  /// ask `UIFont.preferredFont(forTextStyle:compatibleWith:)` for its `pointSize`.
  public func pointSize(at category: ContentSizeCategory = .large) -> Int {
    textStyle.pointSize(for: category)
  }
}

extension View {
  /// Text inside uses the text style and weight of `role`, scaled with the content size category.
  /// An iOS build would write `.font(.system(role.textStyle, weight: role.weight))` (Kagami's
  /// `Font.system(_:weight:)` is fixed at the default size, so it would not scale here).
  public func themeFont(_ role: ThemeFont) -> EnvironmentModifiedView<EnvironmentModifiedView<Self>> {
    font(role.textStyle).fontWeight(role.weight)
  }
}
