/// How a `Button` draws, as SwiftUI's `ButtonStyle`: a style of the app's own draws
/// `configuration.label` as it likes (`isPressed` is false: a snapshot does not tap).
public protocol ButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// The view for one button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws: the button's label, whether it is pressed (never) and its role.
public struct ButtonStyleConfiguration {
  /// The button's label as a view.
  public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether the button is pressed: false in a snapshot.
  public let isPressed = false
  /// The button's role (nil: a plain button).
  public let role: ButtonRole?
}

/// A button's role.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// A button that deletes.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

/// SwiftUI's built-in button styles (`.automatic`, `.borderless`, `.plain`, `.bordered`,
/// `.borderedProminent`), drawn by `Button` itself.
public protocol PrimitiveButtonStyle {
  /// The built-in look.
  var builtIn: BuiltInButtonStyle { get }
}

/// The label in the tint colour, no background (the default on iOS).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The default style.
  public init() {}
  public var builtIn: BuiltInButtonStyle { .automatic }
}

/// The label in the tint colour, no background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  public init() {}
  public var builtIn: BuiltInButtonStyle { .borderless }
}

/// The label as it is: no tint, no background.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  public init() {}
  public var builtIn: BuiltInButtonStyle { .plain }
}

/// The label in the tint colour on the tint at 15% opacity, in a rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The bordered style.
  public init() {}
  public var builtIn: BuiltInButtonStyle { .bordered }
}

/// The label in white on the tint, in a rounded rectangle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent bordered style.
  public init() {}
  public var builtIn: BuiltInButtonStyle { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted rounded rectangle.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A filled rounded rectangle.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A button style with its type erased, as the environment keeps it.
struct AnyButtonStyle {
  let makeBody: (ButtonStyleConfiguration) -> AnyView

  init<Style: ButtonStyle>(_ style: Style) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}
