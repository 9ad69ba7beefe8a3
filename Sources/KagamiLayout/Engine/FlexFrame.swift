/// A laid-out box in points: `x` and `y` relative to the parent's border box, edges on the pixel grid.
public struct FlexFrame: Hashable, Sendable, CustomStringConvertible {
  /// Left edge relative to the parent.
  public var x: Double
  /// Top edge relative to the parent.
  public var y: Double
  /// Width (right edge minus left edge after rounding).
  public var width: Double
  /// Height (bottom edge minus top edge after rounding).
  public var height: Double

  /// A frame.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty frame at the origin.
  public static let zero = FlexFrame(x: 0, y: 0, width: 0, height: 0)

  /// `x,y widthxheight` with shortest decimal forms (stable across machines).
  public var description: String {
    "\(FlexFrame.format(x)),\(FlexFrame.format(y)) \(FlexFrame.format(width))x\(FlexFrame.format(height))"
  }

  /// A number without a trailing `.0` (Swift's shortest round-trip form otherwise).
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
