extension GaussianBlur {
  /// `plane` (`width × height` values, row-major) blurred onto a plane grown by `reach` on every
  /// side, compact (`BlurredPlane`).
  ///
  /// Columns where every row is constant (the top and bottom edges of a card) are blurred as a run
  /// of `2·reach + 2` columns: each output value depends on the `2·reach + 1` input columns around
  /// it, so the outputs that see only the run are one constant per row, and the others see exactly
  /// what they see in the full plane (the run's columns are equal). The run's other columns are
  /// left out of the passes and of the result (its gap).
  ///
  /// With a `memo`, the passes over a narrowed plane blurred before in this render are not run
  /// again (cards one pixel apart in width narrow to the same plane).
  func rows(
    of plane: UnsafeBufferPointer<UInt8>, width: Int, height: Int, scratch: BlurScratch, memo: BlurMemo? = nil
  ) -> BlurredPlane {
    precondition(width > 0 && height > 0 && plane.count >= width * height, "bad plane size \(width)x\(height)")
    guard !boxes.isEmpty else {
      return BlurredPlane(
        width: width, storage: Array(plane.prefix(width * height)), rowIndex: (0..<height).map { Int32($0) })
    }
    let source = plane.baseAddress!
    let kept = 2 * reach + 2
    guard let run = Self.constantColumns(source, width: width, height: height), run.count > kept else {
      let (storage, rowIndex) = passes(source, width: width, height: height, scratch: scratch)
      return BlurredPlane(width: width + 2 * reach, storage: storage, rowIndex: rowIndex)
    }
    let removed = run.count - kept
    let narrowWidth = width - removed
    let narrow = scratch.bytes(count: narrowWidth * height)
    for y in 0..<height {
      let (from, to) = (source + y * width, narrow + y * narrowWidth)
      to.update(from: from, count: run.lowerBound + kept)
      (to + run.lowerBound + kept).update(from: from + run.upperBound, count: width - run.upperBound)
    }
    let (storage, rowIndex) =
      memo?.passes(narrow, width: narrowWidth, height: height, blur: self, scratch: scratch)
      ?? passes(narrow, width: narrowWidth, height: height, scratch: scratch)
    return BlurredPlane(
      width: width + 2 * reach, gapStart: run.lowerBound + kept, gapLength: removed, storage: storage,
      rowIndex: rowIndex)
  }

  /// The columns where every row of the plane is constant: the intersection of each row's longest
  /// run of equal values (all-zero rows constrain nothing); nil when every row is zero.
  static func constantColumns(_ plane: UnsafePointer<UInt8>, width: Int, height: Int) -> Range<Int>? {
    var common: Range<Int>?
    for y in 0..<height {
      let row = plane + y * width
      if y > 0 && ByteRows.equal(row, row - width, count: width) { continue }
      if ByteRows.isZero(row, count: width) { continue }
      let best = ByteRows.longestRun(row, count: width)
      let merged = common.map { best.clamped(to: $0) } ?? best
      if merged.isEmpty { return 0..<0 }
      common = merged
    }
    return common
  }

