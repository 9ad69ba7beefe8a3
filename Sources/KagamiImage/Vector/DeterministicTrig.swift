/// Sine, cosine and arctangent from IEEE basic operations only (no libm), so that every machine gets
/// the same bits: the pixel path never calls a transcendental function (Docs/architecture.md).
public enum DeterministicTrig {
  /// The sine and cosine of `radians`.
  public static func sinCos(_ radians: Double) -> (sin: Double, cos: Double) {
    fatalError("DeterministicTrig.sinCos is not written yet")
  }

  /// The angle of (x, y) from the positive x axis, in (−π, π], as libm's `atan2(y, x)`.
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    fatalError("DeterministicTrig.atan2 is not written yet")
  }
}
