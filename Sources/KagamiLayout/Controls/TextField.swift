/// A one-line text field, as SwiftUI's `TextField`: its text, or the placeholder in the placeholder
/// colour when the text is empty, taking the width offered; `textFieldStyle(.roundedBorder)` puts it
/// in a rounded rectangle 34 pt tall at the default text size. The text is a `Binding` (read when the
/// view is made) or a value; `SecureField` shows a dot per character.
public struct TextField: PrimitiveView {
  let placeholder: String
  let text: String

  /// A field showing `text`, or `placeholder` when `text` is empty.
  public init(_ placeholder: String, text: String) {
    self.placeholder = placeholder
    self.text = text
  }

  /// A field showing the bound text, or `title` when it is empty.
  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>) {
    self.init(String(title), text: text.wrappedValue)
  }

  /// A field showing the bound text, or the prompt (else `title`) when it is empty.
  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>, prompt: Text?) {
    self.init(prompt?.string ?? String(title), text: text.wrappedValue)
  }

  /// A field that grows along `axis` (drawn on one line: the text is what it shows).
  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>, axis: Axis) {
    self.init(String(title), text: text.wrappedValue)
  }

  /// A field with a label view (iOS shows the prompt, else nothing, as the placeholder).
  public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(prompt?.string ?? "", text: text.wrappedValue)
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let shown = Text(text.isEmpty ? placeholder : text).lineLimit(1)
    let content = AnyView(
      text.isEmpty ? AnyView(shown.foregroundColor(Color(.tertiaryLabel))) : AnyView(shown)
    )
    .frame(maxWidth: .infinity, alignment: .leading)
    let field: AnyView
    switch environment.controls.textField {
    case .automatic, .plain:
      field = AnyView(content)
    case .roundedBorder:
      field = AnyView(
        content.padding(top: 6, leading: 7, bottom: 6, trailing: 7)
          .background(Color(.secondaryGroupedBackground), in: RoundedRectangle(cornerRadius: 5))
          .overlay { RoundedRectangle(cornerRadius: 5).stroke(Color(.separator), lineWidth: 0.5) }
          .accessibilityDrawsControl())
    }
    return resolveNodes(
      field.accessibilityRole(.textField).accessibilityLabel(text.isEmpty ? placeholder : text), environment)
  }
}
