import CRaster
import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// Glyph masks in release builds blend through `BlendTableMemo`'s tables wherever the backdrop
/// shows: each table holds exactly `CoverageBlender.blended`, is built only for a pair asked for
/// twice, and a row blended through one equals CRaster's per-pixel row.
@Suite struct BlendTableMemoTests {
  static let white: UInt32 = 0xFFFF_FFFF
  static let translucentBlue: UInt32 = 0xAACC_6633

  @Test func tablesHoldTheExactBlends() throws {
    let memo = BlendTableMemo()
    for source in [0xFF00_0000, Self.translucentBlue, 0x0012_3456] as [UInt32] {
      for backdrop in [Self.white, 0xFF1C_1C1E] as [UInt32] {
        #expect(memo.table(source: source, backdrop: backdrop) == nil, "first sighting builds nothing")
        let table = try #require(memo.table(source: source, backdrop: backdrop))
        let blender = CoverageBlender(source)
        for coverage in 0..<256 {
          #expect(table[coverage] == blender.blended(coverage, over: backdrop), "coverage \(coverage)")
        }
      }
    }
  }

  @Test func translucentBackdropsGetNoTable() {
    let memo = BlendTableMemo()
    #expect(memo.table(source: 0xFF00_0000, backdrop: 0x80FF_FFFF) == nil)
    #expect(memo.table(source: 0xFF00_0000, backdrop: 0x80FF_FFFF) == nil)
  }

  /// More pairs than the memo holds: a replaced pair is built again, still exact.
  @Test func replacedTablesAreRebuiltExactly() throws {
    let memo = BlendTableMemo()
    let sources = (0..<(BlendTableMemo.capacity + 3)).map { UInt32(0xFF00_0000) | UInt32($0 * 0x0A0B0C) }
    for source in sources + sources {
      _ = memo.table(source: source, backdrop: Self.white)
    }
    _ = memo.table(source: sources[0], backdrop: Self.white)
    let table = try #require(memo.table(source: sources[0], backdrop: Self.white))
    #expect(table[128] == CoverageBlender(sources[0]).blended(128, over: Self.white))
  }

  /// A row mostly over the backdrop (with other opaque and translucent pixels in it), with and
  /// without a clip mask: the table's row equals the per-pixel C row.
  @Test(arguments: [false, true]) func rowsThroughATableMatchThePerPixelRow(withMask: Bool) throws {
    var state: UInt64 = 7
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    let count = 83
    let coverage = (0..<count).map { _ in UInt8([0, 255, next() % 256][next() % 3]) }
    let mask = (0..<count).map { _ in next() % 3 == 0 ? UInt8(next() % 256) : 255 }
    let destination = (0..<count).map { index -> UInt32 in
      switch index % 13 {
      case 4: return 0x7F20_4060
      case 9: return 0xFF11_2233
      default: return Self.white
      }
    }
    let memo = BlendTableMemo()
    for source in [0xFF00_0000, Self.translucentBlue] as [UInt32] {
      _ = memo.table(source: source, backdrop: Self.white)
      let table = try #require(memo.table(source: source, backdrop: Self.white))
      var looked = destination
      var each = destination
      coverage.withUnsafeBufferPointer { values in
        mask.withUnsafeBufferPointer { maskValues in
          let maskPointer = withMask ? maskValues.baseAddress : nil
          looked.withUnsafeMutableBufferPointer {
            CoverageBlender(source, backdrop: Self.white, filledTable: table).blend(
              values.baseAddress!, into: $0.baseAddress!, from: 2, to: count, mask: maskPointer)
          }
          each.withUnsafeMutableBufferPointer {
            craster_blend_mask_row(values.baseAddress!, source, $0.baseAddress!, 2, count, maskPointer)
          }
        }
      }
      #expect(looked == each, "source \(source) mask \(withMask)")
      #expect(looked != destination)
    }
  }

  @Test func theBackdropIsTheColourOfTwoCorners() {
    var pixels: [UInt32] = Array(repeating: 1, count: 5 * 4)
    let area = PixelRect(x: 1, y: 1, width: 3, height: 3)
    func corners(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
      pixels[1 * 5 + 1] = a
      pixels[1 * 5 + 3] = b
      pixels[3 * 5 + 1] = c
      pixels[3 * 5 + 3] = d
      return pixels.withUnsafeMutableBufferPointer { Canvas.cornerBackdrop($0.baseAddress!, stride: 5, area: area) }
    }
    #expect(corners(7, 8, 9, 7) == 7)
    #expect(corners(7, 8, 8, 9) == 8)
    #expect(corners(7, 8, 9, 9) == 9)
    #expect(corners(7, 8, 9, 10) == 7)
  }
}
