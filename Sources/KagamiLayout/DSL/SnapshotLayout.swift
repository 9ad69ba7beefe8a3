/// How much of a screen a snapshot shows: swift-snapshot-testing's `SwiftUISnapshotLayout` (`.device`,
/// `.sizeThatFits`, `.fixed`) plus `.fullContent` for screens with scroll views. Strategies, previews
/// and `ScreenRenderer.render` all take it as `layout:`.
public enum SnapshotLayout: Hashable, Sendable {
  /// The whole device screen, safe areas included, the view centred as SwiftUI centres a root view;
  /// scroll views show their first screen (the viewport).
  case device
  /// The device screen grown to the whole content of its scroll views (never below the device height),
  /// so nothing is clipped; the variant name is the device's.
  case fullContent
  /// The view at its own height for a width in points (nil: the device's width), without safe areas:
  /// a component on its own. The device part of the variant name says `-fits` (or `-fits<width>`).
  case sizeThatFits(width: Double? = nil)
  /// A screen of exactly this many points, without safe areas; the variant says `-<width>x<height>`.
  case fixed(width: Double, height: Double)

  /// The traits and scroll mode that draw this layout from `traits`.
  package func resolve(_ traits: Traits) -> (traits: Traits, scroll: ScrollSnapshot) {
    var traits = traits
    let device = traits.device
    switch self {
    case .device:
      return (traits, .viewport)
    case .fullContent:
      return (traits, .fullContent)
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
      return (traits, .viewport)
    }
  }

  /// `390` for 390.0, `390.5` for 390.5.
  private static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
