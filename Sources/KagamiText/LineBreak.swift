/// A line-break opportunity before the scalar at `index` (the text's end is `index == count`).
public struct LineBreak: Equatable, Sendable {
  /// Offset, in Unicode scalars, of the first scalar after the break.
  public var index: Int
  /// True for a hard break (after a newline or paragraph separator), false for an allowed one.
  public var isMandatory: Bool

  /// A break from its parts.
  public init(index: Int, isMandatory: Bool) {
    self.index = index
    self.isMandatory = isMandatory
  }
}
