/// A switch with its label, as SwiftUI's `Toggle` on iOS: the label, then a 51 × 31 pt track
/// (green when on, the secondary fill when off) with a 27 pt white knob. The state is a value, not
/// a binding: a snapshot shows one state. Read by accessibility as "label, on" (or off).
public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Bool

  /// A toggle showing `label`, on or off.
  public init(isOn: Bool, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  init(label: Label, isOn: Bool) {
    self.label = label
    self.isOn = isOn
  }

  public var body: some View {
    HStack(spacing: 8) {
      label
      Spacer()
      ToggleSwitch(isOn: isOn)
    }
    .accessibilityRole(.toggle)
  }
}

extension Toggle where Label == Text {
  /// A toggle labelled `title`.
  public init(_ title: String, isOn: Bool) { self.init(label: Text(title), isOn: isOn) }
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
  }
}
