/// How a `Label` draws, as SwiftUI's `LabelStyle`: `makeBody(configuration:)` builds the label from
/// its title and icon views. Built in: `.titleAndIcon` (and `.automatic`: the icon, 8 points, the
/// title), `.titleOnly` and `.iconOnly`. Set with `labelStyle(_:)`.
public protocol LabelStyle {
  /// The type of view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The parts of the label being drawn.
  typealias Configuration = LabelStyleConfiguration
  /// The label drawn from `configuration`'s title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, as `LabelStyle.makeBody(configuration:)` receives them.
public struct LabelStyleConfiguration {
  /// The label's title view.
  public let title: Title
  /// The label's icon view.
  public let icon: Icon

  init(title: AnyView, icon: AnyView) {
    self.title = Title(view: title)
    self.icon = Icon(view: icon)
  }

  /// A label's title, as a view.
  public struct Title: PrimitiveView {
    let view: AnyView

    func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { view.makeNodes(environment) }
  }

  /// A label's icon, as a view.
  public struct Icon: PrimitiveView {
    let view: AnyView

    func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { view.makeNodes(environment) }
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label of `configuration`, drawn in the default style (for use inside a `LabelStyle`).
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: configuration.title, icon: configuration.icon)
  }
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle {
  let body: (LabelStyleConfiguration) -> AnyView

  init<S: LabelStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The icon, 8 points, then the title (iOS's default).
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// Icon and title side by side.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default: icon and title.
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  public init() {}

  /// Icon and title side by side.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Icon and title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension View {
  /// `Label`s inside draw with `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.surface.labelStyle = AnyLabelStyle(style) }
  }
}
