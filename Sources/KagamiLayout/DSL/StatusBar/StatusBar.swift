import KagamiImage
import KagamiText

/// A deterministic iOS-style status bar for the device of the traits: the time "9:41", full cellular
/// signal, full Wi-Fi and a full battery, black in light mode and white in dark, as tall as the device's
/// `statusBarHeight` and as wide as the screen (Docs/layout.md, *Status bar*).
///
/// Screens on a device with `showsStatusBar` (`Device.withStatusBar()`) draw it over their top edge;
/// it can also be placed by hand. Its layout follows the device: on devices with a tall status bar
/// (44 points or more: Dynamic Island and notch phones) the time is centred in the left ear and the icons
/// in the right; on wide screens (iPad) the time is at the leading edge and the icons at the trailing
/// edge; otherwise (iPhone SE) signal and Wi-Fi lead, the time is centred and the battery trails. The
/// time uses the bundled bold Noto Sans; the icons are vector drawings (`icon="cellular"`, `"wifi"`,
/// `"battery"` in dumps). It is hidden from accessibility. Its nodes have ids (`statusbar`,
/// `statusbar.time`, `statusbar.cellular`, `statusbar.wifi`, `statusbar.battery`) for masks and tests.
public struct StatusBar: View {
  /// The width of the Dynamic Island, which the left and right ears of a tall status bar flank.
  static let islandWidth = 126.0

  /// The status bar of the device the screen is rendered on.
  public init() {}

  /// The bar.
  public var body: some View {
    TraitsReader { traits in
      StatusBar.content(traits).accessibilityHidden(true)
    }
  }

  /// The status bar's node as the screen draws it: over the top of the screen, ignoring its padding.
  static func node(_ environment: ViewEnvironment) -> ViewNode {
    let nodes = resolveNodes(StatusBar(), environment)
    var bar = ViewNode(kind: "statusbar", id: "statusbar", children: ViewNode.arrange(nodes, along: .column))
    bar.style.alignItems = .stretch
    bar.style.positionType = .absolute
    bar.style.position[.left] = .points(0)
    bar.style.position[.right] = .points(0)
    bar.style.position[.top] = .points(0)
    bar.style.height = .points(environment.traits.device.statusBarHeight)
    return bar
  }

  @ViewBuilder private static func content(_ traits: Traits) -> some View {
    let device = traits.device
    let color: Color = traits.colorScheme == .dark ? .white : .black
    let dim = (traits.colorScheme == .dark ? RGBAColor.white : .black).multipliedAlpha(by: 0.4)
    if device.statusBarHeight >= 44 {
      let ear = max(0, (device.width - islandWidth) / 2)
      HStack(spacing: 0) {
        time(size: 17).frame(width: ear, height: device.statusBarHeight - 7)
        Spacer(minLength: 0)
        icons(dim: dim, spacing: 6).frame(width: ear, height: device.statusBarHeight - 7)
      }
      .padding(top: 7)
      .foregroundColor(color)
    } else if device.width >= 600 {
      HStack(spacing: 0) {
        time(size: 14)
        Spacer(minLength: 0)
        icons(dim: dim, spacing: 6)
      }
      .frame(height: device.statusBarHeight)
      .padding(leading: 20, trailing: 20)
      .foregroundColor(color)
    } else {
      ZStack {
        HStack(spacing: 5) {
          Image(drawing: StatusBarGlyphs.cellular()).id("statusbar.cellular")
          Image(drawing: StatusBarGlyphs.wifi()).id("statusbar.wifi")
          Spacer(minLength: 0)
          Image(drawing: StatusBarGlyphs.battery(dim: dim)).id("statusbar.battery")
        }
        .padding(leading: 6, trailing: 6)
        .frame(width: device.width, height: device.statusBarHeight)
        time(size: 12)
      }
      .foregroundColor(color)
    }
  }

  private static func time(size: Double) -> some View {
    Text("9:41").font(Font(weight: .bold, size: size)).lineLimit(1).id("statusbar.time")
  }

  private static func icons(dim: RGBAColor, spacing: Double) -> some View {
    HStack(spacing: spacing) {
      Image(drawing: StatusBarGlyphs.cellular()).id("statusbar.cellular")
      Image(drawing: StatusBarGlyphs.wifi()).id("statusbar.wifi")
      Image(drawing: StatusBarGlyphs.battery(dim: dim)).id("statusbar.battery")
    }
  }
}
