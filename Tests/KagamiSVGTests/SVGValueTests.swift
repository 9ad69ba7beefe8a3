import KagamiImage
import Testing

@testable import KagamiSVG

/// Colours, paints, lengths, opacities, dash arrays and view boxes.
@Suite struct SVGValueTests {
  @Test func colours() throws {
    #expect(try SVGColor.color("#f80") == RGBAColor(red: 255, green: 136, blue: 0))
    #expect(try SVGColor.color("#F808") == RGBAColor(red: 255, green: 136, blue: 0, alpha: 136))
    #expect(try SVGColor.color("#12ab34") == RGBAColor(hex: 0x12AB34))
    #expect(try SVGColor.color("#12ab3480") == RGBAColor(hex: 0x12AB34, alpha: 128))
    #expect(try SVGColor.color("rgb(255, 0,128)") == RGBAColor(red: 255, green: 0, blue: 128))
    #expect(try SVGColor.color("rgb(100%, 0%, 50%)") == RGBAColor(red: 255, green: 0, blue: 128))
    #expect(try SVGColor.color("rgba(0, 0, 0, 0.5)") == RGBAColor(red: 0, green: 0, blue: 0, alpha: 128))
    #expect(try SVGColor.color("rgb(300, -5, 0)") == RGBAColor(red: 255, green: 0, blue: 0))
    #expect(try SVGColor.color(" Navy ") == RGBAColor(hex: 0x000080))
    #expect(try SVGColor.color("transparent") == .clear)
    let names: [String: UInt32] = [
      "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "white": 0xFFFFFF, "maroon": 0x800000,
      "red": 0xFF0000, "purple": 0x800080, "fuchsia": 0xFF00FF, "green": 0x008000, "lime": 0x00FF00,
      "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080, "blue": 0x0000FF, "teal": 0x008080,
      "aqua": 0x00FFFF,
    ]
    for (name, hex) in names { #expect(try SVGColor.color(name) == RGBAColor(hex: hex), "\(name)") }
  }

  @Test func paints() throws {
    #expect(try SVGColor.paint("none") == nil)
    #expect(try SVGColor.paint("currentColor") == .currentColor)
    #expect(try SVGColor.paint("currentcolor") == .currentColor)
    #expect(try SVGColor.paint("red") == .color(RGBAColor(hex: 0xFF0000)))
  }

  @Test(arguments: [
    ("url(#gradient)", "\"url(#gradient)\" is not supported (gradients and patterns need a paint server)"),
    ("#12", "\"#12\" is not a colour (#rgb, #rgba, #rrggbb or #rrggbbaa)"),
    ("#ggg", "\"#ggg\" is not a colour (#rgb, #rgba, #rrggbb or #rrggbbaa)"),
    ("rgb(1, 2)", "\"rgb(1, 2)\" is not a colour (rgb(r, g, b) or rgba(r, g, b, a))"),
    (
      "rebeccapurple",
      "\"rebeccapurple\" is not a colour (KagamiSVG knows #hex, rgb(), rgba() and the 16 HTML colour names)"
    ),
  ])
  func badPaints(text: String, message: String) {
    #expect(throws: SVGValueError(message)) { try SVGColor.paint(text) }
  }

  @Test func lengths() throws {
    #expect(try SVGValues.length("12") == 12)
    #expect(try SVGValues.length(" 1.5px ") == 1.5)
    #expect(try SVGValues.length("-3") == -3)
    #expect(throws: SVGValueError("\"50%\": percentage lengths are not supported (use numbers)")) {
      try SVGValues.length("50%")
    }
    #expect(throws: SVGValueError("\"2em\": the unit em is not supported (px or none)")) { try SVGValues.length("2em") }
    #expect(throws: SVGValueError("\"wide\" is not a length (a number, in px or without a unit)")) {
      try SVGValues.length("wide")
    }
    #expect(throws: SVGValueError("must not be negative (-1)")) { try SVGValues.nonNegativeLength("-1") }
  }

  @Test func opacitiesDashesAndViewBoxes() throws {
    #expect(try SVGValues.opacity("0.25") == 0.25)
    #expect(try SVGValues.opacity("2") == 1)
    #expect(try SVGValues.opacity("-1") == 0)
    #expect(throws: SVGValueError("\"50%\" is not an opacity (a number from 0 to 1)")) { try SVGValues.opacity("50%") }
    #expect(try SVGValues.dashArray("1,2 3") == [1, 2, 3, 1, 2, 3])
    #expect(try SVGValues.dashArray("4 2") == [4, 2])
    #expect(try SVGValues.dashArray("none") == [])
    #expect(try SVGValues.dashArray("0 0") == [])
    #expect(try SVGValues.viewBox("0 0 24 24") == Rect(x: 0, y: 0, width: 24, height: 24))
    #expect(try SVGValues.viewBox("-1,-2, 3.5,4") == Rect(x: -1, y: -2, width: 3.5, height: 4))
    #expect(throws: SVGValueError("needs 4 numbers (x y width height), not 3")) { try SVGValues.viewBox("0 0 24") }
    #expect(throws: SVGValueError("needs a positive width and height")) { try SVGValues.viewBox("0 0 0 24") }
  }
}
