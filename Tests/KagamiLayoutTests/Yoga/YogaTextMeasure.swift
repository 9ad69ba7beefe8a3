import KagamiFlex
import KagamiLayout

/// The measure function of Yoga's text fixtures (`IntrinsicSizeMeasure` in Yoga's test utilities):
/// every character is 10 x 10 points and words wrap at spaces.
enum YogaTextMeasure {
  static let characterWidth = 10.0
  static let lineHeight = 10.0

  static func measure(
    _ text: String, column: Bool, _ width: Double, _ widthMode: MeasureMode, _ height: Double,
    _ heightMode: MeasureMode
  ) -> FlexSize {
    let natural = Double(text.count) * characterWidth
    let measuredWidth: Double
    switch widthMode {
    case .exactly: measuredWidth = width
    case .atMost: measuredWidth = min(natural, width)
    case .undefined: measuredWidth = natural
    }
    let wrapWidth = column ? measuredWidth : max(longestWordWidth(text), measuredWidth)
    let textHeight = wrappedHeight(text, wrapWidth)
    let measuredHeight: Double
    switch heightMode {
    case .exactly: measuredHeight = height
    case .atMost: measuredHeight = min(textHeight, height)
    case .undefined: measuredHeight = textHeight
    }
    return FlexSize(width: measuredWidth, height: measuredHeight)
  }

  private static func longestWordWidth(_ text: String) -> Double {
    Double(text.split(separator: " ").map(\.count).max() ?? 0) * characterWidth
  }

  private static func wrappedHeight(_ text: String, _ width: Double) -> Double {
    if Double(text.count) * characterWidth <= width { return lineHeight }
    var lines = 1.0
    var current = 0.0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = Double(word.count) * characterWidth
      if wordWidth > width {
        if current > 0 { lines += 1 }
        lines += 1
        current = 0
      } else if current + wordWidth <= width {
        current += wordWidth + characterWidth
      } else {
        lines += 1
        current = wordWidth + characterWidth
      }
    }
    return (current == 0 ? lines - 1 : lines) * lineHeight
  }
}
