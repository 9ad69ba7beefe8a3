/// One view per element of a collection, in order (ids are given with `.id(_:)` where needed).
public struct ForEach: PrimitiveView {
  let views: [AnyView]

  /// Views made by `content` for each element of `data`.
  public init<Data: Sequence, Content: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
    views = data.map { AnyView(content($0)) }
  }

  /// Views for each element of `data`, each given the id `id(element)` (stable node identity).
  public init<Data: Sequence, Content: View>(
    _ data: Data, id: (Data.Element) -> String, @ViewBuilder content: (Data.Element) -> Content
  ) {
    views = data.map { AnyView(content($0).id(id($0))) }
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var nodes: [ViewNode] = []
    for view in views { nodes.append(moving: view.makeNodes(environment)) }
    return nodes
  }
}
