/// The first of several views that fits, as SwiftUI's `ViewThatFits`. **Partial**: Kagami measures
/// no alternatives; the first view is drawn.
public struct ViewThatFits: PrimitiveView {
  let content: AnyView

  /// The first of the views `content` builds that fits along `axes` (the first, see above).
  public init<Content: View>(in axes: Axis? = nil, @ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { Array(content.makeNodes(environment).prefix(1)) }
}
