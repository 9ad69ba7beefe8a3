/// A view that draws nothing and takes no space, as SwiftUI's `EmptyView`.
public struct EmptyView: PrimitiveView {
  /// An empty view.
  public init() {}

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] { [] }
}
