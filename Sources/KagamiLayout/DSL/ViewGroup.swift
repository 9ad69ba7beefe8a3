/// Several sibling views, as built by `ViewBuilder`; contributes each view's nodes in order.
public struct ViewGroup: PrimitiveView {
  let views: [AnyView]

  init(_ views: [AnyView]) { self.views = views }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var nodes: [ViewNode] = []
    for view in views { nodes.append(moving: view.makeNodes(environment)) }
    return nodes
  }
}
