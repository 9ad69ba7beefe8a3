import Foundation
import KagamiSVG
import Testing

/// Every unsupported feature and malformed input is an error naming the file, the line of the
/// element's start tag, the element and the attribute.
@Suite struct SVGErrorTests {
  static let notDrawn = "is not supported (KagamiSVG draws path, rect, circle, ellipse, line, polyline, polygon and g)"
  static let notPainted =
    "is not supported (KagamiSVG draws fills and strokes only: no clipping, masks, filters, markers, blending or hiding)"

  @Test(arguments: [
    ("text", "text"), ("image", "image"), ("use", "use"), ("defs", "defs"), ("linear-gradient", "linearGradient"),
    ("clip-path-element", "clipPath"), ("mask-element", "mask"), ("filter-element", "filter"),
    ("style-element", "style"),
  ])
  func unsupportedElements(file: String, element: String) throws {
    let error = try #require(try fixtureError("Bad/\(file).svg"))
    #expect(error.description == "Fixtures/Bad/\(file).svg:3: <\(element)> \(SVGErrorTests.notDrawn)")
    #expect(error.line == 3 && error.element == element && error.attribute == nil)
  }

  @Test(arguments: [
    (
      "url-paint",
      "Fixtures/Bad/url-paint.svg:4: <circle> fill \"url(#g)\" is not supported (gradients and patterns need a paint server)"
    ),
    (
      "percentage",
      "Fixtures/Bad/percentage.svg:3: <rect> width \"50%\": percentage lengths are not supported (use numbers)"
    ),
    ("unit", "Fixtures/Bad/unit.svg:3: <circle> r \"2em\": the unit em is not supported (px or none)"),
    ("malformed-path", "Fixtures/Bad/malformed-path.svg:3: <path> d at character 14: expected a number"),
    ("negative-width", "Fixtures/Bad/negative-width.svg:3: <rect> width must not be negative (-1)"),
    ("negative-radius", "Fixtures/Bad/negative-radius.svg:3: <circle> r must not be negative (-2)"),
    ("clip-path-attribute", "Fixtures/Bad/clip-path-attribute.svg:3: <path> clip-path \(notPainted)"),
    ("style-unsupported", "Fixtures/Bad/style-unsupported.svg:3: <path> style filter \(notPainted)"),
    (
      "bad-colour",
      "Fixtures/Bad/bad-colour.svg:3: <path> fill \"#12\" is not a colour (#rgb, #rgba, #rrggbb or #rrggbbaa)"
    ),
    // The start tag begins on line 3; the attribute is on line 4.
    ("bad-transform", "Fixtures/Bad/bad-transform.svg:3: <path> transform at character 10: expected a number"),
    ("odd-points", "Fixtures/Bad/odd-points.svg:3: <polygon> points has an odd number of coordinates (3)"),
  ])
  func badAttributes(file: String, description: String) throws {
    let error = try #require(try fixtureError("Bad/\(file).svg"))
    #expect(error.description == description)
    #expect(error.attribute != nil)
  }

  @Test func opacityThatWouldNeedALayer() throws {
    let group = try #require(try fixtureError("Bad/group-opacity.svg"))
    #expect(
      group.description
        == "Fixtures/Bad/group-opacity.svg:3: <g> opacity on a group of 2 shapes needs a layer, which KagamiSVG does not make (put it on each shape)"
    )
    let both = try #require(try fixtureError("Bad/both-paints-opacity.svg"))
    #expect(
      both.description
        == "Fixtures/Bad/both-paints-opacity.svg:3: <circle> opacity on a shape with both a fill and a stroke needs a layer, which KagamiSVG does not make (use fill-opacity and stroke-opacity)"
    )
    let current = try #require(try fixtureError("Bad/current-color-opacity.svg"))
    #expect(
      current.description
        == "Fixtures/Bad/current-color-opacity.svg:3: <path> fill-opacity or opacity below 1 cannot apply to currentColor (it has no alpha here)"
    )
  }

  @Test func strokeUnderANonUniformTransform() throws {
    let error = try #require(try fixtureError("Bad/non-uniform-stroke.svg"))
    #expect(
      error.description
        == "Fixtures/Bad/non-uniform-stroke.svg:4: <path> is stroked under a transform that scales x and y differently or skews; its stroke width would vary, which KagamiSVG does not draw"
    )
  }

  @Test func documentLevelErrors() throws {
    let xml = try #require(try fixtureError("Bad/malformed-xml.svg"))
    #expect(
      xml
        == SVGError(
          file: "Fixtures/Bad/malformed-xml.svg", line: 5,
          message: "malformed XML: an end tag does not match its start tag"))
    let size = try #require(try fixtureError("Bad/missing-size.svg"))
    #expect(size.description == "Fixtures/Bad/missing-size.svg:1: <svg> has neither a viewBox nor a width and height")
    let root = try #require(try fixtureError("Bad/not-svg.svg"))
    #expect(
      root.description == "Fixtures/Bad/not-svg.svg:1: <html> is not an SVG document (the root element must be <svg>)")
  }

  @Test func inlineErrors() {
    func message(_ svg: String) -> String? {
      do {
        _ = try SVGDocument.parse(Data(svg.utf8), file: "inline.svg")
        return nil
      } catch {
        return error.description
      }
    }
    #expect(message("") == "inline.svg:1: malformed XML: no root element")
    #expect(
      message("<svg viewBox=\"0 0 24\"/>") == "inline.svg:1: <svg> viewBox needs 4 numbers (x y width height), not 3")
    #expect(message("<svg width=\"-2\" height=\"4\"/>") == "inline.svg:1: <svg> width must not be negative (-2)")
    #expect(
      message("<svg width=\"0\" height=\"4\"/>") == "inline.svg:1: <svg> width must be positive without a viewBox")
    #expect(
      message("<svg viewBox=\"0 0 1 1\" transform=\"scale(2)\"/>")
        == "inline.svg:1: <svg> transform on the root <svg> is not supported (put it on a <g>)")
    #expect(
      message("<svg viewBox=\"0 0 1 1\"><g><svg/></g></svg>") == "inline.svg:1: <svg> \(SVGErrorTests.notDrawn)")
    #expect(
      message("<svg viewBox=\"0 0 1 1\" style=\"fill\"/>")
        == "inline.svg:1: <svg> style declaration \"fill\" has no colon (property: value)")
    #expect(
      message("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0h1\" stroke=\"red\" stroke-linecap=\"pointy\"/></svg>")
        == "inline.svg:1: <path> stroke-linecap \"pointy\" is not a line cap (butt, round or square)")
    #expect(
      message("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0h1\" stroke=\"red\" stroke-dasharray=\"1 -1\"/></svg>")
        == "inline.svg:1: <path> stroke-dasharray must not be negative (-1)")
    #expect(
      message("<svg viewBox=\"0 0 1 1\"><g style=\"transform: scale(2)\"/></svg>")
        == "inline.svg:1: <g> style transform \(SVGErrorTests.notPainted)")
    #expect(
      message("<svg viewBox=\"0 0 1 1\" preserveAspectRatio=\"none\"/>")
        == "inline.svg:1: <svg> preserveAspectRatio \"none\" is not supported (only the default, xMidYMid meet)")
    #expect(
      message("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0h1\" style=\"stroke-miterlimit: 0.5\"/></svg>")
        == "inline.svg:1: <path> style stroke-miterlimit must be at least 1 (0.5)")
  }
}
