/// A length in a flex style: points, a percentage of the owner's size, `auto`, or undefined.
public enum FlexValue: Hashable, Sendable {
  /// No value: the property is unset.
  case undefined
  /// `auto`: the engine decides (a size from content, an auto margin, an auto inset).
  case auto
  /// A length in points.
  case points(Double)
  /// A percentage (0...100) of the owner's size along the relevant axis.
  case percent(Double)

  /// The value in points against `reference`, or NaN when it has no definite value.
  @_transparent func resolve(_ reference: Double) -> Double {
    switch self {
    case .points(let value): return value
    case .percent(let value): return value * reference * 0.01
    case .undefined, .auto: return .nan
    }
  }

  /// Whether the value is set (points, percent or auto).
  var isDefined: Bool { self != .undefined }

  /// Whether the value is `auto`.
  var isAuto: Bool { self == .auto }

  /// Whether the value is a percentage.
  var isPercent: Bool {
    if case .percent = self { return true }
    return false
  }

  /// Yoga's `inexactEquals` on two style values: same unit, numbers within 0.0001.
  @_transparent func inexactlyEquals(_ other: FlexValue) -> Bool {
    switch (self, other) {
    case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)): return FlexMath.inexactEquals(a, b)
    case (.undefined, .undefined), (.auto, .auto): return true
    default: return false
    }
  }

  /// The number carried by points or percent, if any.
  var number: Double? {
    switch self {
    case .points(let value), .percent(let value): return value
    case .undefined, .auto: return nil
    }
  }
}
