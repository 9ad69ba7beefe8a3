import KagamiFlex
import KagamiImage

/// Lays a screen out with the views that ignore the safe area grown under it (Docs/layout.md, *Safe
/// areas*).
///
/// The screen is laid out as usual (its content inside the safe area). Then every view marked by
/// `ignoresSafeArea(edges:)` whose frame reaches the edge of its safe area on one of those edges grows to
/// the screen's edge there: the view keeps its outer box (a negative margin as large as the growth, its
/// size fixed to the grown size), so nothing else moves, and the screen is laid out again so the view's
/// own content fills its new frame. Views that ignore the safe area inside such a view are handled in a
/// further pass each, outermost first. Inside a view that ignores an edge, that edge's safe area is the
/// screen's edge; inside the content of `safeAreaInset(edge:)`, the safe area on that edge ends where the
/// content ends.
enum SafeAreaLayout {
  /// Frames within this many points of the safe area's edge reach it.
  static let tolerance = 0.001

  /// Lays `screen` out with `layout` (which builds and lays out the engine tree), then again for each
  /// level of views that ignore the safe area. `safeArea` is in physical edges (left, right).
  static func layOut(
    _ screen: ViewNode, safeArea: PhysicalInsets, layout: (ViewNode) throws -> FlexNode
  ) throws -> (view: ViewNode, flex: FlexNode) {
    var view = screen
    var flex = try layout(view)
    let depth = maximumDepth(view)
    guard depth > 0 else { return (view, flex) }
    let bounds = Rect(x: 0, y: 0, width: flex.frame.width, height: flex.frame.height)
    let safe = Region(
      left: safeArea.left, top: safeArea.top, right: bounds.width - safeArea.right,
      bottom: bounds.height - safeArea.bottom)
    for level in 1...depth {
      var walk = Walk(screen: bounds, level: level)
      walk.visit(&view, flex, parentX: 0, parentY: 0, parentDirection: .column, region: safe, depth: 0)
      if walk.changed { flex = try layout(view) }
    }
    return (view, flex)
  }

  /// Insets from the screen's physical edges.
  struct PhysicalInsets {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double
  }

  /// The safe area's edges in screen points.
  struct Region {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double
  }

  /// The deepest nesting of views that ignore the safe area.
  private static func maximumDepth(_ node: ViewNode) -> Int {
    let own = if case .ignores = node.safeAreaRole { 1 } else { 0 }
    var deepest = 0
    let children = node.children
    for index in children.indices { deepest = max(deepest, maximumDepth(children[index])) }
    return own + deepest
  }

  /// One pass over the tree: grows the views at nesting level `level`.
  private struct Walk {
    let screen: Rect
    let level: Int
    var changed = false

    mutating func visit(
      _ node: inout ViewNode, _ flex: FlexNode, parentX: Double, parentY: Double, parentDirection: FlexDirection,
      region: Region, depth: Int
    ) {
      let frame = Rect(
        x: parentX + flex.frame.x, y: parentY + flex.frame.y, width: flex.frame.width, height: flex.frame.height)
      var region = region
      var depth = depth
      if case .ignores(let edges) = node.safeAreaRole {
        depth += 1
        let physical = physicalEdges(edges, direction: flex.layoutDirection)
        if depth == level { grow(&node, frame: frame, edges: physical, region: region, parent: parentDirection) }
        if physical.contains(.left) { region.left = screen.x }
        if physical.contains(.top) { region.top = screen.y }
        if physical.contains(.right) { region.right = screen.x + screen.width }
        if physical.contains(.bottom) { region.bottom = screen.y + screen.height }
      }
      var insetChild: (index: Int, edge: Edge)?
      if case .insetsContent(let edge, let index) = node.safeAreaRole { insetChild = (index, edge) }
      for index in node.children.indices where index < flex.children.count {
        var childRegion = region
        if let insetChild, insetChild.index == index {
          let child = flex.children[index].frame
          let edge = physicalEdges(Edge.Set(insetChild.edge), direction: flex.layoutDirection)
          if edge.contains(.top) { childRegion.top = frame.y + child.y }
          if edge.contains(.bottom) { childRegion.bottom = frame.y + child.y + child.height }
          if edge.contains(.left) { childRegion.left = frame.x + child.x }
          if edge.contains(.right) { childRegion.right = frame.x + child.x + child.width }
        }
        visit(
          &node.children[index], flex.children[index], parentX: frame.x, parentY: frame.y,
          parentDirection: node.style.flexDirection, region: childRegion, depth: depth)
      }
    }

    /// Grows `node` (laid out at `frame`) to the screen's edge on each of `edges` it reaches.
    private mutating func grow(
      _ node: inout ViewNode, frame: Rect, edges: PhysicalEdges, region: Region, parent: FlexDirection
    ) {
      var left = 0.0
      var top = 0.0
      var right = 0.0
      var bottom = 0.0
      if edges.contains(.left), region.left > screen.x, frame.x <= region.left + tolerance {
        left = max(0, frame.x - screen.x)
      }
      if edges.contains(.top), region.top > screen.y, frame.y <= region.top + tolerance {
        top = max(0, frame.y - screen.y)
      }
      let screenRight = screen.x + screen.width
      if edges.contains(.right), region.right < screenRight, frame.x + frame.width >= region.right - tolerance {
        right = max(0, screenRight - frame.x - frame.width)
      }
      let screenBottom = screen.y + screen.height
      if edges.contains(.bottom), region.bottom < screenBottom, frame.y + frame.height >= region.bottom - tolerance {
        bottom = max(0, screenBottom - frame.y - frame.height)
      }
      let horizontal = left > 0 || right > 0
      let vertical = top > 0 || bottom > 0
      guard horizontal || vertical else { return }
      changed = true
      var style = node.style
      let freezeBoth = style.aspectRatio != nil
      style.aspectRatio = nil
      if horizontal || freezeBoth {
        style.width = .points(frame.width + left + right)
        style.minWidth = .undefined
        style.maxWidth = .undefined
        style.margin[.left] = .points(-left)
        style.margin[.right] = .points(-right)
      }
      if vertical || freezeBoth {
        style.height = .points(frame.height + top + bottom)
        style.minHeight = .undefined
        style.maxHeight = .undefined
        style.margin[.top] = .points(-top)
        style.margin[.bottom] = .points(-bottom)
      }
      let parentIsRow = parent == .row || parent == .rowReverse
      if (parentIsRow && (horizontal || freezeBoth)) || (!parentIsRow && (vertical || freezeBoth)) {
        // The main-axis size is fixed now: growing or shrinking it again would move the siblings.
        style.flexGrow = 0
        style.flexShrink = 0
        style.flexBasis = .auto
      }
      node.style = style
    }

    private func physicalEdges(_ edges: Edge.Set, direction: LayoutDirection) -> PhysicalEdges {
      var physical: PhysicalEdges = []
      let rtl = direction == .rtl
      if edges.contains(.top) { physical.insert(.top) }
      if edges.contains(.bottom) { physical.insert(.bottom) }
      if edges.contains(.leading) { physical.insert(rtl ? .right : .left) }
      if edges.contains(.trailing) { physical.insert(rtl ? .left : .right) }
      return physical
    }
  }

  /// Screen edges regardless of the layout direction.
  struct PhysicalEdges: OptionSet {
    let rawValue: Int
    static let left = PhysicalEdges(rawValue: 1)
    static let top = PhysicalEdges(rawValue: 2)
    static let right = PhysicalEdges(rawValue: 4)
    static let bottom = PhysicalEdges(rawValue: 8)
  }
}
