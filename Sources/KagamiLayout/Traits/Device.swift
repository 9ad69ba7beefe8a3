import Foundation

/// A device's screen: size in points, pixels per point, safe-area insets and status bar height
/// (portrait). Presets carry Apple's published values.
public struct Device: Hashable, Sendable {
  /// A short stable name, used in snapshot file names (`iphone15`).
  public var name: String
  /// Screen width in points.
  public var width: Double
  /// Screen height in points.
  public var height: Double
  /// Device pixels per point.
  public var scale: Int
  /// The safe area's insets from the screen edges (status bar, home indicator).
  public var safeArea: EdgeInsets
  /// Height of the status bar in points.
  public var statusBarHeight: Double
  /// Whether screens on this device draw an iOS-style status bar (9:41, signal, Wi-Fi, full battery) over
  /// their top `statusBarHeight` points. Off by default; `withStatusBar()` turns it on.
  public var showsStatusBar = false
  /// Whether screens on this device draw iOS's home indicator (a capsule over the bottom safe area,
  /// on devices that have one). Off by default; `withHomeIndicator()` turns it on.
  public var showsHomeIndicator = false

  /// A device from its parts.
  public init(name: String, width: Double, height: Double, scale: Int, safeArea: EdgeInsets, statusBarHeight: Double) {
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.safeArea = safeArea
    self.statusBarHeight = statusBarHeight
  }

  /// iPhone SE (3rd generation): 375 × 667 pt @2x, 20 pt status bar, no home indicator.
  public static let iPhoneSE3 = Device(
    name: "iphone-se3", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20), statusBarHeight: 20)
  /// iPhone 15: 393 × 852 pt @3x, Dynamic Island (59 pt top inset), 34 pt home indicator.
  public static let iPhone15 = Device(
    name: "iphone15", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
    statusBarHeight: 54)
  /// iPhone 15 Pro Max: 430 × 932 pt @3x, same insets as iPhone 15.
  public static let iPhone15ProMax = Device(
    name: "iphone15promax", width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34),
    statusBarHeight: 54)
  /// iPad (10th generation): 820 × 1180 pt @2x, 24 pt status bar, 20 pt home indicator.
  public static let iPad10 = Device(
    name: "ipad10", width: 820, height: 1180, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20),
    statusBarHeight: 24)

  /// This device with the status bar drawn (or not, for `false`); the name, and so snapshot file names,
  /// then ends in `-statusbar`, so baselines with and without it do not collide.
  public func withStatusBar(_ shown: Bool = true) -> Device {
    with(\.showsStatusBar, shown, nameSuffix: "-statusbar")
  }

  /// This device with the home indicator drawn (or not, for `false`) on screens with a bottom safe
  /// area; the name then ends in `-homeindicator`, so baselines with and without it do not collide.
  public func withHomeIndicator(_ shown: Bool = true) -> Device {
    with(\.showsHomeIndicator, shown, nameSuffix: "-homeindicator")
  }

  /// This device with one piece of chrome shown or not, its name carrying `nameSuffix` exactly when
  /// shown (removed wherever it stands, so the order chrome was added in does not matter).
  private func with(_ flag: WritableKeyPath<Device, Bool>, _ shown: Bool, nameSuffix: String) -> Device {
    var copy = self
    guard shown != copy[keyPath: flag] else { return copy }
    copy[keyPath: flag] = shown
    if shown {
      copy.name += nameSuffix
    } else if let range = copy.name.range(of: nameSuffix, options: .backwards) {
      copy.name.removeSubrange(range)
    }
    return copy
  }

  /// Every preset, smallest first.
  public static let presets: [Device] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPad10]
}
