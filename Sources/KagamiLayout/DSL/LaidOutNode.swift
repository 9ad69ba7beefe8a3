/// A node of a laid-out screen: its kind, id, frame in screen points (on the pixel grid) and children.
public struct LaidOutNode: Hashable, Sendable {
  /// What the node is (`vstack`, `rectangle`, `padding`, …).
  public var kind: String
  /// The identity given with `.id(_:)`.
  public var id: String?
  /// The frame in points relative to the screen's top-left corner.
  public var frame: FlexFrame
  /// The children, in order.
  public var children: [LaidOutNode]

  /// The stable text dump: `kind #id x,y wxh` per node, two spaces of indent per level.
  public func dump() -> String {
    var lines: [String] = []
    var stack: [(LaidOutNode, Int)] = [(self, 0)]
    while let (node, depth) = stack.popLast() {
      let id = node.id.map { " #\($0)" } ?? ""
      lines.append(String(repeating: "  ", count: depth) + "\(node.kind)\(id) \(node.frame)")
      for child in node.children.reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
