import KagamiImage
import Testing

@testable import KagamiSVG

/// The `transform` attribute's grammar and each transform.
@Suite struct SVGTransformListTests {
  func parse(_ text: String) throws(SVGValueError) -> AffineTransform { try SVGTransformList.parse(text) }

  @Test func eachTransform() throws {
    #expect(try parse("matrix(1,2,3,4,5,6)") == AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    #expect(try parse("translate(10)") == .translation(x: 10, y: 0))
    #expect(try parse("translate(10 -2)") == .translation(x: 10, y: -2))
    #expect(try parse("scale(2)") == .scale(x: 2, y: 2))
    #expect(try parse("scale(2,3)") == .scale(x: 2, y: 3))
    #expect(try parse("rotate(90)") == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(try parse("rotate(-180)") == AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    #expect(try parse("").isIdentity)
  }

  @Test func rotateAboutACentre() throws {
    let transform = try parse("rotate(90 5 5)")
    #expect(transform.apply(to: pt(0, 0)) == pt(10, 0))
    #expect(transform.apply(to: pt(5, 5)) == pt(5, 5))
  }

  @Test func skews() throws {
    let skewX = try parse("skewX(45)")
    #expect(abs(skewX.c - 1) < 1e-15 && skewX.a == 1 && skewX.b == 0 && skewX.d == 1)
    let skewY = try parse("skewY(-45)")
    #expect(abs(skewY.b + 1) < 1e-15 && skewY.a == 1 && skewY.c == 0 && skewY.d == 1)
  }

  @Test func listsApplyRightToLeft() throws {
    // translate(10 20) scale(2): scale first.
    for text in ["translate(10 20) scale(2)", "translate(10,20),scale(2)", " translate( 10 , 20 )\n scale( 2 ) "] {
      #expect(try parse(text).apply(to: pt(1, 1)) == pt(12, 22), "\(text)")
    }
    #expect(try parse("scale(2) translate(10 20)").apply(to: pt(1, 1)) == pt(22, 42))
  }

  @Test(arguments: [
    ("rotate(45", "at character 10: expected a number"),
    ("spin(45)", "at character 1: expected matrix, translate, scale, rotate, skewX or skewY"),
    ("scale()", "at character 7: scale takes 1 or 2 numbers, not 0"),
    ("rotate(1 2)", "at character 11: rotate takes 1 or 3 numbers, not 2"),
    ("translate 10", "at character 11: expected \"(\" after translate"),
    ("skewX(90)", "at character 10: skewX(90.0) is infinite"),
    ("scale(1),", "at character 10: expected a transform after the comma"),
  ])
  func malformedTransforms(text: String, message: String) {
    #expect(throws: SVGValueError(message)) { try parse(text) }
  }
}

extension AffineTransform {
  fileprivate var isIdentity: Bool { self == .identity }
}
