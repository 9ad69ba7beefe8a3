/// Content in a rounded box, as SwiftUI's `GroupBox` on iOS: an optional label in the headline style
/// over the content, 16 points of padding, on the secondary background with corners of 8 points.
public struct GroupBox: View {
  let label: AnyView?
  let content: AnyView

  /// A box around `content`.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    label = nil
    self.content = AnyView(content())
  }

  /// A box around `content` with `label` above it.
  public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = AnyView(label())
    self.content = AnyView(content())
  }

  /// A box around `content` with `label` above it (SwiftUI's older spelling).
  public init<Content: View, Label: View>(label: Label, @ViewBuilder content: () -> Content) {
    self.label = AnyView(label)
    self.content = AnyView(content())
  }

  /// A box around `content` titled `title`.
  public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content)
  }

  /// The box.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .padding(16)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(.secondaryBackground, in: RoundedRectangle(cornerRadius: 8))
  }
}
