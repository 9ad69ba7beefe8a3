/// A Gaussian blur of an 8-bit plane approximated by three successive box blurs per axis, as the
/// W3C Filter Effects spec defines `feGaussianBlur` (and browsers draw CSS shadows): for a standard
/// deviation `s` pixels, `d = ⌊s · 3√(2π)/4 + 0.5⌋`; an odd `d` gives three centred boxes of `d`
/// pixels, an even `d` two boxes of `d` (one shifted half a pixel left, one right) and a centred box of
/// `d + 1`.
///
/// The sums are exact integers (no rounding between the passes or between the axes); each output is
/// the full convolution divided by the kernel's weight, rounded half up, once. The result is the
/// same bytes on every machine.
public struct GaussianBlur: Sendable {
  /// The box sizes along an axis, as offsets: each box covers `lower...upper` around the pixel.
  let boxes: [(lower: Int, upper: Int)]
  /// How far the blur reaches beyond a pixel, on each side.
  public let reach: Int

  /// The largest standard deviation accepted, in pixels (a larger one is clamped): bounds the work
  /// and the sums (255 · d⁶ stays far inside 64 bits).
  public static let maximumDeviation = 256.0

  /// A blur of standard deviation `deviation` pixels (0, negative or NaN: no blur).
  public init(deviation: Double) {
    let clamped = deviation.isNaN ? 0 : min(max(deviation, 0), Self.maximumDeviation)
    let size = Int((clamped * 1.879_971_205_971_8 + 0.5).rounded(.down))
    if size <= 1 {
      boxes = []
    } else if size % 2 == 1 {
      let half = size / 2
      boxes = Array(repeating: (-half, half), count: 3)
    } else {
      let half = size / 2
      boxes = [(-half, half - 1), (-half + 1, half), (-half, half)]
    }
    reach = max(-boxes.reduce(0) { $0 + $1.lower }, boxes.reduce(0) { $0 + $1.upper })
  }

  /// The kernel's total weight along one axis (the product of the box sizes).
  var axisWeight: Int64 { boxes.reduce(1) { $0 * Int64($1.upper - $1.lower + 1) } }

