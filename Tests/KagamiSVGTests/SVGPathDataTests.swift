import KagamiImage
import Testing

@testable import KagamiSVG

/// The SVG 1.1 path grammar, rule by rule, against hand-computed element lists.
@Suite struct SVGPathDataTests {
  @Test func absoluteAndRelativeLines() {
    #expect(
      elements("M10 20L30 40l5 5H0h2V1v-1") == [
        .move(to: pt(10, 20)), .line(to: pt(30, 40)), .line(to: pt(35, 45)), .line(to: pt(0, 45)),
        .line(to: pt(2, 45)), .line(to: pt(2, 1)), .line(to: pt(2, 0)),
      ])
  }

  @Test func movetoFollowedByPairsDrawsLines() {
    #expect(elements("M1 2 3 4 5 6") == [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6))])
    // A first relative moveto is relative to the origin; its further pairs are relative line-tos.
    #expect(elements("m1 2 3 4") == [.move(to: pt(1, 2)), .line(to: pt(4, 6))])
    #expect(elements("M1 1m2 2 1 0") == [.move(to: pt(1, 1)), .move(to: pt(3, 3)), .line(to: pt(4, 3))])
  }

  @Test func repeatedArgumentGroups() {
    #expect(
      elements("M0 0h1 2 3v1 1") == [
        .move(to: pt(0, 0)), .line(to: pt(1, 0)), .line(to: pt(3, 0)), .line(to: pt(6, 0)), .line(to: pt(6, 1)),
        .line(to: pt(6, 2)),
      ])
    #expect(
      elements("M0 0c1 1 2 2 3 3 1 1 2 2 3 3") == [
        .move(to: pt(0, 0)), .curve(to: pt(3, 3), control1: pt(1, 1), control2: pt(2, 2)),
        .curve(to: pt(6, 6), control1: pt(4, 4), control2: pt(5, 5)),
      ])
    #expect(
      elements("M0 0q1 0 2 2 1 0 2 2") == [
        .move(to: pt(0, 0)), .quadCurve(to: pt(2, 2), control: pt(1, 0)), .quadCurve(to: pt(4, 4), control: pt(3, 2)),
      ])
  }

  @Test func compactNumberForms() {
    #expect(elements("M1.5.5") == [.move(to: pt(1.5, 0.5))])
    #expect(elements("M-1-2") == [.move(to: pt(-1, -2))])
    #expect(elements("M1e-3 2E+1") == [.move(to: pt(0.001, 20))])
    #expect(elements("M.5-.5L1e2.5") == [.move(to: pt(0.5, -0.5)), .line(to: pt(100, 0.5))])
    #expect(elements("M+1 , 2,3,4") == [.move(to: pt(1, 2)), .line(to: pt(3, 4))])
    #expect(elements(" \n M0,0\tL10,10 ") == [.move(to: pt(0, 0)), .line(to: pt(10, 10))])
    #expect(elements("") == [])
  }

  @Test func smoothCubicReflectsThePreviousCubic() {
    #expect(
      elements("M0 0C1 0 2 1 3 3S5 6 6 6s1 1 2 0") == [
        .move(to: pt(0, 0)), .curve(to: pt(3, 3), control1: pt(1, 0), control2: pt(2, 1)),
        // (2, 1) reflected about (3, 3); then (5, 6) about (6, 6).
        .curve(to: pt(6, 6), control1: pt(4, 5), control2: pt(5, 6)),
        .curve(to: pt(8, 6), control1: pt(7, 6), control2: pt(7, 7)),
      ])
  }

  @Test func smoothCurvesAfterOtherCommandsStartAtTheCurrentPoint() {
    // S after a line, and after a quadratic: the first control point is the current point.
    #expect(
      elements("M0 0L2 2S4 4 5 5") == [
        .move(to: pt(0, 0)), .line(to: pt(2, 2)), .curve(to: pt(5, 5), control1: pt(2, 2), control2: pt(4, 4)),
      ])
    #expect(
      elements("M0 0Q1 1 2 0S3 3 4 4") == [
        .move(to: pt(0, 0)), .quadCurve(to: pt(2, 0), control: pt(1, 1)),
        .curve(to: pt(4, 4), control1: pt(2, 0), control2: pt(3, 3)),
      ])
    // T after a cubic and after a move: the control point is the current point.
    #expect(
      elements("M0 0C1 1 2 1 3 0T6 0") == [
        .move(to: pt(0, 0)), .curve(to: pt(3, 0), control1: pt(1, 1), control2: pt(2, 1)),
        .quadCurve(to: pt(6, 0), control: pt(3, 0)),
      ])
    #expect(elements("M1 1T3 3") == [.move(to: pt(1, 1)), .quadCurve(to: pt(3, 3), control: pt(1, 1))])
  }

  @Test func smoothQuadraticsChainTheirReflections() {
    #expect(
      elements("M0 0Q1 2 2 0T4 0t2 0") == [
        .move(to: pt(0, 0)), .quadCurve(to: pt(2, 0), control: pt(1, 2)), .quadCurve(to: pt(4, 0), control: pt(3, -2)),
        .quadCurve(to: pt(6, 0), control: pt(5, 2)),
      ])
  }

  @Test func closepathStartsTheNextSubpathAtTheSameStart() {
    #expect(
      elements("M1 1L5 1Z L3 3") == [
        .move(to: pt(1, 1)), .line(to: pt(5, 1)), .closeSubpath, .move(to: pt(1, 1)), .line(to: pt(3, 3)),
      ])
    #expect(
      elements("M1 1h4zl2 2zz") == [
        .move(to: pt(1, 1)), .line(to: pt(5, 1)), .closeSubpath, .move(to: pt(1, 1)), .line(to: pt(3, 3)),
        .closeSubpath,
      ])
    #expect(
      elements("M1 1h4zm1 1h1") == [
        .move(to: pt(1, 1)), .line(to: pt(5, 1)), .closeSubpath, .move(to: pt(2, 2)), .line(to: pt(3, 2)),
      ])
  }

  @Test func arcFlagsWithoutSeparators() throws {
    let handle = 4.0 / 3.0 * (2.0.squareRoot() - 1)
    // A quarter circle of radius 1 from (0, 0) to (1, 1), centre (0, 1), clockwise on screen.
    let expected: [VectorPath.Element] = [
      .move(to: pt(0, 0)), .curve(to: pt(1, 1), control1: pt(handle, 0), control2: pt(1, 1 - handle)),
    ]
    for data in ["M0 0a1 1 0 01 1 1", "M0 0a1,1,0,0,1,1,1", "M0 0A1 1 0 0 1 1 1", "M0,0a1 1 0 0,1 1,1"] {
      #expect(approximatelyEqual(try #require(elements(data)), expected), "\(data)")
    }
  }

  @Test func arcEdgeCases() {
    // A zero radius is a line; coinciding end points draw nothing.
    #expect(elements("M0 0A0 5 0 0 1 4 4") == [.move(to: pt(0, 0)), .line(to: pt(4, 4))])
    #expect(elements("M2 2A5 5 0 0 1 2 2L3 3") == [.move(to: pt(2, 2)), .line(to: pt(3, 3))])
  }

  @Test(arguments: [
    ("M 10 10 L 20 x", "at character 14: expected a number"),
    ("L 1 2", "at character 1: path data must start with M or m"),
    ("M1 2 Z 3", "at character 8: expected a path command"),
    ("M1,2,", "at character 6: expected a number"),
    ("M1 2 3", "at character 7: expected a number"),
    ("M0 0A1 1 0 2 1 1 1", "at character 12: expected a flag (0 or 1)"),
    ("M0 0 X", "at character 6: expected a path command"),
    ("M1e999 0", "at character 2: 1e999 is not a finite number"),
    ("M0 0L1 2,M3 4", "at character 10: expected a number"),
  ])
  func malformedPathData(data: String, message: String) {
    #expect(pathElements(data) == .failure(SVGValueError(message)))
  }
}
