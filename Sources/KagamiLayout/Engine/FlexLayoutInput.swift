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

  /// Checks every node's style, resets the engine state, and returns the tree's depth.
  static func prepare(_ root: FlexNode) throws -> Int {
    var stack: [(node: FlexNode, name: String, depth: Int)] = [(root, root.id ?? "root", 1)]
    var path: [ObjectIdentifier] = []
    var onPath = Set<ObjectIdentifier>()
    var maxDepth = 0
    while let (node, name, depth) = stack.popLast() {
      while path.count >= depth { onPath.remove(path.removeLast()) }
      let identity = ObjectIdentifier(node)
      if !onPath.insert(identity).inserted { throw FlexLayoutError.cycle(node: name) }
      path.append(identity)
      maxDepth = max(maxDepth, depth)
      if depth > maximumDepth { throw FlexLayoutError.tooDeep(depth: depth, limit: maximumDepth) }
      try validate(node.style, at: name)
      if node.measure != nil && !node.children.isEmpty { throw FlexLayoutError.measuredNodeWithChildren(node: name) }
      node.state = FlexNodeState()
      for (index, child) in node.children.enumerated().reversed() {
        stack.append((child, child.id ?? "\(name)/\(index)", depth + 1))
      }
    }
    return maxDepth
  }

  /// Rejects NaN and infinite numbers anywhere, and negative sizes.
  static func validate(_ style: FlexStyle, at path: String) throws {
    func check(_ value: FlexValue, _ name: @autoclosure () -> String, nonNegative: Bool = false) throws {
      guard let number = value.number else { return }
      if !number.isFinite || (nonNegative && number < 0) {
        throw FlexLayoutError.invalidStyle(node: path, property: name(), value: number)
      }
    }
    func check(_ value: Double?, _ name: String, nonNegative: Bool = false) throws {
      guard let value else { return }
      if !value.isFinite || (nonNegative && value < 0) {
        throw FlexLayoutError.invalidStyle(node: path, property: name, value: value)
      }
    }
    try check(style.width, "width", nonNegative: true)
    try check(style.height, "height", nonNegative: true)
    try check(style.minWidth, "minWidth", nonNegative: true)
    try check(style.minHeight, "minHeight", nonNegative: true)
    try check(style.maxWidth, "maxWidth", nonNegative: true)
    try check(style.maxHeight, "maxHeight", nonNegative: true)
    try check(style.flexBasis, "flexBasis", nonNegative: true)
    try check(style.flex, "flex")
    try check(style.flexGrow, "flexGrow", nonNegative: true)
    try check(style.flexShrink, "flexShrink", nonNegative: true)
    if let ratio = style.aspectRatio, ratio.isNaN || ratio < 0 {
      throw FlexLayoutError.invalidStyle(node: path, property: "aspectRatio", value: ratio)
    }
    for (name, edges) in [
      ("margin", style.margin), ("position", style.position), ("padding", style.padding), ("border", style.border),
    ] {
      for (edge, value) in edges.slots { try check(value, "\(name).\(edge)") }
    }
    try check(style.gap.all, "gap.all")
    try check(style.gap.column, "gap.column")
    try check(style.gap.row, "gap.row")
  }
}
