/// Turns a view into an engine tree and a laid-out tree for a screen of a given size.
public enum ViewLayout {
  /// The engine tree of `view` on a `width` x `height` screen (the screen root fills it).
  public static func flexTree<V: View>(_ view: V, width: Double, height: Double) -> FlexNode {
    screenNode(view, width: width, height: height).makeFlexNode()
  }

  /// Lays `view` out on a `width` x `height` screen at `scale` pixels per point.
  public static func layout<V: View>(
    _ view: V, width: Double, height: Double, scale: Double = 1, direction: LayoutDirection = .ltr
  ) throws -> LaidOutNode {
    let screen = screenNode(view, width: width, height: height)
    let root = screen.makeFlexNode()
    try root.calculateLayout(width: width, height: height, direction: direction, pointScaleFactor: scale)
    return laidOut(root, screen, originX: 0, originY: 0)
  }

  private static func screenNode<V: View>(_ view: V, width: Double, height: Double) -> ViewNode {
    var style = FlexStyle()
    style.width = .points(width)
    style.height = .points(height)
    Alignment.center.apply(to: &style)
    return ViewNode(kind: "screen", style: style, children: ViewNode.arrange(resolveNodes(view), along: .column))
  }

  /// Pairs the laid-out engine tree with the view nodes it was made from (both have the same shape).
  private static func laidOut(_ node: FlexNode, _ source: ViewNode, originX: Double, originY: Double) -> LaidOutNode {
    let x = originX + node.frame.x
    let y = originY + node.frame.y
    return LaidOutNode(
      kind: source.kind, id: source.id,
      frame: FlexFrame(x: x, y: y, width: node.frame.width, height: node.frame.height),
      children: zip(node.children, source.children).map { laidOut($0, $1, originX: x, originY: y) })
  }
}
