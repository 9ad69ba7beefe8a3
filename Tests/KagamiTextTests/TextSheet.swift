import KagamiImage
import KagamiRaster
import KagamiRenderer
import KagamiText

/// Renders paragraphs one under another on white, each over a pale band showing its break width.
struct TextSheet {
  struct Block {
    var spans: [TextSpan]
    var style: ParagraphStyle
    var paint: ParagraphPaint

    init(text: String, font: Font, style: ParagraphStyle, color: RGBAColor = .black) {
      self.init(spans: [TextSpan(text, font: font)], style: style, paint: ParagraphPaint(color: color))
    }

    init(spans: [TextSpan], style: ParagraphStyle, paint: ParagraphPaint) {
      self.spans = spans
      self.style = style
      self.paint = paint
    }
  }

  var fonts: FontSet
  var scale = 2
  var width = 320.0
  var padding = 8.0

  /// The sheet and the layouts of its blocks.
  func render(_ blocks: [Block]) throws -> (bitmap: Bitmap, layouts: [ParagraphLayout]) {
    let layouts = try blocks.map { try fonts.layout($0.spans, style: $0.style, scale: scale) }
    let gap = Int(padding) * scale
    let height = layouts.reduce(gap) { $0 + $1.pixelHeight + gap }
    var canvas = try Canvas(width: Int(width + 2 * padding) * scale, height: height, scale: scale, background: .white)
    var top = gap
    for (block, layout) in zip(blocks, layouts) {
      let bandWidth = (block.style.width ?? width) * Double(scale)
      try canvas.fill(
        .rectangle(Rect(x: Double(gap), y: Double(top), width: bandWidth, height: Double(layout.pixelHeight))),
        color: RGBAColor(hex: 0xE8F0FF))
      try canvas.drawParagraph(layout, at: Point(x: Double(gap), y: Double(top)), paint: block.paint, fonts: fonts)
      top += layout.pixelHeight + gap
    }
    return (canvas.bitmap, layouts)
  }
}
