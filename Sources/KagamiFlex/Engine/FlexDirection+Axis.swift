/// Axis helpers: resolving reverses under RTL, and the physical edges of an axis.
///
/// Switches rather than `==`: the engine asks these per node and axis, and at -Onone (adopting
/// packages' `swift test`) each `==` was a call through the derived equality. `@_transparent` rather
/// than `@inline(__always)`, which -Onone ignores: transparent bodies are inlined at -Onone into
/// callers in the same file and in other modules (the module's other files still call them).
extension FlexDirection {
  @_transparent var isRow: Bool {
    switch self {
    case .row, .rowReverse: return true
    case .column, .columnReverse: return false
    }
  }

  @_transparent var isColumn: Bool { !isRow }

  @_transparent var isReverse: Bool {
    switch self {
    case .rowReverse, .columnReverse: return true
    case .row, .column: return false
    }
  }

  /// The axis as seen in `direction`: RTL swaps row and row-reverse.
  @_transparent func resolved(_ direction: LayoutDirection) -> FlexDirection {
    guard direction.isRightToLeft else { return self }
    switch self {
    case .row: return .rowReverse
    case .rowReverse: return .row
    default: return self
    }
  }

  /// The cross axis of a main axis.
  @_transparent func crossAxis(_ direction: LayoutDirection) -> FlexDirection {
    isColumn ? FlexDirection.row.resolved(direction) : .column
  }

  @_transparent var flexStartEdge: PhysicalEdge {
    switch self {
    case .column: return .top
    case .columnReverse: return .bottom
    case .row: return .left
    case .rowReverse: return .right
    }
  }

  @_transparent var flexEndEdge: PhysicalEdge {
    switch self {
    case .column: return .bottom
    case .columnReverse: return .top
    case .row: return .right
    case .rowReverse: return .left
    }
  }

  @_transparent func inlineStartEdge(_ direction: LayoutDirection) -> PhysicalEdge {
    isRow ? (direction.isRightToLeft ? .right : .left) : .top
  }

  @_transparent func inlineEndEdge(_ direction: LayoutDirection) -> PhysicalEdge {
    isRow ? (direction.isRightToLeft ? .left : .right) : .bottom
  }
}

extension LayoutDirection {
  /// Whether this is `.rtl` (a pattern match: `==` is a call through the derived equality at -Onone).
  @_transparent var isRightToLeft: Bool {
    if case .rtl = self { return true }
    return false
  }
}
