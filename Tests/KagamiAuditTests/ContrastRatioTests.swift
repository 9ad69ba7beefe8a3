import KagamiImage
import KagamiText
import Testing

@testable import KagamiAudit

/// WCAG's contrast ratio on colour pairs whose ratios are worked out by hand from the formula
/// (`L = 0.2126 R + 0.7152 G + 0.0722 B` over linearized channels, `(L1 + 0.05) / (L2 + 0.05)`).
@Suite struct ContrastRatioTests {
  static func gray(_ value: UInt8) -> RGBAColor { RGBAColor(red: value, green: value, blue: value) }

  @Test func blackOnWhiteIsExactlyTwentyOne() {
    // (1 + 0.05) / (0 + 0.05) = 21, with no rounding anywhere.
    let ratio = ContrastRatio(.black, .white)
    #expect(ratio.numerator == 21 * ratio.denominator)
    #expect(ratio.description == "21.00:1")
    #expect(ContrastRatio(.white, .black) == ratio)
    #expect(ContrastRatio(.white, .white).description == "1.00:1")
  }

  @Test func theAABoundaryForBodyText() {
    // #767676: c = 118/255 = 0.46275, ((c + 0.055) / 1.055)^2.4 = 0.18116, 1.05 / 0.23116 = 4.542.
    let passing = ContrastRatio(Self.gray(0x76), .white)
    // #777777: c = 119/255 = 0.46667, linear 0.18447, 1.05 / 0.23447 = 4.478.
    let failing = ContrastRatio(Self.gray(0x77), .white)
    #expect(passing.meets(tenths: 45))
    #expect(!failing.meets(tenths: 45))
    #expect(passing.description == "4.54:1")
    #expect(failing.description == "4.47:1")
    #expect(failing < passing)
  }

  @Test func theLargeTextAndAAABoundaries() {
    // #949494 on white: 3.033 (passes 3:1); #959595: 2.995 (fails).
    #expect(ContrastRatio(Self.gray(0x94), .white).meets(tenths: 30))
    #expect(!ContrastRatio(Self.gray(0x95), .white).meets(tenths: 30))
    #expect(ContrastRatio(Self.gray(0x95), .white).description == "2.99:1")
    // #595959 on white: 7.0047 (passes 7:1); #5A5A5A: 6.897 (fails).
    #expect(ContrastRatio(Self.gray(0x59), .white).meets(tenths: 70))
    #expect(!ContrastRatio(Self.gray(0x5A), .white).meets(tenths: 70))
    // The example: #FF8C1A on white, 2.329:1, shown rounded down.
    #expect(ContrastRatio(RGBAColor(hex: 0xFF8C1A), .white).description == "2.32:1")
  }

  @Test func luminanceTableEndsAndKnee() {
    #expect(RelativeLuminance.of(.white) == RelativeLuminance.one)
    #expect(RelativeLuminance.of(.black) == 0)
    // Below the knee the channel is divided by 12.92: 10/255/12.92 = 0.0030352.
    #expect(RelativeLuminance.linear[10] == 30_352_698)
  }

  @Test func largeTextIsEighteenPointsOrFourteenBold() {
    #expect(ContrastLevel.isLarge(Font(size: 18)))
    #expect(!ContrastLevel.isLarge(Font(size: 17.9)))
    #expect(ContrastLevel.isLarge(Font(weight: .bold, size: 14)))
    #expect(!ContrastLevel.isLarge(Font(weight: .semibold, size: 14)))
    #expect(!ContrastLevel.isLarge(Font(weight: .bold, size: 13.9)))
    #expect(ContrastLevel.aa.minimumTenths(for: Font(size: 17)) == 45)
    #expect(ContrastLevel.aa.minimumTenths(for: Font(size: 18)) == 30)
    #expect(ContrastLevel.aaa.minimumTenths(for: Font(size: 17)) == 70)
    #expect(ContrastLevel.aaa.minimumTenths(for: Font(size: 24)) == 45)
  }
}
