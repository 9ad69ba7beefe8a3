/// A hairline (one device pixel) in the separator colour across its stack: horizontal in a
/// `VStack`, vertical in an `HStack`.
public struct Divider: PrimitiveView {
  /// A divider.
  public init() {}

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var node = ViewNode(kind: "divider")
    node.content = .shape(.rectangle, environment.resolve(.separator))
    node.dividerThickness = 1 / Double(max(1, environment.traits.device.scale))
    // Dividers are usually rows of a list: wrappers (`padding`) stretch across a VStack with them.
    node.expandsHorizontally = true
    return [node]
  }
}
