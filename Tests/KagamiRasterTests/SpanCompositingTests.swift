import CFreeType
import CRaster
import KagamiFreeType
import KagamiImage
import Testing

@testable import KagamiRaster

/// CRaster's span loop against `Compositor`, pixel by pixel: the C code must give the bytes the
/// Swift arithmetic gives (the goldens and baselines check whole screens; this checks every case of
/// colour, coverage, clip value and destination alpha on random input).
@Suite("Span compositing in C (CRaster)")
struct SpanCompositingTests {
  /// A small deterministic generator (the same input on every run).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    mutating func byte() -> UInt8 {
      // Mostly the values with fast paths (0 and 255), then anything.
      switch next(4) {
      case 0: return 0
      case 1: return 255
      default: return UInt8(next(256))
      }
    }
  }

  @Test("KagamiFreeType's CoverageSpan has craster_span's layout")
  func spanLayout() {
    #expect(MemoryLayout<CoverageSpan>.stride == MemoryLayout<craster_span>.stride)
    #expect(MemoryLayout<CoverageSpan>.offset(of: \.x) == 0)
    #expect(MemoryLayout<CoverageSpan>.offset(of: \.y) == 4)
    #expect(MemoryLayout<CoverageSpan>.offset(of: \.length) == 8)
    #expect(MemoryLayout<CoverageSpan>.offset(of: \.coverage) == 12)
  }

  @Test("CFreeType's kagami_ft_span, which OutlineRasterizer's C callback fills, has CoverageSpan's layout")
  func freeTypeSpanLayout() {
    #expect(MemoryLayout<kagami_ft_span>.stride == MemoryLayout<CoverageSpan>.stride)
    #expect(MemoryLayout<kagami_ft_span>.alignment == MemoryLayout<CoverageSpan>.alignment)
    #expect(MemoryLayout<kagami_ft_span>.offset(of: \.x) == 0)
    #expect(MemoryLayout<kagami_ft_span>.offset(of: \.y) == 4)
    #expect(MemoryLayout<kagami_ft_span>.offset(of: \.length) == 8)
    #expect(MemoryLayout<kagami_ft_span>.offset(of: \.coverage) == 12)
  }

  @Test("random spans, colours and destinations, with and without a clip mask: Compositor's bytes", arguments: 0..<8)
  func matchesCompositor(seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 0x5EED)
    let (width, height) = (40, 24)
    let destination = (0..<(width * height)).map { _ in
      UInt32(random.byte()) | UInt32(random.byte()) << 8 | UInt32(random.byte()) << 16 | UInt32(random.byte()) << 24
    }
    let word =
      UInt32(random.byte()) | UInt32(random.byte()) << 8 | UInt32(random.byte()) << 16
      | UInt32(random.byte()) << 24
    // The mask covers [4, 36) × [2, 22); each row has a full run of 255s that the runs list names.
    let (maskX, maskY, maskWidth, maskHeight) = (4, 2, 32, 20)
    var coverage = (0..<(maskWidth * maskHeight)).map { _ in random.byte() }
    var runs: [craster_run] = []
    for row in 0..<maskHeight {
      let start = random.next(maskWidth)
      let end = start + random.next(maskWidth - start + 1)
      for column in start..<end { coverage[row * maskWidth + column] = 255 }
      runs.append(craster_run(start: Int32(maskX + start), end: Int32(maskX + end)))
    }
    var spans: [CoverageSpan] = []
    for _ in 0..<60 {
      let y = maskY + random.next(maskHeight)
      let x = maskX + random.next(maskWidth)
      let length = 1 + random.next(maskX + maskWidth - x)
      spans.append(CoverageSpan(x: Int32(x), y: Int32(y), length: Int32(length), coverage: random.byte()))
    }
    for clipped in [false, true] {
      var expected = destination
      for span in spans {
        for x in Int(span.x)..<Int(span.x + span.length) {
          let index = Int(span.y) * width + x
          let clip = clipped ? Int(coverage[(Int(span.y) - maskY) * maskWidth + x - maskX]) : 255
          expected[index] = Compositor.blend(
            word, coverage: Compositor.multiply(Int(span.coverage), clip), over: expected[index])
        }
      }
      var actual = destination
      let outside = actual.withUnsafeMutableBufferPointer { pixels in
        spans.withUnsafeBytes { raw in
          let list = raw.bindMemory(to: craster_span.self)
          guard clipped else {
            return craster_composite_spans(pixels.baseAddress, width, list.baseAddress, list.count, word, nil)
          }
          return coverage.withUnsafeBufferPointer { values in
            runs.withUnsafeBufferPointer { runList in
              var mask = craster_mask(
                coverage: values.baseAddress, runs: runList.baseAddress, x: Int32(maskX), y: Int32(maskY),
                width: Int32(maskWidth), max_x: Int32(maskX + maskWidth), max_y: Int32(maskY + maskHeight))
              return craster_composite_spans(pixels.baseAddress, width, list.baseAddress, list.count, word, &mask)
            }
          }
        }
      }
      #expect(outside == -1)
      #expect(actual == expected, "seed \(seed), clipped \(clipped), word \(String(word, radix: 16))")
    }
  }

  @Test(
    "spans over runs of repeated destinations (a translucent run reuses the last blend): Compositor's bytes",
    arguments: 0..<6)
  func repeatedDestinationsMatchCompositor(seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 0xC0FFEE)
    let (width, height) = (61, 9)
    let palette: [UInt32] = [0xFFF2_F2F7, 0xFFFF_FFFF, 0x7F20_4060, 0xFF11_2233, 0x0000_0000]
    var destination: [UInt32] = []
    while destination.count < width * height {
      let color = palette[random.next(palette.count)]
      destination += Array(repeating: color, count: 1 + random.next(14))
    }
    destination = Array(destination.prefix(width * height))
    for word in [0x2E00_0000, 0xA0CC_6633, 0x00FF_FFFF] as [UInt32] {
      var spans: [CoverageSpan] = []
      for row in 0..<height {
        let x = random.next(5)
        spans.append(
          CoverageSpan(x: Int32(x), y: Int32(row), length: Int32(width - x - random.next(3)), coverage: random.byte()))
      }
      var expected = destination
      for span in spans {
        for x in Int(span.x)..<Int(span.x + span.length) {
          let index = Int(span.y) * width + x
          expected[index] = Compositor.blend(word, coverage: Int(span.coverage), over: expected[index])
        }
      }
      var actual = destination
      let outside = actual.withUnsafeMutableBufferPointer { pixels in
        spans.withUnsafeBytes { raw in
          let list = raw.bindMemory(to: craster_span.self)
          return craster_composite_spans(pixels.baseAddress, width, list.baseAddress, list.count, word, nil)
        }
      }
      #expect(outside == -1)
      #expect(actual == expected, "seed \(seed), word \(String(word, radix: 16))")
    }
  }

  @Test("a span outside the mask is reported by index and nothing from it on is drawn")
  func spanOutsideTheMask() {
    var pixels = [UInt32](repeating: 0xFF00_0000, count: 16)
    let coverage = [UInt8](repeating: 255, count: 4)
    let runs = [craster_run(start: 0, end: 4)]
    let spans = [
      CoverageSpan(x: 0, y: 0, length: 2, coverage: 255), CoverageSpan(x: 2, y: 0, length: 3, coverage: 255),
    ]
    let outside = pixels.withUnsafeMutableBufferPointer { buffer in
      spans.withUnsafeBytes { raw in
        coverage.withUnsafeBufferPointer { values in
          runs.withUnsafeBufferPointer { runList in
            var mask = craster_mask(
              coverage: values.baseAddress, runs: runList.baseAddress, x: 0, y: 0, width: 4, max_x: 4, max_y: 1)
            let list = raw.bindMemory(to: craster_span.self)
            return craster_composite_spans(buffer.baseAddress, 4, list.baseAddress, list.count, 0xFFFF_FFFF, &mask)
          }
        }
      }
    }
    #expect(outside == 1)
    #expect(pixels[0..<4] == [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFF00_0000, 0xFF00_0000])
  }

  @Test("clip masks from random spans, alone and inside another mask: the per-pixel rule, full runs", arguments: 0..<6)
  func clipMaskFromSpans(seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 0xC11B)
    let rect = PixelRect(x: 3, y: 5, width: 30, height: 12)
    var outer = ClipMask(rect: rect, value: 0)
    outer.coverage = (0..<outer.coverage.count).map { _ in random.next(3) == 0 ? 255 : random.byte() }
    var spans: [CoverageSpan] = []
    for _ in 0..<80 {
      let y = rect.y + random.next(rect.height)
      let x = rect.x + random.next(rect.width)
      let length = 1 + random.next(rect.maxX - x)
      let coverage = random.next(2) == 0 ? 255 : random.byte()
      spans.append(CoverageSpan(x: Int32(x), y: Int32(y), length: Int32(length), coverage: coverage))
    }
    for inside in [false, true] {
      var expected = [UInt8](repeating: 0, count: rect.width * rect.height)
      var longest = [Range<Int>](repeating: 0..<0, count: rect.height)
      for span in spans {
        let (x, y, end) = (Int(span.x), Int(span.y), Int(span.x + span.length))
        for column in x..<end {
          let index = (y - rect.y) * rect.width + column - rect.x
          let parent = Int(outer.coverage[index])
          expected[index] =
            !inside || parent == 255 ? span.coverage : UInt8(Compositor.multiply(Int(span.coverage), parent))
        }
        if !inside, span.coverage == 255, end - x > longest[y - rect.y].count { longest[y - rect.y] = x..<end }
      }
      let mask = ClipMask(rect: rect, spans: spans, inside: inside ? outer : nil)
      #expect(mask.coverage == expected, "seed \(seed), inside \(inside)")
      for row in 0..<rect.height {
        let y = rect.y + row
        let noted = mask.fullPart(y: y, start: rect.x, end: rect.maxX)
        #expect(noted.isEmpty ? longest[row].isEmpty : noted == longest[row], "seed \(seed) row \(row)")
      }
    }
  }
}
