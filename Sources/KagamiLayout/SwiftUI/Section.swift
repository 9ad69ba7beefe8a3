/// Rows under an optional header and above an optional footer, as SwiftUI's `Section`. Inside a
/// `List` or a `Form` it draws as a section of an iOS grouped list (`ListSectionLayout`); elsewhere its
/// header, content and footer are stacked in a column.
public struct Section: PrimitiveView {
  let header: AnyView?
  let content: AnyView
  let footer: AnyView?

  /// A section of `content` with no header or footer.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.init(header: nil, content: AnyView(content()), footer: nil)
  }

  /// A section of `content` under `header`.
  public init<Content: View, Header: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.init(header: AnyView(header()), content: AnyView(content()), footer: nil)
  }

  /// A section of `content` above `footer`.
  public init<Content: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: nil, content: AnyView(content()), footer: AnyView(footer()))
  }

  /// A section of `content` between `header` and `footer`.
  public init<Content: View, Header: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: AnyView(header()), content: AnyView(content()), footer: AnyView(footer()))
  }

  /// A section of `content` under the view `header` (SwiftUI's older spelling).
  public init<Content: View, Header: View>(header: Header, @ViewBuilder content: () -> Content) {
    self.init(header: AnyView(header), content: AnyView(content()), footer: nil)
  }

  /// A section of `content` above the view `footer` (SwiftUI's older spelling).
  public init<Content: View, Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: nil, content: AnyView(content()), footer: AnyView(footer))
  }

  /// A section of `content` between the views `header` and `footer` (SwiftUI's older spelling).
  public init<Content: View, Header: View, Footer: View>(
    header: Header, footer: Footer, @ViewBuilder content: () -> Content
  ) {
    self.init(header: AnyView(header), content: AnyView(content()), footer: AnyView(footer))
  }

  /// A section of `content` under the text `title`.
  public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(header: AnyView(Text(title)), content: AnyView(content()), footer: nil)
  }

  /// A section of `content` under the localized text `titleKey` (drawn as the key).
  public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: AnyView(Text(titleKey)), content: AnyView(content()), footer: nil)
  }

  init(header: AnyView?, content: AnyView, footer: AnyView?) {
    self.header = header
    self.content = content
    self.footer = footer
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    guard environment.surface.isInList else {
      let column = VStack(alignment: .leading) {
        if let header { header }
        content
        if let footer { footer }
      }
      return resolveNodes(column, environment)
    }
    let rows = content.makeNodes(environment)
    let layout = ListSectionLayout(style: environment.surface.listStyle ?? .insetGrouped)
    return [layout.section(header: header, rows: rows, footer: footer, environment)]
  }
}
