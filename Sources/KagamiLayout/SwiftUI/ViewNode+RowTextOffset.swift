import KagamiFlex

/// Where a list row's first text starts, for its separator: iOS insets a row's separator to the leading
/// edge of the row's first text (after an icon, an avatar, a checkbox …), and to the row's content
/// inset when the text comes first.
extension ViewNode {
  /// How far the row's first text starts from the leading edge of its content, in points: the widths
  /// of the views before it in its rows (fixed widths, or the ideal sizes of images and other leaves),
  /// their stacks' spacing and the paddings around it; 0 when the row has no text or a view before it
  /// has no width known before layout (a spacer, an expanding shape).
  var leadingTextOffset: Double { textOffset() ?? 0 }

  /// The offset of the first text in the subtree, nil when there is none or it cannot be known.
  private func textOffset() -> Double? {
    if case .text = content { return 0 }
    guard !children.isEmpty else { return nil }
    let padding = leadingPadding
    guard let first = children.firstIndex(where: \.containsText) else { return nil }
    guard style.flexDirection == .row else {
      return children[first].textOffset().map { padding + $0 }
    }
    var offset = padding
    for child in children[..<first] {
      guard let width = child.idealWidth else { return nil }
      offset += width + rowSpacing
    }
    return children[first].textOffset().map { offset + $0 }
  }

  /// Whether the subtree holds a text.
  private var containsText: Bool {
    if case .text = content { return true }
    return children.contains { $0.containsText }
  }

  /// The node's width before layout, when it does not depend on what it is offered: a fixed width, an
  /// image's or other measured leaf's ideal width, or a wrapper's or stack's from its children.
  private var idealWidth: Double? {
    if case .points(let width) = style.width { return width }
    if stackSpacer != nil || expandsHorizontally { return nil }
    if let measure {
      let size = measure(.nan, .undefined, .nan, .undefined)
      return size.width.isFinite ? size.width : nil
    }
    guard !children.isEmpty else { return nil }
    var widths: [Double] = []
    for child in children where child.style.positionType != .absolute {
      guard let width = child.idealWidth else { return nil }
      widths.append(width)
    }
    let padding = leadingPadding + trailingPadding
    if style.flexDirection == .row {
      return padding + widths.reduce(0, +) + rowSpacing * Double(max(0, widths.count - 1))
    }
    return padding + (widths.max() ?? 0)
  }

  /// The stack's spacing between the items of a row.
  private var rowSpacing: Double {
    if case .points(let gap) = style.gap.column { return gap }
    if case .points(let gap) = style.gap.all { return gap }
    return 0
  }

  private var leadingPadding: Double { points(style.padding, .start) }
  private var trailingPadding: Double { points(style.padding, .end) }

  /// A padding edge in points, with Yoga's precedence (the edge, then horizontal, then all).
  private func points(_ edges: FlexEdges, _ edge: FlexEdge) -> Double {
    for slot in [edge, .horizontal, .all] {
      if case .points(let value) = edges[slot] { return value }
    }
    return 0
  }
}
