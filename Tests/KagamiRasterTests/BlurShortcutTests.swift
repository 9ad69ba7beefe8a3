import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// The blur's shortcuts (runs of equal rows kept once, constant columns left out, the memo) against a
/// plain separable convolution written here: every byte must be the same.
@Suite struct BlurShortcutTests {
  /// `plane` convolved with the three-box kernel (`EffectTests.kernel`) along x then y, exactly,
  /// divided by the kernel's weight once, rounded half up, on the plane grown by the reach.
  static func reference(_ plane: [UInt8], width: Int, height: Int, deviation: Double) -> [UInt8] {
    let kernel = EffectTests.kernel(deviation).sorted { $0.key < $1.key }
    let reach = kernel.map { abs($0.key) }.max() ?? 0
    let (outWidth, outHeight) = (width + 2 * reach, height + 2 * reach)
    var rows = [Int64](repeating: 0, count: outWidth * height)
    for y in 0..<height {
      for x in 0..<outWidth {
        var sum: Int64 = 0
        for (offset, weight) in kernel {
          let source = x - reach + offset
          if source >= 0 && source < width { sum += Int64(plane[y * width + source]) * weight }
        }
        rows[y * outWidth + x] = sum
      }
    }
    let total = kernel.reduce(Int64(0)) { $0 + $1.value }
    let weight = total * total
    var result = [UInt8](repeating: 0, count: outWidth * outHeight)
    for y in 0..<outHeight {
      for x in 0..<outWidth {
        var sum: Int64 = 0
        for (offset, kernelWeight) in kernel {
          let source = y - reach + offset
          if source >= 0 && source < height { sum += rows[source * outWidth + x] * kernelWeight }
        }
        result[y * outWidth + x] = UInt8((sum + weight / 2) / weight)
      }
    }
    return result
  }