  /// `plane` (`width × height` values, row-major) blurred, on a plane grown by `reach` on every side:
  /// `(width + 2·reach) × (height + 2·reach)` values.
  ///
  /// Horizontal passes run along each row (a row equal to the one before reuses its sums: shapes'
  /// straight sides give runs of equal rows); vertical passes run on whole rows at a time (sliding
  /// sums of row vectors, contiguous in memory).
  public func apply(_ plane: [UInt8], width: Int, height: Int) -> (values: [UInt8], width: Int, height: Int) {
    guard !boxes.isEmpty else { return (plane, width, height) }
    let outWidth = width + 2 * reach
    let outHeight = height + 2 * reach
    let count = outWidth * outHeight
    // Rows of horizontal sums, already placed `reach` rows down in the grown plane.
    let sums = UnsafeMutablePointer<Int64>.allocate(capacity: count)
    let other = UnsafeMutablePointer<Int64>.allocate(capacity: count)
    let scratch = UnsafeMutablePointer<Int64>.allocate(capacity: outWidth + 1)
    defer {
      sums.deallocate()
      other.deallocate()
      scratch.deallocate()
    }
    sums.update(repeating: 0, count: count)
    // Rows known to equal the row above them (true runs of equal rows): their sums are copied, and
    // sliding windows whose entering and leaving rows are equal leave the sum unchanged.
    var sameAsAbove = [Bool](repeating: false, count: outHeight)
    plane.withUnsafeBufferPointer { source in
      for y in 0..<height {
        let row = sums + (y + reach) * outWidth
        if y > 0 && source[(y * width)..<((y + 1) * width)].elementsEqual(source[((y - 1) * width)..<(y * width)]) {
          row.update(from: row - outWidth, count: outWidth)
          sameAsAbove[y + reach] = true
          continue
        }
        for x in 0..<width { row[x + reach] = Int64(source[y * width + x]) }
        horizontalPasses(row, count: outWidth, scratch: scratch)
      }
    }
    for y in 1..<max(reach, 1) where y < outHeight { sameAsAbove[y] = true }
    for y in (reach + height + 1)..<max(outHeight, reach + height + 1) where y < outHeight { sameAsAbove[y] = true }
    // Run identifiers: rows in one run of equal rows share one.
    func runs(_ same: [Bool]) -> [Int] {
      var ids = [Int](repeating: 0, count: same.count)
      for y in 1..<max(same.count, 1) { ids[y] = same[y] ? ids[y - 1] : ids[y - 1] + 1 }
      return ids
    }
    // Vertical passes: out[y] = Σ in[y + k] for k in the box, with a running sum of rows. Sums stay
    // below 255 · d⁶ < 2⁶³ (d ≤ 482 for the largest deviation), so wrapping arithmetic never wraps and
    // lets the loops vectorize.
    var input = sums
    var output = other
    let accumulator = scratch
    for box in boxes {
      let run = runs(sameAsAbove)
      var outputSame = [Bool](repeating: false, count: outHeight)
      accumulator.update(repeating: 0, count: outWidth)
      // The window for y = 0 covers rows box.lower...box.upper (rows outside the plane are zero).
      for k in stride(from: max(box.lower, 0), through: min(box.upper, outHeight - 1), by: 1) {
        let row = input + k * outWidth
        for x in 0..<outWidth { accumulator[x] &+= row[x] }
      }
      var unchanged = false
      for y in 0..<outHeight {
        let target = output + y * outWidth
        if unchanged {
          target.update(from: target - outWidth, count: outWidth)
          outputSame[y] = true
        } else {
          target.update(from: accumulator, count: outWidth)
        }
        let entering = y + box.upper + 1
        let leaving = y + box.lower
        let enters = entering >= 0 && entering < outHeight
        let leaves = leaving >= 0 && leaving < outHeight
        // Rows outside the plane are absent (zero); the sum is unchanged when nothing enters or
        // leaves, or when the rows entering and leaving are equal.
        unchanged = (!enters && !leaves) || (enters && leaves && run[entering] == run[leaving])
        if unchanged { continue }
        if enters {
          let row = input + entering * outWidth
          for x in 0..<outWidth { accumulator[x] &+= row[x] }
        }
        if leaves {
          let row = input + leaving * outWidth
          for x in 0..<outWidth { accumulator[x] &-= row[x] }
        }
      }
      sameAsAbove = outputSame
      swap(&input, &output)
    }
    let weight = axisWeight * axisWeight
    var result = [UInt8](repeating: 0, count: count)
    result.withUnsafeMutableBufferPointer { result in
      let exactInDouble = 255 * weight + weight / 2 < 1 << 53
      let divisor = Double(weight)
      for y in 0..<outHeight {
        let start = y * outWidth
        if sameAsAbove[y] && y > 0 {
          for x in 0..<outWidth { result[start + x] = result[start - outWidth + x] }
          continue
        }
        if exactInDouble {
          // Exact through one IEEE division (see `GradientSampler.quotient`).
          for index in start..<(start + outWidth) {
            result[index] = UInt8(Double(input[index] + weight / 2) / divisor)
          }
        } else {
          for index in start..<(start + outWidth) { result[index] = UInt8((input[index] + weight / 2) / weight) }
        }
      }
    }
    return (result, outWidth, outHeight)
  }

  /// The three box sums along `line` (zero outside it), in place, through a prefix-sum `scratch`.
  private func horizontalPasses(_ line: UnsafeMutablePointer<Int64>, count: Int, scratch: UnsafeMutablePointer<Int64>) {
    for box in boxes {
      scratch[0] = 0
      for index in 0..<count { scratch[index + 1] = scratch[index] &+ line[index] }
      for index in 0..<count {
        let low = min(max(index + box.lower, 0), count)
        let high = min(max(index + box.upper + 1, 0), count)
        line[index] = scratch[high] &- scratch[low]
      }
    }
  }
}
