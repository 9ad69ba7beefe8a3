import KagamiLayout

/// How much of a screen a view snapshot shows, as swift-snapshot-testing offers it for SwiftUI views.
public enum SnapshotLayout: Equatable, Sendable {
  /// The whole device screen, safe areas included, the view centred as SwiftUI centres a root view.
  case device
  /// The view at its own height for a width in points (nil: the device's width), without safe areas:
  /// a component on its own. The device part of the variant name says `-fits` (or `-fits<width>`).
  case sizeThatFits(width: Double? = nil)
  /// A screen of exactly this many points, without safe areas; the variant says `-<width>x<height>`.
  case fixed(width: Double, height: Double)

  /// The traits and scroll mode that draw this layout from `traits` (scale already applied).
  func apply(to traits: Traits, scroll: ScrollSnapshot) -> (traits: Traits, scroll: ScrollSnapshot) {
    var traits = traits
    let device = traits.device
    switch self {
    case .device:
      return (traits, scroll)
    case .sizeThatFits(let width):
      let suffix = width.map { "-fits\(Self.points($0))" } ?? "-fits"
      traits.device = Device(
        name: device.name + suffix, width: width ?? device.width, height: 0, scale: device.scale, safeArea: .zero,
        statusBarHeight: 0)
      // The screen grows to the content's height (and scroll views show all of theirs).
      return (traits, .fullContent)
    case .fixed(let width, let height):
      traits.device = Device(
        name: device.name + "-\(Self.points(width))x\(Self.points(height))", width: width, height: height,
        scale: device.scale, safeArea: .zero, statusBarHeight: 0)
      return (traits, scroll)
    }
  }

  /// `390` for 390.0, `390.5` for 390.5.
  private static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
