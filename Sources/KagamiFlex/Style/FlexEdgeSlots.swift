/// The nine slots of a `FlexEdges` (kept in its box).
struct FlexEdgeSlots: Hashable, Sendable {
  var left = FlexValue.undefined
  var top = FlexValue.undefined
  var right = FlexValue.undefined
  var bottom = FlexValue.undefined
  var start = FlexValue.undefined
  var end = FlexValue.undefined
  var horizontal = FlexValue.undefined
  var vertical = FlexValue.undefined
  var all = FlexValue.undefined

  /// The value stored for one edge slot.
  subscript(edge: FlexEdge) -> FlexValue {
    get {
      switch edge {
      case .left: return left
      case .top: return top
      case .right: return right
      case .bottom: return bottom
      case .start: return start
      case .end: return end
      case .horizontal: return horizontal
      case .vertical: return vertical
      case .all: return all
      }
    }
    set {
      switch edge {
      case .left: left = newValue
      case .top: top = newValue
      case .right: right = newValue
      case .bottom: bottom = newValue
      case .start: start = newValue
      case .end: end = newValue
      case .horizontal: horizontal = newValue
      case .vertical: vertical = newValue
      case .all: all = newValue
      }
    }
  }

  /// The value that applies to a physical edge in `direction`.
  @_transparent func value(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
    switch edge {
    case .left:
      if direction == .ltr && start.isDefined { return start }
      if direction == .rtl && end.isDefined { return end }
      if left.isDefined { return left }
      return horizontal.isDefined ? horizontal : all
    case .right:
      if direction == .ltr && end.isDefined { return end }
      if direction == .rtl && start.isDefined { return start }
      if right.isDefined { return right }
      return horizontal.isDefined ? horizontal : all
    case .top:
      if top.isDefined { return top }
      return vertical.isDefined ? vertical : all
    case .bottom:
      if bottom.isDefined { return bottom }
      return vertical.isDefined ? vertical : all
    }
  }

  /// Whether any slot that can affect the left or right edge is set.
  var horizontalDefined: Bool {
    left.isDefined || right.isDefined || all.isDefined || horizontal.isDefined || start.isDefined || end.isDefined
  }

  /// Whether any slot that can affect the top or bottom edge is set.
  var verticalDefined: Bool { top.isDefined || bottom.isDefined || all.isDefined || vertical.isDefined }
}
