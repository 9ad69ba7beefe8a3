import CRaster
import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// The loops written for debug builds give the same bytes as the plain computations they replace:
/// the lane arithmetic of the resampler's vertical pass, the release SIMD row against it, the word
/// fill, and painting through a clip mask's full runs against the per-pixel path.
@Suite struct DebugFastPathTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    /// A horizontally filtered pixel: four lanes of at most 255 × 256.
    mutating func lanes() -> UInt64 {
      (0..<4).reduce(UInt64(0)) { word, lane in word | (next() % 65_281) << (16 * UInt64(lane)) }
    }
  }

  @Test func laneInterpolationIsTheRoundedWeightedSum() {
    var random = Generator(state: 7)
    for weight in 0...256 {
      for _ in 0..<40 {
        let (top, bottom) = (random.lanes(), random.lanes())
        let packed = PixelLanes.interpolate(
          top, bottom, weightTop: UInt64(256 - weight), weightBottom: UInt64(weight))
        for lane in 0..<4 {
          let t = (top >> (16 * UInt64(lane))) & 0xFFFF
          let b = (bottom >> (16 * UInt64(lane))) & 0xFFFF
          let expected = (t * UInt64(256 - weight) + b * UInt64(weight) + 32_768) >> 16
          #expect(UInt64((packed >> (8 * UInt32(lane))) & 0xFF) == expected, "weight \(weight) lane \(lane)")
        }
      }
    }
  }

  @Test func straightAlphaRoundsEachChannel() {
    for alpha in UInt32(0)...255 {
      for value in stride(from: UInt32(0), through: alpha, by: 3) {
        let word = value | (alpha - value / 2) << 8 | (value / 3) << 16 | alpha << 24
        let straight = PixelLanes.straight(word)
        if alpha == 0 {
          #expect(straight == 0)
          continue
        }
        for shift in [UInt32(0), 8, 16] {
          let channel = (word >> shift) & 0xFF
          let expected = alpha == 255 ? channel : min(255, (channel * 255 + alpha / 2) / alpha)
          #expect((straight >> shift) & 0xFF == expected, "alpha \(alpha) channel \(channel)")
        }
        #expect(straight >> 24 == alpha)
      }
    }
  }

  /// The SIMD row that release builds use equals the word-at-a-time pixels of debug builds.
  @Test func simdRowMatchesLaneArithmetic() {
    var random = Generator(state: 42)
    for count in [1, 3, 4, 5, 17, 64] {
      for weight in [0, 1, 77, 128, 255] {
        // Premultiplied lanes: colour lanes no larger than the alpha lane, some opaque pixels.
        let rows = (0..<2).map { _ in
          (0..<count).map { _ -> UInt64 in
            let alpha = random.next() % 3 == 0 ? 65_280 : random.next() % 65_281
            return (0..<3).reduce(alpha << 48) { word, lane in word | (random.next() % (alpha + 1)) << (16 * lane) }
          }
        }
        var simd = [UInt32](repeating: 0, count: count)
        rows[0].withUnsafeBytes { top in
          rows[1].withUnsafeBytes { bottom in
            simd.withUnsafeMutableBufferPointer { output in
              ImageResampler.blendRow(
                top, bottom, count: count, weightTop: UInt16(256 - weight), weightBottom: UInt16(weight),
                into: output.baseAddress!)
            }
          }
        }
        let lanes = zip(rows[0], rows[1]).map { top, bottom in
          PixelLanes.straight(
            PixelLanes.interpolate(top, bottom, weightTop: UInt64(256 - weight), weightBottom: UInt64(weight)))
        }
        #expect(simd == lanes, "count \(count) weight \(weight)")
      }
    }
  }

  /// Two pixels per load, and the last one alone when the count is odd.
  @Test func opacityLooksAtEveryPixel() throws {
    for (width, height) in [(1, 1), (3, 1), (2, 2), (5, 3), (64, 9)] {
      let opaque = try Bitmap(width: width, height: height, fill: RGBAColor(red: 1, green: 2, blue: 3))
      #expect(opaque.isOpaque, "\(width)x\(height)")
      for index in [0, width * height / 2, width * height - 1] {
        var pixels = opaque.pixels
        pixels[index * 4 + 3] = 254
        #expect(try !Bitmap(width: width, height: height, pixels: pixels).isOpaque, "\(width)x\(height) pixel \(index)")
      }
    }
  }

  /// The horizontal pass of release builds (SIMD loads) gives the lanes debug builds compute.
  @Test func horizontalFilterMatchesTheSIMDRow() throws {
    var random = Generator(state: 5)
    let (width, height) = (37, 11)
    let pixels = (0..<(width * height * 4)).map { _ in UInt8(random.next() % 256) }
    for (targetWidth, start, end) in [(53, 0, 53), (20, 3, 17), (37, 0, 37), (90, 41, 89)] {
      let resampler = ImageResampler(
        try Bitmap(width: width, height: height, pixels: pixels), width: targetWidth, height: 7)
      let samples = BilinearSample.table(from: width, to: targetWidth)
      let source = PremultipliedImage(try Bitmap(width: width, height: height, pixels: pixels))
      for row in [0, 5, height - 1] {
        var entry = HorizontalRow(
          sourceRow: row, start: start, end: end, age: 0, values: Array(repeating: 0, count: end - start))
        resampler.horizontalRowSIMD(row, from: start, to: end, into: &entry)
        let expected = (start..<end).map { x -> UInt64 in
          let word = { (column: Int) -> UInt32 in
            source.channels[((row * width) + column) * 4..<((row * width) + column) * 4 + 4].reversed()
              .reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
          }
          let right = UInt64(samples[x].weight)
          return ImageResampler.rgbaLanes(word(samples[x].first)) * (256 - right)
            + ImageResampler.rgbaLanes(word(samples[x].second)) * right
        }
        #expect(entry.values == expected, "target \(targetWidth) columns \(start)..<\(end) row \(row)")
      }
    }
  }

  /// Text in release builds goes through `CoverageBlender` (four opaque pixels per step); debug
  /// builds through CRaster's `craster_blend_mask_row`. Both give the same row, with and without a
  /// clip mask.
  @Test func glyphRowsBlendTheSameInBothBuilds() {
    var random = Generator(state: 9)
    for color in [RGBAColor.black, RGBAColor(hex: 0x3366CC), RGBAColor(hex: 0x3366CC, alpha: 170)] {
      for withMask in [false, true] {
        let count = 67
        // Runs of empty and full coverage with edges between, as glyph masks have.
        let coverage = (0..<count).map { index -> UInt8 in
          switch random.next() % 4 {
          case 0: return 0
          case 1: return 255
          default: return index % 3 == 0 ? 0 : UInt8(random.next() % 256)
          }
        }
        let mask = (0..<count).map { _ in random.next() % 3 == 0 ? UInt8(random.next() % 256) : 255 }
        let destination = (0..<count).map { index -> UInt32 in
          let opaque = index % 11 != 5
          return UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF | (opaque ? 0xFF00_0000 : 0x7F00_0000)
        }
        var simd = destination
        var each = destination
        coverage.withUnsafeBufferPointer { values in
          mask.withUnsafeBufferPointer { maskValues in
            let maskPointer = withMask ? maskValues.baseAddress : nil
            simd.withUnsafeMutableBufferPointer {
              CoverageBlender(color.packed).blend(
                values.baseAddress!, into: $0.baseAddress!, from: 1, to: count, mask: maskPointer)
            }
            each.withUnsafeMutableBufferPointer {
              craster_blend_mask_row(values.baseAddress!, color.packed, $0.baseAddress!, 1, count, maskPointer)
            }
          }
        }
        #expect(simd == each, "\(color) mask \(withMask)")
        #expect(simd != destination)
      }
    }
  }

  /// Halving in word lanes equals the rounded average of each block, channel by channel.
  @Test func halvingAveragesEachBlockExactly() {
    var random = Generator(state: 11)
    let (width, height) = (13, 9)
    let channels = (0..<(width * height * 4)).map { _ in UInt8(random.next() % 256) }
    let image = PremultipliedImage(width: width, height: height, channels: channels)
    for (horizontally, vertically) in [(true, true), (true, false), (false, true)] {
      let halved = image.halved(horizontally: horizontally, vertically: vertically)
      let (stepX, stepY) = (horizontally ? 2 : 1, vertically ? 2 : 1)
      #expect(halved.width == width / stepX && halved.height == height / stepY)
      var expected: [UInt8] = []
      for y in 0..<halved.height {
        for x in 0..<halved.width {
          for channel in 0..<4 {
            var sum = 0
            for dy in 0..<stepY {
              for dx in 0..<stepX { sum += Int(channels[((y * stepY + dy) * width + x * stepX + dx) * 4 + channel]) }
            }
            let count = stepX * stepY
            expected.append(UInt8((sum + count / 2) / count))
          }
        }
      }
      #expect(halved.channels == expected, "horizontally \(horizontally) vertically \(vertically)")
    }
  }

  @Test func wordFillWritesExactlyTheRun() {
    for count in [0, 1, 15, 16, 17, 33, 100, 1_000, 12_345] {
      var words = [UInt32](repeating: 7, count: count + 2)
      words.withUnsafeMutableBufferPointer { WordFill.fill($0.baseAddress! + 1, count: count, with: 0xFF11_2233) }
      #expect(words.first == 7 && words.last == 7)
      #expect(words.dropFirst().dropLast().allSatisfy { $0 == 0xFF11_2233 }, "count \(count)")
    }
  }

  static let clips: [RasterShape] = [
    .roundedRectangle(Rect(x: 3.5, y: 2.25, width: 90, height: 70), CornerRadii(14)),
    .ellipse(Rect(x: 10, y: 5, width: 80, height: 66)),
    .roundedRectangle(Rect(x: 0, y: 0, width: 100, height: 80), CornerRadii(30)),
  ]

  /// Every noted full run holds 255 only, and a rounded clip notes runs on its inner rows (so the
  /// fast path is taken at all), nested clips included.
  @Test func fullRunsCoverOnlyFullCoverage() throws {
    for shape in Self.clips {
      var canvas = try Canvas(width: 100, height: 80, background: .white)
      var notedRows = 0
      try canvas.withClip(shape) { canvas in
        notedRows += try Self.checkRuns(of: canvas)
        try canvas.withClip(.ellipse(Rect(x: 20, y: 10, width: 60, height: 60))) { inner in
          _ = try Self.checkRuns(of: inner)
        }
        try canvas.withClip(.rectangle(Rect(x: 10, y: 10, width: 50, height: 40))) { cropped in
          _ = try Self.checkRuns(of: cropped)
        }
      }
      #expect(notedRows > 20, "\(shape)")
    }
  }

  static func checkRuns(of canvas: Canvas) throws -> Int {
    let mask = try #require(canvas.clipMask)
    var noted = 0
    for (row, run) in mask.fullRuns.enumerated() where run.end > run.start {
      noted += 1
      for x in Int(run.start)..<Int(run.end) {
        #expect(mask.value(x: x, y: mask.rect.y + row) == 255, "row \(row) column \(x)")
      }
    }
    return noted
  }

  /// Shapes and images painted through a clip with its full runs give the same bytes as with the
  /// runs forgotten (every pixel through the mask), for opaque and translucent colours.
  @Test func paintingThroughFullRunsMatchesThePerPixelPath() throws {
    var random = Generator(state: 3)
    let photo = try Bitmap(
      width: 37, height: 23, scale: 1,
      pixels: (0..<(37 * 23 * 4)).map { index in
        index % 4 == 3 ? (index % 7 == 0 ? 128 : 255) : UInt8(random.next() % 256)
      })
    // Opaque: rows are copied where the clip is full (and blended through the mask elsewhere).
    let opaquePhoto = try Bitmap(
      width: 29, height: 17, scale: 1,
      pixels: (0..<(29 * 17 * 4)).map { index in index % 4 == 3 ? 255 : UInt8(random.next() % 256) })
    for shape in Self.clips {
      for color in [
        RGBAColor(red: 200, green: 40, blue: 90, alpha: 255), RGBAColor(red: 10, green: 200, blue: 30, alpha: 140),
      ] {
        func paint(forgettingRuns: Bool) throws -> Bitmap {
          var canvas = try Canvas(
            width: 100, height: 80, background: RGBAColor(red: 240, green: 240, blue: 250, alpha: 255))
          try canvas.withClip(shape) { canvas in
            if forgettingRuns { canvas.clipMask?.forgetFullRuns() }
            try canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 100, height: 80)), color: color)
            try canvas.fill(.ellipse(Rect(x: 12.5, y: 8.25, width: 70, height: 50)), color: color)
            try canvas.drawImage(photo, in: Rect(x: 5, y: 10, width: 88, height: 50), contentMode: .fill)
            try canvas.drawImage(photo, in: Rect(x: 30, y: 30, width: 40, height: 40), contentMode: .fill, opacity: 170)
            try canvas.drawImage(opaquePhoto, in: Rect(x: 0, y: 20, width: 100, height: 45), contentMode: .fill)
          }
          return canvas.bitmap
        }
        #expect(try paint(forgettingRuns: false) == paint(forgettingRuns: true), "\(shape) \(color)")
      }
    }
  }
}