  /// A card-like alpha plane: a rounded rectangle of coverage; `noisy`, with a random row and a row
  /// half random.
  static func card(width: Int, height: Int, radius: Int, seed: UInt64, noisy: Bool = true) -> [UInt8] {
    var generator = EffectTests.Generator(state: seed)
    var plane = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let dx = max(radius - x, x - (width - 1 - radius), 0)
        let dy = max(radius - y, y - (height - 1 - radius), 0)
        let outside = dx * dx + dy * dy - radius * radius
        plane[y * width + x] = outside <= 0 ? 255 : outside < 2 * radius ? UInt8(255 - outside * 255 / (2 * radius)) : 0
      }
    }
    guard noisy else { return plane }
    for x in 0..<(width / 4) { plane[(height / 2) * width + x] = generator.next() }
    for x in 0..<width { plane[(height / 3) * width + x] = generator.next() }
    return plane
  }

  @Test(arguments: [1.0, 2.5, 4.0, 6.0, 9.0])
  func aCardPlaneBlursExactlyWithItsRunsKeptOnce(deviation: Double) throws {
    let (width, height) = (90, 150)
    let blur = GaussianBlur(deviation: deviation)
    for noisy in [false, true] {
      let plane = Self.card(width: width, height: height, radius: 9, seed: UInt64(deviation * 10), noisy: noisy)
      let compact = plane.withUnsafeBufferPointer {
        blur.rows(of: $0, width: width, height: height, scratch: BlurScratch())
      }
      let expected = Self.reference(plane, width: width, height: height, deviation: deviation)
      #expect(compact.values == expected, "σ \(deviation), noisy \(noisy)")
      #expect(blur.apply(plane, width: width, height: height).values == expected)
      // The shortcuts took: the straight sides' rows are stored once; the top and bottom edges'
      // columns are left out unless a random row breaks them.
      #expect(compact.storage.count / compact.storedWidth < compact.height)
      #expect((compact.gapLength > 0) == (!noisy && 90 - 2 * 9 > 2 * blur.reach + 2))
    }
  }

  @Test(arguments: [2.0, 5.0, 8.0])
  func constantColumnsAreLeftOutAndRestored(deviation: Double) throws {
    // Every row constant over columns 20..<100 (values differ between rows): a gap must be used.
    let (width, height) = (120, 40)
    var generator = EffectTests.Generator(state: 7)
    var plane = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let middle = generator.next()
      for x in 0..<width { plane[y * width + x] = x >= 20 && x < 100 ? middle : generator.next() }
      if y % 5 == 4 { for x in 0..<width { plane[y * width + x] = plane[(y - 1) * width + x] } }
    }
    let blur = GaussianBlur(deviation: deviation)
    let compact = plane.withUnsafeBufferPointer {
      blur.rows(of: $0, width: width, height: height, scratch: BlurScratch())
    }
    #expect(compact.gapLength == 80 - (2 * blur.reach + 2))
    #expect(compact.gapStart == 20 + 2 * blur.reach + 2)
    #expect(compact.values == Self.reference(plane, width: width, height: height, deviation: deviation))
  }

  @Test func zeroAndRepeatedRowsAndTinyPlanesBlurExactly() throws {
    var generator = EffectTests.Generator(state: 11)
    for (width, height) in [(1, 1), (3, 17), (17, 3), (40, 40)] {
      var plane = [UInt8](repeating: 0, count: width * height)
      for y in 0..<height where y % 3 != 0 {
        for x in 0..<width { plane[y * width + x] = y % 3 == 2 ? plane[(y - 1) * width + x] : generator.next() }
      }
      for deviation in [0.6, 3.0, 7.0] {
        let result = GaussianBlur(deviation: deviation).apply(plane, width: width, height: height).values
        #expect(
          result == Self.reference(plane, width: width, height: height, deviation: deviation),
          "\(width)x\(height) σ \(deviation)")
      }
    }
  }

  @Test func theMemoReturnsTheSameBlurForTheSamePlaneOnly() throws {
    let plane = Self.card(width: 50, height: 30, radius: 6, seed: 3)
    var other = plane
    other[700] ^= 1
    let memo = BlurMemo(capacity: 2)
    let scratch = BlurScratch()
    let blur = GaussianBlur(deviation: 3)
    let first = memo.blurred(plane, width: 50, height: 30, blur: blur, scratch: scratch)
    let changed = memo.blurred(other, width: 50, height: 30, blur: blur, scratch: scratch)
    let again = memo.blurred(plane, width: 50, height: 30, blur: blur, scratch: scratch)
    #expect(first.plane.values == Self.reference(plane, width: 50, height: 30, deviation: 3))
    #expect(changed.plane.values == Self.reference(other, width: 50, height: 30, deviation: 3))
    #expect(again.plane.values == first.plane.values)
    #expect(again.opaqueRuns.map(\.start) == Canvas.opaqueRuns(plane, width: 50, height: 30).map(\.start))
    // Another kernel is another blur.
    let wider = memo.blurred(plane, width: 50, height: 30, blur: GaussianBlur(deviation: 4), scratch: scratch)
    #expect(wider.plane.values == Self.reference(plane, width: 50, height: 30, deviation: 4))
  }

  @Test func theQuotientWithoutADivisionIsExactAtEveryRoundingEdge() {
    var generator = EffectTests.Generator(state: 17)
    // Weights of every kernel size (the product of the box sizes, squared), up to the largest.
    let weights = (2...482).map { size -> Int64 in
      let boxes: [Int64] =
        size % 2 == 1 ? [Int64(size), Int64(size), Int64(size)] : [Int64(size), Int64(size), Int64(size + 1)]
      let axis = boxes.reduce(1, *)
      return axis * axis
    }
    var checked = 0
    for weight in weights {
      let reciprocal = 1 / Double(weight)
      for _ in 0..<8 {
        // Sums near where the rounded quotient steps: k·weight − ⌊weight/2⌋, and the ends.
        let k = Int64(generator.next())
        for sum in [k * weight - weight / 2 - 1, k * weight - weight / 2, k * weight - weight / 2 + 1, 0, 255 * weight]
        where sum >= 0 && sum <= 255 * weight {
          let expected = (sum + weight / 2) / weight
          #expect(
            GaussianBlur.roundedQuotient(sum, weight: weight, reciprocal: reciprocal) == expected, "\(sum) / \(weight)")
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
  }
}
