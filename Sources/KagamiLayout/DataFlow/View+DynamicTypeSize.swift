/// SwiftUI's `dynamicTypeSize` modifiers: the views inside are laid out at another content size (text
/// styles, `@ScaledMetric`, `@Environment(\.dynamicTypeSize)`), as on a device.
extension View {
  /// The views inside are laid out at `size`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.traits.contentSizeCategory = size.contentSizeCategory }
  }

  /// The views inside are laid out at the screen's size kept within `range` (`...DynamicTypeSize.xxxLarge`
  /// caps a view's text; a range holding no size leaves the size as it is).
  public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> EnvironmentModifiedView<Self>
  where R.Bound == DynamicTypeSize {
    EnvironmentModifiedView(content: self) { environment in
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let lowest = allowed.first, let highest = allowed.last else { return }
      let current = DynamicTypeSize(environment.traits.contentSizeCategory)
      environment.traits.contentSizeCategory = min(max(current, lowest), highest).contentSizeCategory
    }
  }
}
