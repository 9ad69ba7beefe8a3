/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` builds the modified
/// view from the view it is applied to (`content`), and `view.modifier(m)` applies it.
public protocol ViewModifier {
  /// The type of view `body(content:)` returns.
  associatedtype Body: View
  /// The view a modifier is applied to, as `body(content:)` receives it.
  typealias Content = ViewModifierContent
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to (SwiftUI's `_ViewModifier_Content`): it draws as that view.
public struct ViewModifierContent: PrimitiveView {
  let view: AnyView

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { view.makeNodes(environment) }
}

/// A view with a `ViewModifier` applied, as SwiftUI's `ModifiedContent` (from `modifier(_:)`).
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The view the modifier is applied to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// The modifier's body, built over the content.
  public var body: Modifier.Body { return modifier.body(content: ViewModifierContent(view: AnyView(content))) }
}

extension View {
  /// The view with `modifier` applied.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