  /// The blur of a plane as its distinct rows, `width + 2·reach` values each, and each output
  /// row's index among them (−1: zeros).
  ///
  /// The horizontal passes run once per distinct input row (a row equal to the one above shares its
  /// sums; an all-zero row has none). The vertical passes slide a window of rows and write a new row
  /// only when the rows entering and leaving the window differ, so runs of equal rows stay one row
  /// through every pass; each written row is the previous window's sum plus the entering row minus
  /// the leaving one, in one loop over contiguous 64-bit sums. Sums stay below 255 · d⁶ < 2⁶³
  /// (d ≤ 482 for the largest deviation), so wrapping arithmetic never wraps and lets the loops
  /// vectorize. Every value is the exact convolution, divided by the kernel's weight once.
  func passes(_ source: UnsafePointer<UInt8>, width: Int, height: Int, scratch: BlurScratch) -> (
    storage: [UInt8], rowIndex: [Int32]
  ) {
    let outWidth = width + 2 * reach
    let outHeight = height + 2 * reach
    var input = scratch.sums(0, count: outWidth * outHeight)
    var output = scratch.sums(1, count: outWidth * outHeight)
    let prefix = scratch.sums(2, count: outWidth + 1)
    let zeros = scratch.sums(3, count: outWidth)
    zeros.update(repeating: 0, count: outWidth)

    // Distinct input rows, summed horizontally, placed `reach` rows down in the grown plane.
    var ids = [Int32](repeating: -1, count: outHeight)
    var count = 0
    var previous: Int32 = -1
    for y in 0..<height {
      let row = source + y * width
      if y > 0 && ByteRows.equal(row, row - width, count: width) {
        ids[y + reach] = previous
        continue
      }
      if ByteRows.isZero(row, count: width) {
        previous = -1
      } else {
        let line = input + count * outWidth
        line.update(repeating: 0, count: reach)
        (line + reach + width).update(repeating: 0, count: reach)
        for x in 0..<width { line[reach + x] = Int64(row[x]) }
        horizontalPasses(line, count: outWidth, prefix: prefix)
        previous = Int32(count)
        count += 1
      }
      ids[y + reach] = previous
    }

    // Vertical passes: out[y] = Σ in[y + k] for k in the box (rows outside the plane are zero).
    for box in boxes {
      var next = [Int32](repeating: -1, count: outHeight)
      var written = 0
      // Rows with an index in the window; none: the window's sum is zero.
      var live = 0
      var last = zeros
      for k in stride(from: max(box.lower, 0), through: min(box.upper, outHeight - 1), by: 1) where ids[k] >= 0 {
        if live == 0 { output.update(repeating: 0, count: outWidth) }
        live += 1
        let row = input + Int(ids[k]) * outWidth
        for x in 0..<outWidth { output[x] &+= row[x] }
      }
      if live > 0 {
        next[0] = 0
        written = 1
        last = output
      }
      for y in 1..<outHeight {
        let entering = y + box.upper
        let leaving = y - 1 + box.lower
        let enteringID = entering < outHeight ? ids[entering] : -1
        let leavingID = leaving >= 0 ? ids[leaving] : -1
        if enteringID == leavingID {
          next[y] = next[y - 1]
          continue
        }
        live += (enteringID >= 0 ? 1 : 0) - (leavingID >= 0 ? 1 : 0)
        if live == 0 {
          last = zeros
          continue
        }
        let adding = enteringID >= 0 ? input + Int(enteringID) * outWidth : zeros
        let removing = leavingID >= 0 ? input + Int(leavingID) * outWidth : zeros
        let target = output + written * outWidth
        for x in 0..<outWidth { target[x] = last[x] &+ adding[x] &- removing[x] }
        next[y] = Int32(written)
        written += 1
        last = target
      }
      ids = next
      count = written
      swap(&input, &output)
    }
    return (divided(input, rows: count, width: outWidth), ids)
  }

  /// Each of `rows × width` sums divided by the kernel's weight, rounded half up
  /// (`roundedQuotient`).
  private func divided(_ sums: UnsafeMutablePointer<Int64>, rows: Int, width: Int) -> [UInt8] {
    let weight = axisWeight * axisWeight
    let reciprocal = 1 / Double(weight)
    return [UInt8](unsafeUninitializedCapacity: rows * width) { result, initialized in
      for index in 0..<(rows * width) {
        result[index] = UInt8(
          truncatingIfNeeded: Self.roundedQuotient(sums[index], weight: weight, reciprocal: reciprocal))
      }
      initialized = rows * width
    }
  }

  /// `⌊(sum + ⌊weight/2⌋) / weight⌋` for `0 ≤ sum ≤ 255 · weight`, `weight < 2⁵⁴`: the quotient
  /// through one multiplication by the weight's reciprocal, truncated, is off by at most one (its
  /// relative error is about 2⁻⁵², the quotient at most 256), then corrected exactly by the
  /// remainder. No division.
  @inline(__always)
  static func roundedQuotient(_ sum: Int64, weight: Int64, reciprocal: Double) -> Int64 {
    let numerator = sum &+ weight / 2
    var quotient = Int64(Double(numerator) * reciprocal)
    let remainder = numerator &- quotient &* weight
    if remainder >= weight {
      quotient &+= 1
    } else if remainder < 0 {
      quotient &-= 1
    }
    return quotient
  }

  /// The three box sums along `line` (zero outside it), in place, through a prefix-sum buffer:
  /// `line[i] = prefix[i + upper + 1] − prefix[i + lower]`, indices clamped to the line only near its ends.
  private func horizontalPasses(_ line: UnsafeMutablePointer<Int64>, count: Int, prefix: UnsafeMutablePointer<Int64>) {
    for box in boxes {
      prefix[0] = 0
      for index in 0..<count { prefix[index + 1] = prefix[index] &+ line[index] }
      let (lower, upper) = (box.lower, box.upper + 1)
      // Unclamped for index in -lower ..< count - upper.
      let first = min(-lower, count)
      let last = max(first, count - upper)
      for index in 0..<first { line[index] = prefix[min(index + upper, count)] &- prefix[max(index + lower, 0)] }
      for index in first..<last { line[index] = prefix[index + upper] &- prefix[index + lower] }
      for index in last..<count {
        line[index] = prefix[min(index + upper, count)] &- prefix[min(max(index + lower, 0), count)]
      }
    }
  }
}
