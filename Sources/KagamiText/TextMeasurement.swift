/// What a text needs at a proposed width: its size in points and how it came out.
public struct TextMeasurement: Equatable, Sendable {
  /// Width in points (whole device pixels, rounded up).
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Number of lines.
  public var lineCount: Int
  /// Characters no font has.
  public var missing: [MissingCharacter]
  /// True when the line limit cut text off.
  public var isTruncated: Bool

  /// A measurement from its parts.
  public init(width: Double, height: Double, lineCount: Int, missing: [MissingCharacter], isTruncated: Bool) {
    self.width = width
    self.height = height
    self.lineCount = lineCount
    self.missing = missing
    self.isTruncated = isTruncated
  }
}
