import KagamiLayout

/// How views share a stack's room where SwiftUI's spelling would lay them out differently in Kagami
/// (whose stacks are flexbox: a view keeps its ideal size unless it grows or shrinks).
extension View {
  /// Takes an equal share of its stack's length with its siblings that do the same, whatever its
  /// content (flex grow 1, shrink 1, basis 0). An iOS build would write `.frame(maxWidth: .infinity)`:
  /// SwiftUI's stacks share out room equally among equally flexible views.
  public func equalShareOfStack() -> ModifiedView<Self> { flex(grow: 1, shrink: 1, basis: .points(0)) }

  /// Takes `weight` shares of its stack's length (flex grow `weight`, shrink 1, basis 0): a bar's
  /// filled part. An iOS build would size it from a `GeometryReader`'s width times its fraction.
  public func proportionalShareOfStack(_ weight: Double) -> ModifiedView<Self> {
    flex(grow: weight, shrink: 1, basis: .points(0))
  }

  /// Takes the room its stack has left (shared with a `Spacer`) and gives way when there is none
  /// (flex grow 1, shrink 1). An iOS build would write `.frame(maxWidth: .infinity, alignment: .leading)`.
  public func fillsStackRemainder() -> ModifiedView<Self> { flex(grow: 1, shrink: 1) }

  /// Keeps its ideal height in a vertical stack that has more room (flex grow 0), although a divider
  /// inside could stretch it. An iOS build would write `.fixedSize(horizontal: false, vertical: true)`.
  public func keepsIdealHeight() -> ModifiedView<Self> { flex(grow: 0) }
}
