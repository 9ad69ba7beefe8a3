/// Converts font design units to 26.6 device pixels at one pixel size, rounding to nearest
/// (halves up) with integer arithmetic only.
struct DesignScale {
  /// Pixels per em in 1/64 px.
  var pixelSize64: Int
  /// The font's design units per em.
  var unitsPerEm: Int

  /// `units` in 1/64 px.
  func apply(_ units: Int) -> Int {
    let numerator = 2 * units * pixelSize64 + unitsPerEm
    let denominator = 2 * unitsPerEm
    return numerator >= 0 ? numerator / denominator : -((-numerator + denominator - 1) / denominator)
  }
}
