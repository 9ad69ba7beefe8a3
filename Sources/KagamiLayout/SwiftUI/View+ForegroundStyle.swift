/// SwiftUI's `foregroundStyle`: the colour text, symbols and shapes inside are drawn in.
extension View {
  /// Text, symbols and shapes inside are drawn in `style` (a hierarchical style takes the
  /// foreground colour set above it; a gradient draws its first stop's colour).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.foreground = shapeStyleColor(style, over: $0.foreground) }
  }

  /// Content inside is drawn in `primary`; `secondary` paints the secondary layer of symbols drawn
  /// in the `.palette` rendering mode (`symbolRenderingMode(_:)`).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> EnvironmentModifiedView<Self>
  {
    EnvironmentModifiedView(content: self) {
      $0.surface.secondaryForeground = shapeStyleColor(secondary, over: $0.foreground)
      $0.foreground = shapeStyleColor(primary, over: $0.foreground)
    }
  }

  /// Content inside is drawn in `primary` and palette symbols' secondary layers in `secondary` (see
  /// `foregroundStyle(_:_:)`); the symbols drawn have two layers, so `tertiary` is not used.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> EnvironmentModifiedView<Self> {
    foregroundStyle(primary, secondary)
  }
}

extension Text {
  /// This text in `style`'s colour (a hierarchical style gives the label colours; a gradient its first
  /// stop's colour).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    foregroundColor(shapeStyleColor(style, over: nil))
  }
}
