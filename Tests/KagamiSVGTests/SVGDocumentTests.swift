import Foundation
import KagamiImage
import KagamiSVG
import Testing

/// Whole icon files, checked shape by shape with exact points.
@Suite struct SVGDocumentTests {
  /// The quarter-circle handle constant.
  let k = 0.5522847498307936
  /// SVG's default stroke style (miter limit 4).
  let svgDefault = StrokeStyle(miterLimit: 4)

  @Test func lucideStrokeIconInheritsFromTheRoot() throws {
    let drawing = try fixtureDrawing("Icons/lucide-search.svg")
    let style = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 4)
    let h = 8 * k
    let circle = VectorPath(elements: [
      .move(to: pt(19, 11)),
      .curve(to: pt(11, 19), control1: pt(19, 11 + h), control2: pt(11 + h, 19)),
      .curve(to: pt(3, 11), control1: pt(11 - h, 19), control2: pt(3, 11 + h)),
      .curve(to: pt(11, 3), control1: pt(3, 11 - h), control2: pt(11 - h, 3)),
      .curve(to: pt(19, 11), control1: pt(11 + h, 3), control2: pt(19, 11 - h)),
      .closeSubpath,
    ])
    let handle = VectorPath(elements: [.move(to: pt(21, 21)), .line(to: pt(-4.3 + 21, -4.3 + 21))])
    #expect(
      drawing
        == VectorDrawing(
          viewBox: Rect(x: 0, y: 0, width: 24, height: 24),
          shapes: [
            .init(path: circle, fill: nil, stroke: .currentColor, strokeStyle: style),
            .init(path: handle, fill: nil, stroke: .currentColor, strokeStyle: style),
          ]))
  }

  @Test func materialFilledIconDropsItsInvisibleBackground() throws {
    let drawing = try fixtureDrawing("Icons/material-home.svg")
    let house = VectorPath(elements: [
      .move(to: pt(10, 20)), .line(to: pt(10, 14)), .line(to: pt(14, 14)), .line(to: pt(14, 20)),
      .line(to: pt(19, 20)), .line(to: pt(19, 12)), .line(to: pt(22, 12)), .line(to: pt(12, 3)),
      .line(to: pt(2, 12)), .line(to: pt(5, 12)), .line(to: pt(5, 20)), .closeSubpath,
    ])
    #expect(drawing.viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
    #expect(drawing.shapes == [.init(path: house, fill: .color(.black), strokeStyle: svgDefault)])
  }

  @Test func groupsInheritAndComposeTransforms() throws {
    let drawing = try fixtureDrawing("Icons/groups.svg")
    let red = RGBAColor(hex: 0xFF0000)
    let blue = RGBAColor(hex: 0x0000FF)
    #expect(drawing.viewBox == Rect(x: 0, y: 0, width: 100, height: 100))
    try #require(drawing.shapes.count == 5)
    // translate(10, 20) on the group.
    #expect(
      drawing.shapes[0]
        == .init(
          path: VectorPath(elements: [
            .move(to: pt(10, 20)), .line(to: pt(20, 20)), .line(to: pt(20, 25)), .line(to: pt(10, 25)), .closeSubpath,
          ]), fill: .color(red), strokeStyle: svgDefault))
    // scale(2) inside: the stroke width and dashes double; a line never fills.
    #expect(
      drawing.shapes[1]
        == .init(
          path: VectorPath(elements: [.move(to: pt(10, 20)), .line(to: pt(20, 20))]), fill: nil, stroke: .color(blue),
          strokeStyle: StrokeStyle(lineWidth: 3, miterLimit: 4, dash: [2, 4])))
    // rotate(90 5 5), and the opacity of a group holding one shape.
    #expect(
      drawing.shapes[2]
        == .init(
          path: VectorPath(elements: [.move(to: pt(20, 20)), .line(to: pt(20, 30))]), fill: nil,
          stroke: .color(blue.multipliedAlpha(by: 0.5)), strokeStyle: svgDefault))
    #expect(blue.multipliedAlpha(by: 0.5).alpha == 128)
    // matrix(1 0 0 1 5 5) scale(2, 3): a fill may be scaled unevenly.
    #expect(
      drawing.shapes[3]
        == .init(
          path: VectorPath(elements: [.move(to: pt(5, 35)), .line(to: pt(25, 35))]),
          fill: .color(RGBAColor(hex: 0x00FF00)),
          strokeStyle: svgDefault))
    // style beats the presentation attribute; currentColor is the group's color.
    #expect(
      drawing.shapes[4]
        == .init(
          path: VectorPath(elements: [
            .move(to: pt(1, 1)), .line(to: pt(3, 1)), .line(to: pt(3, 3)), .line(to: pt(1, 3)), .closeSubpath,
          ]), fill: .color(RGBAColor(hex: 0x00FFFF)), stroke: .color(RGBAColor(hex: 0x123456)),
          strokeStyle: StrokeStyle(lineWidth: 4, miterLimit: 4)))
  }

  @Test func everyShapeElement() throws {
    let drawing = try fixtureDrawing("Icons/shapes.svg")
    try #require(drawing.shapes.count == 8)
    let black = VectorDrawing.Paint.color(.black)
    let plain = VectorPath(elements: [
      .move(to: pt(2, 4)), .line(to: pt(22, 4)), .line(to: pt(22, 14)), .line(to: pt(2, 14)), .closeSubpath,
    ])
    #expect(drawing.shapes[0] == .init(path: plain, fill: black, strokeStyle: svgDefault))
    let h = k * 2
    let rounded = VectorPath(elements: [
      .move(to: pt(4, 4)), .line(to: pt(22 - 2, 4)),
      .curve(to: pt(22, 6), control1: pt(22 - 2 + h, 4), control2: pt(22, 4 + 2 - h)),
      .line(to: pt(22, 14 - 2)),
      .curve(to: pt(22 - 2, 14), control1: pt(22, 14 - 2 + h), control2: pt(22 - 2 + h, 14)),
      .line(to: pt(4, 14)),
      .curve(to: pt(2, 14 - 2), control1: pt(2 + 2 - h, 14), control2: pt(2, 14 - 2 + h)),
      .line(to: pt(2, 6)),
      .curve(to: pt(4, 4), control1: pt(2, 4 + 2 - h), control2: pt(2 + 2 - h, 4)),
      .closeSubpath,
    ])
    #expect(drawing.shapes[1] == .init(path: rounded, fill: black, strokeStyle: svgDefault))
    // rx 8 is clamped to half the width, 5: the top and bottom sides vanish.
    let (hx, hy) = (k * 5, k * 1)
    let pill = VectorPath(elements: [
      .move(to: pt(5, 0)),
      .curve(to: pt(10, 1), control1: pt(5 + hx, 0), control2: pt(10, 1 - hy)),
      .line(to: pt(10, 3)),
      .curve(to: pt(5, 4), control1: pt(10, 3 + hy), control2: pt(5 + hx, 4)),
      .curve(to: pt(0, 3), control1: pt(5 - hx, 4), control2: pt(0, 3 + hy)),
      .line(to: pt(0, 1)),
      .curve(to: pt(5, 0), control1: pt(0, 1 - hy), control2: pt(5 - hx, 0)),
      .closeSubpath,
    ])
    #expect(drawing.shapes[2] == .init(path: pill, fill: black, strokeStyle: svgDefault))
    let c = k * 4
    let circle = VectorPath(elements: [
      .move(to: pt(28, 24)),
      .curve(to: pt(24, 28), control1: pt(28, 24 + c), control2: pt(24 + c, 28)),
      .curve(to: pt(20, 24), control1: pt(24 - c, 28), control2: pt(20, 24 + c)),
      .curve(to: pt(24, 20), control1: pt(20, 24 - c), control2: pt(24 - c, 20)),
      .curve(to: pt(28, 24), control1: pt(24 + c, 20), control2: pt(28, 24 - c)),
      .closeSubpath,
    ])
    #expect(drawing.shapes[3] == .init(path: circle, fill: .currentColor, strokeStyle: svgDefault))
    let (ex, ey) = (k * 6, k * 3)
    let ellipse = VectorPath(elements: [
      .move(to: pt(16, 20)),
      .curve(to: pt(10, 23), control1: pt(16, 20 + ey), control2: pt(10 + ex, 23)),
      .curve(to: pt(4, 20), control1: pt(10 - ex, 23), control2: pt(4, 20 + ey)),
      .curve(to: pt(10, 17), control1: pt(4, 20 - ey), control2: pt(10 - ex, 17)),
      .curve(to: pt(16, 20), control1: pt(10 + ex, 17), control2: pt(16, 20 - ey)),
      .closeSubpath,
    ])
    let halfBlack = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
    #expect(drawing.shapes[4] == .init(path: ellipse, fill: .color(halfBlack), strokeStyle: svgDefault))
    #expect(
      drawing.shapes[5]
        == .init(
          path: VectorPath(elements: [.move(to: pt(1, 2)), .line(to: pt(3, 4))]), fill: nil, stroke: black,
          strokeStyle: svgDefault))
    #expect(
      drawing.shapes[6]
        == .init(
          path: VectorPath(elements: [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10))]), fill: nil,
          stroke: .color(RGBAColor(hex: 0xFF0000)),
          strokeStyle: StrokeStyle(miterLimit: 8, dash: [2, 1, 1, 2, 1, 1], dashPhase: 1)))
    #expect(
      drawing.shapes[7]
        == .init(
          path: VectorPath(elements: [.move(to: pt(0, 0)), .line(to: pt(4, 0)), .line(to: pt(4, 4)), .closeSubpath]),
          fill: .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 64)), fillRule: .evenOdd, strokeStyle: svgDefault))
  }

  @Test func loadNamesTheDrawingAfterTheFile() throws {
    let drawing = try SVGDocument.load(contentsOf: try fixtureURL("Icons/material-home.svg"))
    #expect(drawing.name == "material-home")
    #expect(drawing.shapes == (try fixtureDrawing("Icons/material-home.svg")).shapes)
    #expect(
      try SVGDocument.parse(try fixtureData("Icons/material-home.svg"), file: "x.svg", name: "home").name == "home")
  }

  @Test func loadReportsAnUnreadableFile() {
    let url = URL(fileURLWithPath: "/nonexistent/kagami/icon.svg")
    #expect {
      try SVGDocument.load(contentsOf: url)
    } throws: { error in
      let error = error as? SVGError
      return error?.file == "/nonexistent/kagami/icon.svg" && error?.line == nil
        && error?.description.hasPrefix("/nonexistent/kagami/icon.svg: cannot be read") == true
    }
  }

  @Test func heroiconsArcsMakeACircle() throws {
    let drawing = try fixtureDrawing("Icons/heroicons-circle.svg")
    try #require(drawing.shapes.count == 1)
    let shape = drawing.shapes[0]
    #expect(shape.fill == nil && shape.stroke == .currentColor)
    #expect(shape.strokeStyle == StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round, miterLimit: 4))
    // Two half circles of radius 3.75 round (12, 6), the second written as a repeated argument group.
    let h = 3.75 * 4 / 3 * (2.0.squareRoot() - 1)
    let expected: [VectorPath.Element] = [
      .move(to: pt(15.75, 6)),
      .curve(to: pt(12, 9.75), control1: pt(15.75, 6 + h), control2: pt(12 + h, 9.75)),
      .curve(to: pt(8.25, 6), control1: pt(12 - h, 9.75), control2: pt(8.25, 6 + h)),
      .curve(to: pt(12, 2.25), control1: pt(8.25, 6 - h), control2: pt(12 - h, 2.25)),
      .curve(to: pt(15.75, 6), control1: pt(12 + h, 2.25), control2: pt(15.75, 6 - h)),
      .closeSubpath,
    ]
    #expect(approximatelyEqual(shape.path.elements, expected))
  }

  @Test func mirroredStrokesScaleTheirWidth() throws {
    let svg =
      #"<svg viewBox="0 0 8 8"><g transform="scale(-2 2)"><path d="M1 0h1" stroke="red" stroke-width="0.5"/></g></svg>"#
    let drawing = try SVGDocument.parse(Data(svg.utf8), file: "mirror.svg")
    #expect(
      drawing.shapes == [
        .init(
          path: VectorPath(elements: [.move(to: pt(-2, 0)), .line(to: pt(-4, 0))]), fill: .color(.black),
          stroke: .color(RGBAColor(hex: 0xFF0000)), strokeStyle: StrokeStyle(lineWidth: 1, miterLimit: 4))
      ])
  }

  @Test func sizeStandsInForAMissingViewBox() throws {
    let data = Data(#"<svg width="32" height="16px"><rect width="4" height="4"/></svg>"#.utf8)
    #expect(try SVGDocument.parse(data, file: "sized.svg").viewBox == Rect(x: 0, y: 0, width: 32, height: 16))
  }
}
