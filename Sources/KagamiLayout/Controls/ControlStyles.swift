/// The styles of controls inside a view, set by `buttonStyle(_:)`, `textFieldStyle(_:)`,
/// `pickerStyle(_:)` and `progressViewStyle(_:)` (environment values, as in SwiftUI).
struct ControlStyles {
  var button: BuiltInButtonStyle = .automatic
  /// A `ButtonStyle` of the app's own, which draws buttons instead of `button` when set.
  var customButton: AnyButtonStyle?
  var textField: TextFieldStyle = .automatic
  var picker: PickerStyle = .automatic
  var progressView: ProgressViewStyle = .automatic
}

/// How `Button`s draw with SwiftUI's built-in primitive button styles.
public enum BuiltInButtonStyle: String, Hashable, Sendable {
  /// The label in the tint colour, no background (as `borderless` on iOS).
  case automatic
  /// The label in the tint colour, no background.
  case borderless
  /// The label as it is: no tint, no background.
  case plain
  /// The label in the tint colour on the tint at 15% opacity, in a rounded rectangle.
  case bordered
  /// The label in white on the tint, in a rounded rectangle.
  case borderedProminent
}

/// How `TextField`s draw.
public enum TextFieldStyle: String, Hashable, Sendable {
  /// Text or placeholder only (as `plain` on iOS).
  case automatic
  /// Text or placeholder only.
  case plain
  /// In a rounded rectangle with a hairline border, as `UITextField.BorderStyle.roundedRect`.
  case roundedBorder
}

/// How `Picker`s draw.
public enum PickerStyle: String, Hashable, Sendable {
  /// The title, then the selected option in the tint colour with a chevron (as `menu` on iOS).
  case automatic
  /// As `automatic`.
  case menu
  /// A segmented control: every option in one rounded bar, the selected one raised.
  case segmented
}

/// How `ProgressView`s draw.
public enum ProgressViewStyle: String, Hashable, Sendable {
  /// A bar when the progress has a value, else a spinner.
  case automatic
  /// A bar.
  case linear
  /// A spinner (one fixed frame).
  case circular
}

extension View {
  /// `Button`s inside draw with a built-in style (`.bordered`, `.borderedProminent`, `.plain`, …).
  public func buttonStyle<Style: PrimitiveButtonStyle>(_ style: Style) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) {
      $0.controls.button = style.builtIn
      $0.controls.customButton = nil
    }
  }

  /// `Button`s inside draw with a style of the app's own.
  public func buttonStyle<Style: ButtonStyle>(_ style: Style) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.controls.customButton = AnyButtonStyle(style) }
  }

  /// `TextField`s inside draw with `style`.
  public func textFieldStyle(_ style: TextFieldStyle) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.controls.textField = style }
  }

  /// `Picker`s inside draw with `style`.
  public func pickerStyle(_ style: PickerStyle) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.controls.picker = style }
  }

  /// `ProgressView`s inside draw with `style`.
  public func progressViewStyle(_ style: ProgressViewStyle) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.controls.progressView = style }
  }
}

/// Nodes already resolved, placed back into a view tree (controls wrap their content's nodes).
struct ResolvedNodes: PrimitiveView {
  let nodes: [ViewNode]

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { nodes }
}
