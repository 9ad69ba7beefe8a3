/// An angle, as SwiftUI's `Angle`.
public struct Angle: Equatable, Hashable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// An angle in radians.
  public init(radians: Double) { self.radians = radians }

  /// An angle in degrees.
  public init(degrees: Double) { radians = degrees * Double.pi / 180 }

  /// An angle in radians.
  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

  /// An angle in degrees.
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

  /// The angle in degrees.
  public var degrees: Double { radians * 180 / Double.pi }

  /// Zero.
  public static let zero = Angle(radians: 0)
}
