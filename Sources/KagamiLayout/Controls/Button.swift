/// A button, as SwiftUI's: its label drawn by the environment's `buttonStyle` (default: the label in
/// the tint colour, unless a `foregroundStyle`/`foregroundColor` above the button says otherwise, as on
/// iOS). The action is accepted for source compatibility and never called: a snapshot
/// does not tap. Read by accessibility as one button element.
public struct Button<Label: View>: PrimitiveView {
  let label: Label

  /// A button showing `label`.
  public init(action: () -> Void = {}, @ViewBuilder label: () -> Label) { self.label = label() }

  /// Regular control size: the padding around the label of bordered styles, and their corner radius.
  static var padding: (vertical: Double, horizontal: Double) { (7, 12) }
  static var cornerRadius: Double { 8 }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let padded = label.padding(
      top: Self.padding.vertical, leading: Self.padding.horizontal, bottom: Self.padding.vertical,
      trailing: Self.padding.horizontal)
    let styled: AnyView
    if let custom = environment.controls.customButton {
      let configuration = ButtonStyleConfiguration(
        label: ButtonStyleConfiguration.Label(content: AnyView(label)), role: nil)
      return resolveNodes(custom.makeBody(configuration).accessibilityRole(.button), environment)
    }
    // An explicit foreground colour set on the button or above it wins over the tint, as on iOS.
    let labelColor = environment.foreground ?? .accentColor
    switch environment.controls.button {
    case .automatic, .borderless:
      styled = AnyView(label.foregroundColor(labelColor))
    case .plain:
      styled = AnyView(label)
    case .bordered:
      styled = AnyView(
        padded.foregroundColor(labelColor)
          .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: Self.cornerRadius)))
    case .borderedProminent:
      styled = AnyView(
        padded.foregroundColor(.white).background(
          Color.accentColor, in: RoundedRectangle(cornerRadius: Self.cornerRadius)))
    }
    return resolveNodes(styled.accessibilityRole(.button), environment)
  }
}

extension Button where Label == Text {
  /// A button whose label is `title`.
  public init(_ title: String, action: () -> Void = {}) { label = Text(title) }
}
