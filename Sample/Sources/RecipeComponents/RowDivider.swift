import SwiftUI

/// A hairline between rows of a card-like list, inset from the leading edge (usually to the rows'
/// text), on the rows' surface so the inset does not show the screen behind.
public struct RowDivider: View {
  let inset: Double

  /// A divider inset `inset` points from the leading edge.
  public init(inset: Double = Theme.margin) { self.inset = inset }

  /// The divider.
  public var body: some View {
    Divider().padding(.leading, inset).background(Theme.surface)
  }
}
