/// A run of one line in visual order: consecutive characters at one embedding level.
public struct BidiRun: Equatable, Sendable {
  /// The run's characters, in logical order (Unicode scalar offsets into the text).
  public var range: Range<Int>
  /// Its resolved embedding level (UAX #9): even runs read left to right, odd ones right to left.
  public var level: Int

  /// A run from its parts.
  public init(range: Range<Int>, level: Int) {
    self.range = range
    self.level = level
  }

  /// True when the run reads right to left (its characters are shown in reverse order).
  public var isRightToLeft: Bool { level & 1 == 1 }
}
