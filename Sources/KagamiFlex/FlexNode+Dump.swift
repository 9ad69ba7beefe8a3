/// A stable text dump of a laid-out engine tree: one line per node, indented by depth.
extension FlexNode {
  /// `id x,y wxh` per node (frames relative to the parent), two spaces of indent per level.
  public func dump() -> String {
    var lines: [String] = []
    var stack: [(FlexNode, Int)] = [(self, 0)]
    while let (node, depth) = stack.popLast() {
      lines.append(String(repeating: "  ", count: depth) + "\(node.id ?? "node") \(node.frame)")
      for child in node.children.reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }
}
