/// A rectangle that fills the space its container offers (size it with `frame`).
public struct Rectangle: PrimitiveView {
  /// A rectangle.
  public init() {}

  func makeNodes() -> [ViewNode] {
    var node = ViewNode(kind: "rectangle")
    node.expandsHorizontally = true
    node.expandsVertically = true
    return [node]
  }
}
