import KagamiFlex

/// The frames a bar gives its items, as UIKit gives a bar button item: the tappable part of an item
/// (a button, link or switch) is at least 44 × 44 points, its content centred, with 8 points on
/// each side of a text; the bar insets its items 8 points from its edges. So a text item's text is
/// 16 points in (the bar's 16-point layout margin), an icon is centred in a 44-point square that
/// starts 8 points in, and the back button's chevron is 8 points in with its tappable frame at
/// least 44 points across. Items next to each other are not spaced further: their own 8 points
/// keep two texts 16 points apart, as iOS's bars do.
///
/// Sources: the Human Interface Guidelines ("Accessibility", "Buttons": a control needs a hit
/// region of at least 44 × 44 pt); matrixprojects.net, "UIBarButtonItem & iOS 11" (since iOS 11
/// a bar button's tap area is its view's frame, the system's own buttons have 44-point ones, and
/// fixed spaces are at least 8 points). The 8-point edge inset is the one Kagami's back button
/// already had (its chevron 8 points in), and it keeps text items where they were drawn, 16 points
/// in, the bar's layout margin; it was not measured on a device for this change.
enum BarItemHitFrame {
  /// The smallest width and height of an item's tappable frame.
  static let minimumSide = 44.0
  /// The space on each side of an item's content inside its frame.
  static let contentInset = 8.0
  /// The space between the bar's edges and its outermost items' frames.
  static let edgeInset = 8.0

  /// The roles that take taps in a bar.
  static let tappableRoles: Set<AccessibilityRole> = [.button, .link, .toggle]

  /// One item of a bar's leading, trailing or bottom row, framed: a `ToolbarItem` (or group) keeps
  /// its views side by side with no extra space; a tappable view inside gets its hit frame; a view
  /// with nothing tappable gets the 8 points on each side that a text item has.
  static func item(_ node: ViewNode) -> ViewNode {
    if node.kind == "toolbaritem" {
      var toolbarItem = node
      toolbarItem.children = ViewNode.arrange(
        toolbarItem.children.map { stack in
          guard stack.kind == "hstack" else { return item(stack) }
          var row = stack
          row.style.gap.column = .points(0)
          row.children = ViewNode.arrange(row.children.map(item), along: .row)
          return row
        }, along: .column)
      return toolbarItem
    }
    if containsTappable(node) { return framingTappable(node) }
    return insetContent(node)
  }

  /// `node` with `contentInset` on its leading and trailing sides.
  static func insetContent(_ node: ViewNode) -> ViewNode {
    ViewNode.wrap(node, kind: "padding") { style in
      style.alignItems = .stretch
      style.padding[.start] = .points(contentInset)
      style.padding[.end] = .points(contentInset)
    }
  }

  /// `node` with every visible tappable node inside in its hit frame.
  static func framingTappable(_ node: ViewNode) -> ViewNode {
    if isTappable(node) { return hitFrame(node) }
    guard containsTappable(node) else { return node }
    var container = node
    container.children = ViewNode.arrange(
      container.children.map(framingTappable), along: container.style.flexDirection)
    return container
  }

  /// A tappable node in a frame at least 44 points square with its content centred and 8 points on
  /// each side; the frame takes over the node's role, label and id, so it is the element read and
  /// audited.
  static func hitFrame(_ node: ViewNode) -> ViewNode {
    var content = node
    content.id = nil
    content.accessibility.role = nil
    content.accessibility.label = nil
    content.accessibility.isHidden = false
    var frame = ViewNode.wrap(insetContent(content), kind: "barbutton") { style in
      Alignment.center.apply(to: &style)
      style.minWidth = .points(minimumSide)
      style.minHeight = .points(minimumSide)
    }
    frame.id = node.id
    frame.accessibility.role = node.accessibility.role
    frame.accessibility.label = node.accessibility.label
    frame.accessibility.isHidden = node.accessibility.isHidden
    return frame
  }

  private static func isTappable(_ node: ViewNode) -> Bool {
    guard let role = node.accessibility.role, tappableRoles.contains(role) else { return false }
    return !node.paint.isHidden && node.paint.opacity != 0
  }

  private static func containsTappable(_ node: ViewNode) -> Bool {
    isTappable(node) || node.children.contains(where: containsTappable)
  }
}
