import KagamiText

/// Environment modifiers for text and colour: they apply to every view inside.
extension View {
  /// Text inside uses `style` at the traits' content size category.
  public func font(_ style: TextStyle) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) {
      $0.textStyle = style
      $0.fixedFont = nil
    }
  }

  /// Text inside uses a fixed font (not scaled with the content size category).
  @_disfavoredOverload
  public func font(_ font: Font) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) {
      $0.fixedFont = font
    }
  }

  /// Text inside uses `weight` (the nearest bundled weight is drawn), whatever font it is given.
  public func fontWeight(_ weight: FontWeight) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.fontWeight = weight }
  }

  /// Text and shapes inside are drawn in `color` (nil: as without the modifier, as in SwiftUI).
  public func foregroundColor(_ color: Color?) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { if let color { $0.foreground = color } }
  }

  /// Tinted colours inside (`Color.accentColor`, `Color.tinted(default:)`) take `color`, as SwiftUI's `tint`.
  public func tint(_ color: Color) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.tint = $0.resolve(color) }
  }

  /// Text inside shows at most `limit` lines (nil: unlimited), ending with "…" when cut.
  public func lineLimit(_ limit: Int?) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.lineLimit = limit }
  }

  /// Lines of multi-line text inside are aligned `alignment` (leading and trailing follow the layout
  /// direction).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.textAlignment = alignment }
  }
}
