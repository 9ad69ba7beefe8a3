import KagamiFlex
import KagamiImage

/// Progress, as SwiftUI's `ProgressView` on iOS: with a value, a 4 pt bar across the width offered
/// (the tint over the fill colour, in capsules) under an optional title; without one, a 20 pt
/// spinner of eight spokes drawn in one fixed frame (a snapshot never animates).
public struct ProgressView: PrimitiveView {
  let title: String?
  let fraction: Double?

  /// A bar at `value` of `total` (clamped to 0…1; NaN counts as 0), or a spinner when `value` is nil.
  public init(_ title: String? = nil, value: Double?, total: Double = 1) {
    self.title = title
    if let value {
      let ratio = total > 0 && total.isFinite ? value / total : 0
      fraction = ratio.isNaN ? 0 : min(max(ratio, 0), 1)
    } else {
      fraction = nil
    }
  }

  /// A spinner, with an optional title under it.
  public init(_ title: String? = nil) { self.init(title, value: nil) }

  /// The bar's height and the spinner's side, in points.
  static let barHeight = 4.0
  static let spinnerSide = 20.0

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let style = environment.controls.progressView
    let showsBar = style == .linear || (style == .automatic && fraction != nil)
    let view: AnyView
    if showsBar {
      let bar = ResolvedNodes(nodes: [barNode(environment)])
      if let title {
        view = AnyView(
          VStack(alignment: .leading, spacing: 6) {
            Text(title)
            bar
          })
      } else {
        view = AnyView(bar)
      }
    } else {
      if let title {
        view = AnyView(
          VStack(spacing: 8) {
            ProgressSpinner()
            Text(title).foregroundColor(Color(.secondaryLabel))
          })
      } else {
        view = AnyView(ProgressSpinner())
      }
    }
    let label = title.map { "\($0), " } ?? ""
    let value = fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "in progress"
    return resolveNodes(view.accessibilityRole(.progressIndicator).accessibilityLabel(label + value), environment)
  }

  /// The track (full width, fill colour) with the tinted part as a percentage of it.
  private func barNode(_ environment: ViewEnvironment) -> ViewNode {
    var fill = ViewNode(kind: "progress-value")
    fill.style.width = .percent((fraction ?? 0) * 100)
    fill.style.height = .points(Self.barHeight)
    fill.paint.background = environment.resolve(.accentColor)
    fill.paint.backgroundShape = .capsule
    var trackStyle = FlexStyle()
    trackStyle.flexDirection = .row
    trackStyle.height = .points(Self.barHeight)
    var track = ViewNode.container(kind: "progress", style: trackStyle, children: [fill])
    track.paint.background = environment.resolve(Color(.fill))
    track.paint.backgroundShape = .capsule
    track.paint.clip = .capsule
    track.expandsHorizontally = true
    return track
  }
}

/// A spinner's one frame: eight spokes from 4.5 to 9 pt around the centre, 2 pt wide with round
/// caps, the one at the top darkest and the others fading clockwise.
struct ProgressSpinner: View {
  var body: some View {
    ZStack {
      ForEach(0..<8, id: { "spoke-\($0)" }) { index in
        Path { path in
          let (sine, cosine) = DeterministicTrig.sinCos(degrees: Double(index) * 45 - 90)
          path.move(to: Point(x: 10 + 4.5 * cosine, y: 10 + 4.5 * sine))
          path.addLine(to: Point(x: 10 + 8 * cosine, y: 10 + 8 * sine))
        }
        .stroke(
          Color(.gray).opacity(1 - Double((8 - index) % 8) * 0.1), style: StrokeStyle(lineWidth: 2, lineCap: .round))
      }
    }
    .frame(width: ProgressView.spinnerSide, height: ProgressView.spinnerSide)
  }
}
