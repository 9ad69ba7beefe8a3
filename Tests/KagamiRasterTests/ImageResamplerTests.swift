import Testing

@testable import KagamiImage
@testable import KagamiRaster

@Suite struct ImageResamplerTests {
  /// The 16-bit vertical blend equals the 32-bit formula `(t·(256 − w) + b·w + 32768) >> 16` for
  /// every weight, on lane values at the edges of their range and on a deterministic spread between.
  @Test func verticalBlendInSixteenBitLanesIsExact() {
    var values: [UInt16] = [0, 1, 127, 128, 255, 256, 257, 32_767, 32_768, 65_024, 65_279, 65_280]
    var state: UInt32 = 12_345
    for _ in 0..<200 {
      state = state &* 1_103_515_245 &+ 12_345
      values.append(UInt16((state >> 8) % 65_281))
    }
    for weight in 0..<256 {
      let bottomWeight = UInt16(weight)
      let topWeight = UInt16(256 - weight)
      for chunk in stride(from: 0, through: values.count - 21, by: 16) {
        let top = SIMD16<UInt16>(values[chunk..<chunk + 16])
        let bottom = SIMD16<UInt16>(values[(chunk + 5)..<(chunk + 21)].reversed())
        let blended = ImageResampler.blendVertically(top, bottom, topWeight, bottomWeight)
        for lane in 0..<16 {
          let expected =
            (UInt32(top[lane]) * UInt32(topWeight) + UInt32(bottom[lane]) * UInt32(bottomWeight) + 32_768) >> 16
          #expect(UInt32(blended[lane]) == expected, "top \(top[lane]) bottom \(bottom[lane]) weight \(weight)")
        }
      }
    }
  }
}
