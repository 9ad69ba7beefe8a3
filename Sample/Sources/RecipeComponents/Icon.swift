import SwiftUI

/// An icon from `IconKind`: an SVG file in this module's resources (`Icons/<name>.svg`, a 24 × 24
/// view box stroked with `currentColor`), drawn by Kagami as one vector image in `color`; the
/// chevrons mirror in a right-to-left layout. Decorative: hidden from accessibility (label the
/// control that holds it).
public struct Icon: View {
  let kind: IconKind
  let size: Double
  let color: Color
  let lineWidth: Double

  /// `kind` in a `size`-point square, stroked `lineWidth` grid units wide (of 24) in `color`.
  public init(_ kind: IconKind, size: Double = 24, color: Color = Theme.primaryText, lineWidth: Double = 2) {
    self.kind = kind
    self.size = size.isFinite && size > 0 ? size : 24
    self.color = color
    self.lineWidth = lineWidth.isFinite && lineWidth > 0 ? lineWidth : 2
  }

  /// The icon.
  public var body: some View {
    Image(icon: kind, lineWidth: lineWidth)
      .resizable()
      .frame(width: size, height: size)
      .foregroundColor(color)
      .accessibilityHidden(true)
      .flipsForRightToLeftLayoutDirection(kind.isDirectional)
  }
}
