/// Which style properties the engine resolves many times per node are set, noted by
/// `FlexLayoutInput.prepare` before each layout: most nodes have no margin, inset, padding, border,
/// gap or min / max size, and an unset property then answers at once (as its resolution of
/// undefined values would: 0 for edges and gaps, NaN for min and max).
struct FlexSetProperties: OptionSet {
  let rawValue: UInt8

  static let margin = FlexSetProperties(rawValue: 1 << 0)
  static let position = FlexSetProperties(rawValue: 1 << 1)
  static let padding = FlexSetProperties(rawValue: 1 << 2)
  static let border = FlexSetProperties(rawValue: 1 << 3)
  static let gap = FlexSetProperties(rawValue: 1 << 4)
  /// A min or max width or height.
  static let minMax = FlexSetProperties(rawValue: 1 << 5)
  /// Padding or border (an array literal would build a set through the generic initializer each time).
  static let paddingOrBorder = FlexSetProperties(rawValue: 1 << 2 | 1 << 3)

  /// The properties of `node`'s style that are set (for edges: at least one edge). Reads the style in
  /// place (a `FlexStyle` parameter would be a copy).
  init(of node: FlexNode) {
    var properties: FlexSetProperties = []
    if !node.style.margin.isUnset { properties.insert(.margin) }
    if !node.style.position.isUnset { properties.insert(.position) }
    if !node.style.padding.isUnset { properties.insert(.padding) }
    if !node.style.border.isUnset { properties.insert(.border) }
    if node.style.gap != FlexGap() { properties.insert(.gap) }
    if node.style.minWidth != .undefined || node.style.maxWidth != .undefined || node.style.minHeight != .undefined
      || node.style.maxHeight != .undefined
    {
      properties.insert(.minMax)
    }
    self = properties
  }

  init(rawValue: UInt8) { self.rawValue = rawValue }

  // Concrete versions of the `OptionSet` members the engine calls per node and per axis: the
  // protocol's defaults are generic, and at -Onone (adopting packages' `swift test`) each call went
  // through metadata and witness lookups (a fifth of a debug layout). The same answers.

  /// Whether every property of `member` is set.
  @_transparent func contains(_ member: FlexSetProperties) -> Bool { rawValue & member.rawValue == member.rawValue }

  /// Whether none of `other`'s properties is set.
  @_transparent func isDisjoint(with other: FlexSetProperties) -> Bool { rawValue & other.rawValue == 0 }

  /// Notes `member` as set.
  @_transparent mutating func insert(_ member: FlexSetProperties) {
    self = FlexSetProperties(rawValue: rawValue | member.rawValue)
  }
}
