/// Validation and preparation of a tree before layout: bad values become `FlexLayoutError`s, never crashes.
enum FlexLayoutInput {
  /// The deepest tree accepted (the layout thread's stack grows with depth).
  static let maximumDepth = 20_000

  /// A proposal as the engine's NaN-for-undefined value.
  static func proposal(_ value: Double?, name: String) throws -> Double {
    guard let value else { return .nan }
    if value == .infinity { return .nan }
    guard value.isFinite, value >= 0 else { throw FlexLayoutError.invalidProposal(dimension: name, value: value) }
    return value
  }

  /// Checks every node's style, resets the engine state, and returns the tree's depth. Nothing is
  /// allocated per node and names (`id`, or an index path such as `root/0/3`) are only built for an
  /// error: this runs before every layout.
  static func prepare(_ root: FlexNode) throws -> Int {
    var stack: [(node: FlexNode, index: Int, depth: Int)] = [(root, 0, 1)]
    var path: [(node: FlexNode, index: Int)] = []
    defer { for entry in path { entry.node.isOnPreparePath = false } }
    var maxDepth = 0
    while let (node, index, depth) = stack.popLast() {
      while path.count >= depth { path.removeLast().node.isOnPreparePath = false }
      if node.isOnPreparePath {
        path.append((node, index))
        throw FlexLayoutError.cycle(node: name(path))
      }
      node.isOnPreparePath = true
      path.append((node, index))
      maxDepth = max(maxDepth, depth)
      if depth > maximumDepth { throw FlexLayoutError.tooDeep(depth: depth, limit: maximumDepth) }
      let setProperties = FlexSetProperties(of: node)
      if let (property, value) = node.invalidStyleValue(setProperties) {
        throw FlexLayoutError.invalidStyle(node: name(path), property: property, value: value)
      }
      if node.measure != nil && !node.children.isEmpty {
        throw FlexLayoutError.measuredNodeWithChildren(node: name(path))
      }
      node.state = FlexNodeState()
      node.setProperties = setProperties
      node.hasContentsChild = node.children.contains { $0.style.display == .contents }
      var childIndex = node.children.count
      while childIndex > 0 {
        childIndex -= 1
        stack.append((node.children[childIndex], childIndex, depth + 1))
      }
    }
    return maxDepth
  }

  /// The name of the last node of `path` in errors: its id, else its parent's name and its index.
  private static func name(_ path: [(node: FlexNode, index: Int)]) -> String {
    var name = ""
    for (level, entry) in path.enumerated() {
      name = entry.node.id ?? (level == 0 ? "root" : "\(name)/\(entry.index)")
    }
    return name
  }
}

extension FlexNode {
  /// The first NaN or infinite number in the style, or negative size, as a property name and value.
  /// Only the box properties in `setProperties` can hold a bad number (the others have no edge set).
  fileprivate func invalidStyleValue(_ setProperties: FlexSetProperties) -> (property: String, value: Double)? {
    func bad(_ value: FlexValue, nonNegative: Bool = false) -> Double? {
      guard let number = value.number else { return nil }
      return !number.isFinite || (nonNegative && number < 0) ? number : nil
    }
    func bad(_ value: Double?, nonNegative: Bool = false) -> Double? {
      guard let value else { return nil }
      return !value.isFinite || (nonNegative && value < 0) ? value : nil
    }
    if let value = bad(style.width, nonNegative: true) { return ("width", value) }
    if let value = bad(style.height, nonNegative: true) { return ("height", value) }
    if let value = bad(style.minWidth, nonNegative: true) { return ("minWidth", value) }
    if let value = bad(style.minHeight, nonNegative: true) { return ("minHeight", value) }
    if let value = bad(style.maxWidth, nonNegative: true) { return ("maxWidth", value) }
    if let value = bad(style.maxHeight, nonNegative: true) { return ("maxHeight", value) }
    if let value = bad(style.flexBasis, nonNegative: true) { return ("flexBasis", value) }
    if let value = bad(style.flex) { return ("flex", value) }
    if let value = bad(style.flexGrow, nonNegative: true) { return ("flexGrow", value) }
    if let value = bad(style.flexShrink, nonNegative: true) { return ("flexShrink", value) }
    if let ratio = style.aspectRatio, ratio.isNaN || ratio < 0 { return ("aspectRatio", ratio) }
    func bad(_ edges: FlexEdges, _ name: String, _ property: FlexSetProperties) -> (property: String, value: Double)? {
      guard setProperties.contains(property) else { return nil }
      for edge in FlexEdge.allCases {
        if let value = bad(edges[edge]) { return ("\(name).\(edge)", value) }
      }
      return nil
    }
    if let found = bad(style.margin, "margin", .margin) ?? bad(style.position, "position", .position) { return found }
    if let found = bad(style.padding, "padding", .padding) ?? bad(style.border, "border", .border) { return found }
    if let value = bad(style.gap.all) { return ("gap.all", value) }
    if let value = bad(style.gap.column) { return ("gap.column", value) }
    if let value = bad(style.gap.row) { return ("gap.row", value) }
    return nil
  }
}
