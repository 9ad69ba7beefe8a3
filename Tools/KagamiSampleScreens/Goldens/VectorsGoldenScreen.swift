import KagamiLayout

/// Paths, stroked shapes and an SVG icon (`search.svg` from the renderer's image folder; 160 × 100 pt
/// @2x): the `vectors` golden of KagamiScreenTests.
public struct VectorsGoldenScreen: View, Sendable {
  public init() {}

  /// The device the golden is drawn on.
  public static let device = Device(
    name: "vector", width: 160, height: 100, scale: 2, safeArea: .zero, statusBarHeight: 0)

  /// A five-pointed star through `points` on a circle of radius 20 around (22, 22).
  static let star = Path { path in
    let points = [(22.0, 2.0), (33.8, 38.2), (3, 15.8), (41, 15.8), (10.2, 38.2)]
    path.move(to: Point(x: points[0].0, y: points[0].1))
    for point in points.dropFirst() { path.addLine(to: Point(x: point.0, y: point.1)) }
    path.closeSubpath()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 6) {
        Self.star.fill(Color(hex: 0xE8730C), style: FillStyle(eoFill: true)).frame(width: 44, height: 44)
        Self.star.fill(Color(hex: 0xE8730C)).frame(width: 44, height: 44)
        Path { path in
          path.addLines([Point(x: 4, y: 36), Point(x: 16, y: 8), Point(x: 28, y: 36), Point(x: 40, y: 8)])
        }
        .stroke(Color(hex: 0x2F6FDE), style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
        .frame(width: 44, height: 44)
      }
      HStack(spacing: 10) {
        Circle().stroke(Color(hex: 0x1A7F37), lineWidth: 3).frame(width: 30, height: 30)
        RoundedRectangle(cornerRadius: 6)
          .stroke(Color(hex: 0x8250DF), style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
          .frame(width: 40, height: 30)
        Image(svg: "search.svg").resizable().frame(width: 30, height: 30).foregroundColor(Color(hex: 0xCF222E)).id(
          "icon")
        Image(svg: "search.svg").strokeWidth(1).foregroundColor(.label)
      }
    }
    .padding(4)
  }

}
