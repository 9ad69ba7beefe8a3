/// Several sibling views, as built by `ViewBuilder`; contributes each view's nodes in order.
public struct ViewGroup: PrimitiveView {
  /// The only view, when there is one (a view statement, most blocks): no array to allocate.
  private let single: AnyView?
  /// The views, when there are none or several.
  private let several: [AnyView]

  init(_ views: [AnyView]) {
    if views.count == 1 {
      single = views[0]
      several = []
    } else {
      single = nil
      several = views
    }
  }

  init(_ view: AnyView) {
    single = view
    several = []
  }

  /// One statement of a builder block as a group: a group (an `if`'s or a `for`'s, or a view built by
  /// a builder) as it is, any other view as the one view of a group.
  static func statement<V: View>(_ view: V) -> ViewGroup {
    if let group = view as? ViewGroup { return group }
    return ViewGroup(AnyView(view))
  }

  /// The views of `groups`, in order, as one group.
  static func joined(_ groups: [ViewGroup]) -> ViewGroup {
    if groups.count == 1 { return groups[0] }
    var views: [AnyView] = []
    for group in groups {
      if let single = group.single { views.append(single) } else { views.append(contentsOf: group.several) }
    }
    return ViewGroup(views)
  }

  /// The views, in order.
  var views: [AnyView] { single.map { [$0] } ?? several }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    if let single { return single.makeNodes(environment) }
    var nodes: [ViewNode] = []
    for view in several { nodes.append(moving: view.makeNodes(environment)) }
    return nodes
  }
}
