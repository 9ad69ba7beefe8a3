import KagamiFlex
import KagamiLayout

/// Builds a `FlexNode` tree from a fixture's nodes, translating Yoga's style keys.
enum YogaTreeBuilder {
  /// Builds the tree; throws for a key or value this runner does not understand.
  static func build(_ node: YogaFixture.Node) throws -> FlexNode {
    var style = FlexStyle()
    for key in node.style.keys.sorted() {
      try apply(key, node.style[key]!, to: &style, node: node.id)
    }
    for edge in node.extraAutoMargins { style.margin[edge] = .auto }
    var measure: FlexMeasureFunction?
    if let text = node.text {
      let column = style.flexDirection == .column
      measure = { width, widthMode, height, heightMode in
        YogaTextMeasure.measure(text, column: column, width, widthMode, height, heightMode)
      }
    }
    return FlexNode(id: node.id, style: style, children: try node.children.map(build), measure: measure)
  }

  private static func edge(_ name: Substring) -> FlexEdge? {
    switch name {
    case "left": return .left
    case "top": return .top
    case "right": return .right
    case "bottom": return .bottom
    case "start": return .start
    case "end": return .end
    case "horizontal": return .horizontal
    case "vertical": return .vertical
    case "all": return .all
    default: return nil
    }
  }

