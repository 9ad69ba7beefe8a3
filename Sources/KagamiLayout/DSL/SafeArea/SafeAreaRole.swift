/// How a node takes part in the safe area.
enum SafeAreaRole {
  /// `ignoresSafeArea(edges:)`: on these edges the node grows to the screen's edge wherever it reaches
  /// the safe area's edge.
  case ignores(Edge.Set)
  /// `safeAreaInset(edge:)`: the child at `contentIndex` is the modified view; its safe area on `edge`
  /// ends at its own edge, since the inset content lies beyond it.
  case insetsContent(Edge, contentIndex: Int)
}
