/// Which of a node's box properties have any edge set, noted by `FlexLayoutInput.prepare` before each
/// layout: most nodes have no margin, inset, padding or border, and the engine resolves those many
/// times per node, so an unset property answers at once (as `.undefined` on every edge).
struct FlexEdgeProperties: OptionSet {
  let rawValue: UInt8

  static let margin = FlexEdgeProperties(rawValue: 1 << 0)
  static let position = FlexEdgeProperties(rawValue: 1 << 1)
  static let padding = FlexEdgeProperties(rawValue: 1 << 2)
  static let border = FlexEdgeProperties(rawValue: 1 << 3)

  /// The properties of `style` with at least one edge set.
  init(of style: FlexStyle) {
    var properties: FlexEdgeProperties = []
    if !style.margin.isUnset { properties.insert(.margin) }
    if !style.position.isUnset { properties.insert(.position) }
    if !style.padding.isUnset { properties.insert(.padding) }
    if !style.border.isUnset { properties.insert(.border) }
    self = properties
  }

  init(rawValue: UInt8) { self.rawValue = rawValue }
}
