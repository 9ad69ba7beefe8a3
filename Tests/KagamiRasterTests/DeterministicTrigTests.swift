import Foundation
import KagamiImage
import Testing

/// `DeterministicTrig` against libm (the reference here, in a test; never in the pixel path).
@Suite struct DeterministicTrigTests {
  @Test func sineAndCosineMatchLibmToOneUnitInTheLastPlace() {
    var worst = 0.0
    for step in -20_000...20_000 {
      let x = Double(step) * 0.001
      let (sine, cosine) = DeterministicTrig.sinCos(x)
      worst = max(worst, abs(sine - sin(x)), abs(cosine - cos(x)))
    }
    #expect(worst <= 2.3e-16)
  }

  @Test func quarterTurnsInDegreesAreExact() {
    for (degrees, sine, cosine) in [(0.0, 0.0, 1.0), (90, 1, 0), (180, 0, -1), (270, -1, 0), (-90, -1, 0), (720, 0, 1)]
    {
      let value = DeterministicTrig.sinCos(degrees: degrees)
      #expect(value.sin == sine && value.cos == cosine, "\(degrees)°: \(value)")
    }
    #expect(
      DeterministicTrig.sinCos(degrees: 30).sin == 0.5 || abs(DeterministicTrig.sinCos(degrees: 30).sin - 0.5) < 1.2e-16
    )
  }

  @Test func atan2MatchesLibmInEveryQuadrant() {
    var worst = 0.0
    for step in -2_000...2_000 {
      let y = Double(step) * 0.01
      for x in [-3.0, -0.5, -0.0, 0.0, 0.25, 1.0, 7.0] {
        worst = max(worst, abs(DeterministicTrig.atan2(y, x) - atan2(y, x)))
      }
    }
    #expect(worst <= 4.5e-16)
    #expect(DeterministicTrig.atan2(0, -1) == Double.pi)
    #expect(DeterministicTrig.atan2(-0.0, -1) == -Double.pi)
    #expect(DeterministicTrig.atan2(1, 0) == Double.pi / 2)
  }

  @Test func aRotationByAQuarterTurnIsExact() {
    let turned = AffineTransform.rotation(.degrees(90)).apply(to: Point(x: 3, y: 5))
    #expect(turned == Point(x: -5, y: 3))
  }
}
