import KagamiLayout

/// An icon from `IconKind`, drawn with shapes: lines are capsules (straight) or rows of dots
/// (diagonal), rings are circles with a border. Decorative: hidden from accessibility (label the
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
    let pieces = kind.strokes.flatMap(pieces(for:))
    return ZStack(alignment: .topLeading) {
      Color.clear.frame(width: size, height: size)
      ForEach(pieces.indices) { index in pieces[index] }
    }
    .accessibilityHidden()
  }

  private var unit: Double { size / 24 }
  private var stroke: Double { lineWidth * unit }

  private func pieces(for piece: IconStroke) -> [AnyView] {
    let half = lineWidth / 2
    switch piece {
    case .line(let x1, let y1, let x2, let y2):
      if x1 == x2 || y1 == y2 {
        let x = min(x1, x2) - half
        let y = min(y1, y2) - half
        return [place(Capsule().fill(color), x, y, abs(x2 - x1) + lineWidth, abs(y2 - y1) + lineWidth)]
      }
      let dx = x2 - x1
      let dy = y2 - y1
      let length = (dx * dx + dy * dy).squareRoot()
      let count = max(2, Int((length / (lineWidth / 4)).rounded(.up)) + 1)
      return (0..<count).map { step in
        let t = Double(step) / Double(count - 1)
        return place(Circle().fill(color), x1 + dx * t - half, y1 + dy * t - half, lineWidth, lineWidth)
      }
    case .ring(let x, let y, let radius):
      let side = 2 * radius + lineWidth
      let ring = Color.clear.border(color, width: stroke).clipShape(Circle())
      return [place(ring, x - radius - half, y - radius - half, side, side)]
    case .box(let x, let y, let width, let height, let radius):
      let box = Color.clear.border(color, width: stroke).cornerRadius((radius + half) * unit)
      return [place(box, x - half, y - half, width + lineWidth, height + lineWidth)]
    case .dot(let x, let y, let radius):
      return [place(Circle().fill(color), x - radius, y - radius, 2 * radius, 2 * radius)]
    case .fill(let x, let y, let width, let height, let radius):
      return [place(RoundedRectangle(cornerRadius: radius * unit).fill(color), x, y, width, height)]
    }
  }

  /// `view` in a `width` × `height` grid-unit frame whose top-leading corner is at `x`, `y`.
  private func place<V: View>(_ view: V, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> AnyView {
    AnyView(
      view.frame(width: width * unit, height: height * unit)
        .padding(top: y * unit, leading: x * unit))
  }
}
