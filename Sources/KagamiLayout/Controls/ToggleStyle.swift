/// How `Toggle`s draw, as SwiftUI's `ToggleStyle`: built-in `.switch` (the default, iOS's switch) and
/// `.button`, or a style of your own that draws `configuration.label` and `configuration.isOn`.
public protocol ToggleStyle {
  /// The view a toggle becomes.
  associatedtype Body: View
  /// The view for one toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws: the toggle's label and whether it is on.
public struct ToggleStyleConfiguration {
  /// The toggle's label as a view.
  public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle shows a mixed state (never, in Kagami).
  public var isMixed = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// iOS's switch: the label, a spacer, and the 51 × 31 pt switch.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  public init() {}

  /// The label, then the switch.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      // The label gives way first when the row is too narrow (large Dynamic Type sizes): it wraps
      // instead of pushing the switch out, as on iOS.
      configuration.label.flex(shrink: 1)
      Spacer()
      ToggleSwitch(isOn: configuration.isOn)
    }
  }
}

/// A toggle drawn as a bordered button, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  public init() {}

  /// The label in a button shape.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(
        top: Button<Text>.padding.vertical, leading: Button<Text>.padding.horizontal,
        bottom: Button<Text>.padding.vertical, trailing: Button<Text>.padding.horizontal
      )
      .foregroundColor(configuration.isOn ? .white : .accentColor)
      .background(
        configuration.isOn ? Color.accentColor : Color.accentColor.opacity(0.15),
        in: RoundedRectangle(cornerRadius: Button<Text>.cornerRadius))
  }
}

/// The default toggle style: the switch on iOS.
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
  /// iOS's switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
  /// The platform's default: the switch.
  public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A bordered button, filled when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style with its type erased, as the environment keeps it.
struct AnyToggleStyle {
  let makeBody: (ToggleStyleConfiguration) -> AnyView
  /// Whether this is iOS's switch, which says "on" or "off" itself.
  let isSwitch: Bool

  init<Style: ToggleStyle>(_ style: Style) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
    isSwitch = style is SwitchToggleStyle
  }

  /// iOS's switch, the default (made once, not per toggle; immutable, and the style it wraps holds
  /// nothing, so sharing it between threads is safe).
  nonisolated(unsafe) static let `switch` = AnyToggleStyle(SwitchToggleStyle())
}

/// The environment key of the toggle style.
enum ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle? { nil }
}

extension View {
  /// Draws toggles inside with `style`.
  public func toggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
    EnvironmentModifiedView(content: self) { environment in
      environment.custom[ObjectIdentifier(ToggleStyleKey.self)] = AnyToggleStyle(style)
    }
  }
}
