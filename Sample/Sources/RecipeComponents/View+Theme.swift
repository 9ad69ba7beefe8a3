import KagamiLayout

/// Theme modifiers.
extension View {
  /// Text inside uses the text style and weight of `role`.
  public func themeFont(_ role: ThemeFont) -> EnvironmentModifiedView<EnvironmentModifiedView<Self>> {
    font(role.textStyle).fontWeight(role.weight)
  }
}
