/// iOS's home indicator for the device of the traits: a capsule 134 × 5 points, 8 points above the
/// bottom edge, centred, black in light mode and white in dark, drawn over the screen on devices
/// with a bottom safe area when `Device.showsHomeIndicator` is on (`Device.withHomeIndicator()`).
/// It does not change the layout (the safe area already leaves room for it) and is hidden from
/// accessibility; its node's id is `homeindicator`.
enum HomeIndicator {
  /// The indicator's size in points.
  static let width = 134.0
  static let height = 5.0
  /// Its distance from the bottom edge of the screen.
  static let bottomInset = 8.0

  /// The indicator's node, placed over the bottom of the screen.
  static func node(_ environment: ViewEnvironment) -> ViewNode {
    let color: Color = environment.traits.colorScheme == .dark ? .white : .black
    let capsule = Capsule().fill(color).frame(width: width, height: height).accessibilityHidden(true)
    let nodes = resolveNodes(capsule, environment)
    var indicator = ViewNode(kind: "homeindicator", id: "homeindicator", children: nodes)
    indicator.style.alignItems = .center
    indicator.style.positionType = .absolute
    indicator.style.position[.left] = .points(0)
    indicator.style.position[.right] = .points(0)
    indicator.style.position[.bottom] = .points(bottomInset)
    return indicator
  }
}