  // swift-format-ignore
  private static func apply(_ key: String, _ value: YogaStyleValue, to style: inout FlexStyle, node: String) throws {
    func unsupported() -> YogaFixtureError { .unsupported("\(node): unsupported style \(key) = \(value)") }
    let parts = key.split(separator: ".", maxSplits: 1)
    if parts.count == 2, parts[0] == "Gap" || parts[0] == "GapPercent", case .number(let number) = value {
      let gap: FlexValue = parts[0] == "Gap" ? .points(number) : .percent(number)
      switch parts[1] {
      case "all": style.gap.all = gap
      case "column": style.gap.column = gap
      case "row": style.gap.row = gap
      default: throw unsupported()
      }
      return
    }
    if parts.count == 2, let edge = edge(parts[1]), case .number(let number) = value {
      switch parts[0] {
      case "Margin": style.margin[edge] = .points(number)
      case "MarginPercent": style.margin[edge] = .percent(number)
      case "Padding": style.padding[edge] = .points(number)
      case "PaddingPercent": style.padding[edge] = .percent(number)
      case "Border": style.border[edge] = .points(number)
      case "Position": style.position[edge] = .points(number)
      case "PositionPercent": style.position[edge] = .percent(number)
      default: throw unsupported()
      }
      return
    }
    switch (key, value) {
    case ("MarginAuto", .keyword(let name)):
      guard let edge = edge(Substring(name)) else { throw unsupported() }
      style.margin[edge] = .auto
    case ("PositionAuto", .keyword(let name)):
      guard let edge = edge(Substring(name)) else { throw unsupported() }
      style.position[edge] = .auto
    case ("Width", .number(let n)): style.width = .points(n)
    case ("Height", .number(let n)): style.height = .points(n)
    case ("MinWidth", .number(let n)): style.minWidth = .points(n)
    case ("MinHeight", .number(let n)): style.minHeight = .points(n)
    case ("MaxWidth", .number(let n)): style.maxWidth = .points(n)
    case ("MaxHeight", .number(let n)): style.maxHeight = .points(n)
    case ("FlexBasis", .number(let n)): style.flexBasis = .points(n)
    case ("WidthPercent", .number(let n)): style.width = .percent(n)
    case ("HeightPercent", .number(let n)): style.height = .percent(n)
    case ("MinWidthPercent", .number(let n)): style.minWidth = .percent(n)
    case ("MinHeightPercent", .number(let n)): style.minHeight = .percent(n)
    case ("MaxWidthPercent", .number(let n)): style.maxWidth = .percent(n)
    case ("MaxHeightPercent", .number(let n)): style.maxHeight = .percent(n)
    case ("FlexBasisPercent", .number(let n)): style.flexBasis = .percent(n)
    case ("WidthAuto", .flag(true)): style.width = .auto
    case ("HeightAuto", .flag(true)): style.height = .auto
    case ("FlexBasisAuto", .flag(true)): style.flexBasis = .auto
    // Intrinsic sizing keywords resolve to no definite size in Yoga's flex algorithm: the same as auto.
    case ("WidthMaxContent", .flag(true)), ("WidthFitContent", .flag(true)), ("WidthStretch", .flag(true)):
      style.width = .auto
    case ("HeightMaxContent", .flag(true)), ("HeightFitContent", .flag(true)), ("HeightStretch", .flag(true)):
      style.height = .auto
    case ("FlexBasisMaxContent", .flag(true)), ("FlexBasisFitContent", .flag(true)), ("FlexBasisStretch", .flag(true)):
      style.flexBasis = .auto
    case ("MinWidthMaxContent", .flag(true)), ("MinWidthFitContent", .flag(true)), ("MinWidthStretch", .flag(true)):
      style.minWidth = .undefined
    case ("MinHeightMaxContent", .flag(true)), ("MinHeightFitContent", .flag(true)), ("MinHeightStretch", .flag(true)):
      style.minHeight = .undefined
    case ("MaxWidthMaxContent", .flag(true)), ("MaxWidthFitContent", .flag(true)), ("MaxWidthStretch", .flag(true)):
      style.maxWidth = .undefined
    case ("MaxHeightMaxContent", .flag(true)), ("MaxHeightFitContent", .flag(true)), ("MaxHeightStretch", .flag(true)):
      style.maxHeight = .undefined
    case ("FlexGrow", .number(let n)): style.flexGrow = n
    case ("FlexShrink", .number(let n)): style.flexShrink = n
    case ("AspectRatio", .number(let n)): style.aspectRatio = n
    case ("FlexDirection", .keyword(let k)):
      style.flexDirection = try pick(k, ["row": .row, "rowreverse": .rowReverse, "column": .column, "columnreverse": .columnReverse], unsupported)
    case ("FlexWrap", .keyword(let k)):
      style.flexWrap = try pick(k, ["wrap": .wrap, "wrapreverse": .wrapReverse, "nowrap": .noWrap], unsupported)
    case ("JustifyContent", .keyword(let k)):
      style.justifyContent = try pick(k, ["flexstart": .flexStart, "center": .center, "flexend": .flexEnd, "spacebetween": .spaceBetween, "spacearound": .spaceAround, "spaceevenly": .spaceEvenly], unsupported)
    case ("AlignItems", .keyword(let k)): style.alignItems = try align(k, unsupported)
    case ("AlignSelf", .keyword(let k)): style.alignSelf = try align(k, unsupported)
    case ("AlignContent", .keyword(let k)): style.alignContent = try align(k, unsupported)
    case ("PositionType", .keyword(let k)):
      style.positionType = try pick(k, ["absolute": .absolute, "static": .static, "relative": .relative], unsupported)
    case ("Display", .keyword(let k)):
      style.display = try pick(k, ["none": .none, "contents": .contents, "flex": .flex], unsupported)
    case ("Overflow", .keyword(let k)):
      style.overflow = try pick(k, ["hidden": .hidden, "scroll": .scroll, "visible": .visible], unsupported)
    case ("BoxSizing", .keyword(let k)):
      style.boxSizing = try pick(k, ["contentbox": .contentBox, "borderbox": .borderBox], unsupported)
    default:
      throw unsupported()
    }
  }

  private static func align(_ keyword: String, _ unsupported: () -> YogaFixtureError) throws -> FlexAlign {
    try pick(
      keyword,
      [
        "auto": .auto, "flexstart": .flexStart, "center": .center, "flexend": .flexEnd, "stretch": .stretch,
        "baseline": .baseline, "spacebetween": .spaceBetween, "spacearound": .spaceAround,
        "spaceevenly": .spaceEvenly,
      ], unsupported)
  }

  private static func pick<Value>(
    _ keyword: String, _ table: KeyValuePairs<String, Value>, _ unsupported: () -> YogaFixtureError
  ) throws -> Value {
    guard let match = table.first(where: { $0.key == keyword }) else { throw unsupported() }
    return match.value
  }
}
