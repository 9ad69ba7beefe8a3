/// Why a layout was refused: a bad proposal, a bad style value, or a tree too deep to lay out.
public enum FlexLayoutError: Error, Equatable, CustomStringConvertible {
  /// A proposed root size that is NaN, negative or negative infinity.
  case invalidProposal(dimension: String, value: Double)
  /// A point scale factor that is NaN, negative or infinite.
  case invalidScale(Double)
  /// A style value that is NaN or infinite, or a size that is negative; `node` is the id or index path.
  case invalidStyle(node: String, property: String, value: Double)
  /// A node with both a measure function and children.
  case measuredNodeWithChildren(node: String)
  /// A node that appears twice on one path (a cycle).
  case cycle(node: String)
  /// A tree deeper than `FlexLayoutInput.maximumDepth`.
  case tooDeep(depth: Int, limit: Int)

  /// A readable message naming the node, property and value.
  public var description: String {
    switch self {
    case .invalidProposal(let dimension, let value):
      return "invalid layout proposal: \(dimension) = \(value) (expected a finite value >= 0, nil or +infinity)"
    case .invalidScale(let value):
      return "invalid point scale factor \(value) (expected a finite value >= 0)"
    case .invalidStyle(let node, let property, let value):
      return "invalid style value at node \(node): \(property) = \(value)"
    case .measuredNodeWithChildren(let node):
      return "node \(node) has a measure function and children; a measured node must be a leaf"
    case .cycle(let node):
      return "node \(node) is its own ancestor"
    case .tooDeep(let depth, let limit):
      return "layout tree is \(depth) levels deep; the limit is \(limit)"
    }
  }
}
