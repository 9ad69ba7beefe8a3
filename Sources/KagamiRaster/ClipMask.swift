import KagamiImage

/// The coverage of a non-rectangular clip over its bounding pixels (outside them nothing is drawn).
struct ClipMask {
  /// The pixels the mask covers.
  let rect: PixelRect
  /// `rect.width * rect.height` coverage values, row-major.
  var coverage: [UInt8]

  /// A mask of `rect` filled with `value`.
  init(rect: PixelRect, value: UInt8) {
    self.rect = rect
    coverage = [UInt8](repeating: value, count: max(0, rect.width * rect.height))
  }

  /// The coverage at device pixel (x, y), which must lie inside `rect`.
  @inline(__always)
  func value(x: Int, y: Int) -> Int {
    Int(coverage[(y - rect.y) * rect.width + (x - rect.x)])
  }

  /// Calls `body` with the `count` coverage values of row `y` starting at device column `x`
  /// (all inside `rect`).
  @inline(__always)
  func withRow<Result>(_ y: Int, from x: Int, count: Int, _ body: (UnsafePointer<UInt8>) -> Result) -> Result {
    precondition(y >= rect.y && y < rect.maxY && x >= rect.x && x + count <= rect.maxX, "row outside the clip mask")
    return coverage.withUnsafeBufferPointer { values in
      body(values.baseAddress! + (y - rect.y) * rect.width + (x - rect.x))
    }
  }
}
