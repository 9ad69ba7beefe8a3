import Testing

@testable import KagamiImage
@testable import KagamiRaster

@Suite struct CompositorTests {
  @Test func multiplyRoundsToNearestForEveryPair() {
    for a in 0...255 {
      for b in 0...255 where Compositor.multiply(a, b) != (2 * a * b + 255) / 510 {
        Issue.record("multiply(\(a), \(b)) = \(Compositor.multiply(a, b)), expected \((2 * a * b + 255) / 510)")
        return
      }
    }
  }

  @Test func sourceOverEdgeCases() {
    let red = RGBAColor(red: 255, green: 0, blue: 0).packed
    let white = RGBAColor.white.packed
    #expect(Compositor.blend(red, coverage: 255, over: white) == red)
    #expect(Compositor.blend(red, coverage: 0, over: white) == white)
    let halfRed = RGBAColor(red: 255, green: 0, blue: 0, alpha: 128).packed
    #expect(Compositor.blend(halfRed, coverage: 255, over: white) == RGBAColor(red: 255, green: 127, blue: 127).packed)
    #expect(Compositor.blend(halfRed, coverage: 255, over: RGBAColor.clear.packed) == halfRed)
    // Coverage scales alpha: 255 × 128 / 255 = 128, the same as the half-transparent colour.
    #expect(Compositor.blend(red, coverage: 128, over: white) == Compositor.blend(halfRed, coverage: 255, over: white))
  }

  @Test func translucentOverTranslucentMatchesTheExactFormula() {
    for sourceAlpha in stride(from: 1, through: 254, by: 23) {
      for destinationAlpha in stride(from: 1, through: 254, by: 19) {
        let source = RGBAColor(red: 200, green: 40, blue: 90, alpha: UInt8(sourceAlpha))
        let destination = RGBAColor(red: 10, green: 250, blue: 128, alpha: UInt8(destinationAlpha))
        let result = RGBAColor(packed: Compositor.blend(source.packed, coverage: 255, over: destination.packed))
        let sa = Double(sourceAlpha) / 255
        let da = Double(destinationAlpha) / 255
        let alpha = sa + da * (1 - sa)
        #expect(abs(Double(result.alpha) - alpha * 255) <= 0.5 + 1e-9)
        let red = (200 * sa + 10 * da * (1 - sa)) / alpha
        #expect(abs(Double(result.red) - red) <= 1, "alpha \(sourceAlpha) over \(destinationAlpha)")
      }
    }
  }

  @Test func solidBlenderMatchesTheCompositorExactly() {
    let destinations: [UInt32] = [
      0xFF00_0000, 0xFFFF_FFFF, 0xFF12_80FE, 0xFF7F_7F7F, 0x0000_0000, 0x80FF_0000, 0x01FE_FEFE,
    ]
    var checked = 0
    for alpha in 0...255 {
      for coverage in [255, 254, 128, 37, 1] {
        let source = UInt32(alpha) << 24 | 0x00C8_2A5A
        let blender = SolidBlender(source, coverage: coverage)
        for destination in destinations {
          let expected = Compositor.blend(source, coverage: coverage, over: destination)
          if blender.blend(over: destination) != expected {
            Issue.record("alpha \(alpha), coverage \(coverage), over \(String(destination, radix: 16))")
            return
          }
          checked += 1
        }
        var opaqueRow: [UInt32] = (0..<11).map { 0xFF00_0000 | UInt32($0 * 0x0017_2B3D % 0x0100_0000) }
        let expectedOpaque = opaqueRow.map { Compositor.blend(source, coverage: coverage, over: $0) }
        opaqueRow.withUnsafeMutableBufferPointer { blender.blend($0.baseAddress!, count: $0.count) }
        #expect(opaqueRow == expectedOpaque)
        var row = destinations
        row.withUnsafeMutableBufferPointer { blender.blend($0.baseAddress!, count: $0.count) }
        #expect(row == destinations.map { Compositor.blend(source, coverage: coverage, over: $0) })
      }
    }
    #expect(checked == 256 * 5 * 7)
  }
}
