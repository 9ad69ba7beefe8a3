/// A password field, as SwiftUI's `SecureField`: a dot for each character of the text, or the
/// placeholder when it is empty, drawn like a `TextField` of the same style.
public struct SecureField: View {
  let placeholder: String
  let text: String

  /// A field over the bound text, with `title` as its placeholder.
  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>) {
    placeholder = String(title)
    self.text = text.wrappedValue
  }

  /// A field over the bound text, with the prompt (else `title`) as its placeholder.
  public init<Title: StringProtocol>(_ title: Title, text: Binding<String>, prompt: Text?) {
    placeholder = prompt?.string ?? String(title)
    self.text = text.wrappedValue
  }

  /// The field.
  public var body: some View {
    TextField(placeholder, text: String(repeating: "\u{2022}", count: text.count))
  }
}
