import KagamiFlex

/// What makes a node a `Spacer` for the stack that holds it, kept by the wrappers its modifiers add:
/// it grows along the stack's main axis from `minLength` and never shrinks below it, as SwiftUI's
/// spacer does, unless a fixed `frame(width:)` (`frame(height:)`) sets its length on that axis.
///
/// The stack's axis is known only when the stack arranges its children (`ViewNode.arrange`), so the
/// spacer's flex factors are set there: in a `VStack`, `Spacer().frame(height: 6)` is 6 points high
/// and `Spacer(minLength: 20)` in a full `HStack` stays 20 points wide.
struct StackSpacer {
  /// SwiftUI's standard spacing between two views, a `Spacer()`'s minimum between views (points).
  static let spacingBetweenViews = 8.0

  /// The shortest the spacer is along its stack's axis (points); nil: the standard spacing between
  /// views, 0 at the stack's edge (`resolvedMinLength`).
  var minLength: Double?
  /// Whether the spacer grows in a horizontal stack (no fixed width was set).
  var growsHorizontally = true
  /// Whether the spacer grows in a vertical stack (no fixed height was set).
  var growsVertically = true

  /// The shortest the spacer is, `isBetweenViews` saying whether views of its stack (not spacers)
  /// stand before and after it: SwiftUI's `Spacer()` keeps the standard spacing between views and
  /// none at the stack's edge.
  func resolvedMinLength(isBetweenViews: Bool) -> Double {
    minLength ?? (isBetweenViews ? Self.spacingBetweenViews : 0)
  }

  /// Whether the spacer grows in a stack along a row (`isRow`) or a column.
  func grows(alongRow isRow: Bool) -> Bool { isRow ? growsHorizontally : growsVertically }

  /// Takes a default-spacing stack's `gap` out from beside every spacer of `children`, as SwiftUI puts
  /// no spacing next to a `Spacer` in a stack whose spacing is not given (`HStack { a; Spacer(); b }`
  /// squeezed leaves the spacer's 8 points between `a` and `b`, not 8 + 8 + 8). A stack with an
  /// explicit spacing keeps it everywhere. The flex gap is uniform, so the spacer's margin on that
  /// side (end in a row, bottom in a column) is `-gap`; a pair of spacers gives back one gap.
  static func removeSpacing(_ gap: Double, besideSpacersIn children: inout [ViewNode], isRow: Bool) {
    guard gap != 0, children.count > 1 else { return }
    let before: FlexEdge = isRow ? .end : .bottom
    let after: FlexEdge = isRow ? .start : .top
    for index in children.indices.dropLast() {
      if children[index].stackSpacer != nil {
        children[index].style.margin[before] = .points(-gap)
      } else if children[index + 1].stackSpacer != nil {
        children[index + 1].style.margin[after] = .points(-gap)
      }
    }
  }
}
