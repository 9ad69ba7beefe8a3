/// A switch with its label, as SwiftUI's `Toggle` on iOS: the label, then a 51 × 31 pt track
/// (green when on, the secondary fill when off) with a 27 pt white knob, or what the environment's
/// `toggleStyle` draws. The state is a `Binding` (read when the view is made) or a value. Read by
/// accessibility as "label, on" (or off).
public struct Toggle<Label: View>: PrimitiveView {
  let label: Label
  let isOn: Bool

  /// A toggle showing `label`, on or off.
  public init(isOn: Bool, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  /// A toggle showing `label`, on while `isOn` is true.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), isOn: isOn.wrappedValue)
  }

  init(label: Label, isOn: Bool) {
    self.label = label
    self.isOn = isOn
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: .constant(isOn))
    let style = environment.custom[ObjectIdentifier(ToggleStyleKey.self)] as? AnyToggleStyle ?? .switch
    guard style.isSwitch else {
      // Other styles draw no "on"/"off" of their own: an invisible element says it after the label.
      let state = Color.clear.frame(width: 0, height: 0).accessibilityLabel(isOn ? "on" : "off")
      let body = style.makeBody(configuration).overlay(alignment: .topLeading) { state }
      return resolveNodes(body.accessibilityRole(.toggle), environment)
    }
    return resolveNodes(style.makeBody(configuration).accessibilityRole(.toggle), environment)
  }
}

extension Toggle where Label == Text {
  /// A toggle labelled `title`.
  public init(_ title: String, isOn: Bool) { self.init(label: Text(title), isOn: isOn) }

  /// A toggle labelled `title`, on while `isOn` is true.
  public init<Title: StringProtocol>(_ title: Title, isOn: Binding<Bool>) {
    self.init(label: Text(String(title)), isOn: isOn.wrappedValue)
  }
}

/// The switch of a `Toggle`.
struct ToggleSwitch: View {
  let isOn: Bool

  var body: some View {
    ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? Color(.green) : Color(.secondaryFill))
      Circle().fill(.white).frame(width: 27, height: 27)
        .shadow(color: Color(hex: 0x000000, opacity: 0.2), radius: 1.5, x: 0, y: 1)
        .padding(2)
    }
    .frame(width: 51, height: 31)
    .accessibilityLabel(isOn ? "on" : "off")
    .accessibilityDrawsControl()
  }
}
