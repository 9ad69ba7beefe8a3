/// Axis helpers: resolving reverses under RTL, and the physical edges of an axis.
extension FlexDirection {
  var isRow: Bool { self == .row || self == .rowReverse }

  var isColumn: Bool { self == .column || self == .columnReverse }

  var isReverse: Bool { self == .rowReverse || self == .columnReverse }

  /// The axis as seen in `direction`: RTL swaps row and row-reverse.
  func resolved(_ direction: LayoutDirection) -> FlexDirection {
    guard direction == .rtl else { return self }
    switch self {
    case .row: return .rowReverse
    case .rowReverse: return .row
    default: return self
    }
  }

  /// The cross axis of a main axis.
  func crossAxis(_ direction: LayoutDirection) -> FlexDirection {
    isColumn ? FlexDirection.row.resolved(direction) : .column
  }

  var flexStartEdge: PhysicalEdge {
    switch self {
    case .column: return .top
    case .columnReverse: return .bottom
    case .row: return .left
    case .rowReverse: return .right
    }
  }

  var flexEndEdge: PhysicalEdge {
    switch self {
    case .column: return .bottom
    case .columnReverse: return .top
    case .row: return .right
    case .rowReverse: return .left
    }
  }

  func inlineStartEdge(_ direction: LayoutDirection) -> PhysicalEdge {
    isRow ? (direction == .rtl ? .right : .left) : .top
  }

  func inlineEndEdge(_ direction: LayoutDirection) -> PhysicalEdge {
    isRow ? (direction == .rtl ? .left : .right) : .bottom
  }
}
