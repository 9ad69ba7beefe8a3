/// An icon and a title side by side, as SwiftUI's `Label` (its default style on iOS): the icon, 8 pt,
/// then the title, centred vertically. No SF Symbols: the icon is any view (an `Image(svg:)`,
/// a `Path`, a shape).
public struct Label<Title: View, Icon: View>: PrimitiveView {
  let title: Title
  let icon: Icon

  /// A label from its title and icon views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  init(title: Title, icon: Icon) {
    self.title = title
    self.icon = icon
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    // `labelStyle(_:)` draws the label through its style (LabelStyle.swift).
    if let style = environment.surface.labelStyle {
      var inner = environment
      inner.surface.labelStyle = nil
      return resolveNodes(style.body(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon))), inner)
    }
    return resolveNodes(
      HStack(spacing: 8) {
        icon
        title
      }, environment)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with the text `title` and the SVG icon at `svg` (drawn in the foreground colour).
  public init(_ title: String, svg: String) {
    self.init(title: Text(title), icon: Image(svg: svg))
  }
}

extension Label where Title == Text {
  /// A label with the text `title` and `icon`.
  public init(_ title: String, @ViewBuilder icon: () -> Icon) {
    self.init(title: Text(title), icon: icon())
  }
}
