import KagamiText
import Testing

@Suite struct MeasureTests {
  @Test func measuredWidthIsStableWhenProposedBack() throws {
    let fonts = try FontSet.bundled()
    for text in [ParagraphGoldenTests.latin, ParagraphGoldenTests.japanese, ParagraphGoldenTests.mixed] {
      for scale in [1, 2, 3] {
        let free = try fonts.measure(text, style: .body, proposedWidth: nil, scale: scale)
        #expect(free.lineCount == 1)
        let narrow = try fonts.measure(text, style: .body, proposedWidth: 200, scale: scale)
        #expect(narrow.width <= 200 && narrow.lineCount > 1)
        #expect(narrow.width * Double(scale) == narrow.width * Double(scale).rounded(), "whole device pixels")
        let again = try fonts.measure(text, style: .body, proposedWidth: narrow.width, scale: scale)
        #expect(again == narrow, "proposing the measured width gives the same result")
      }
    }
  }

  @Test func lineHeightAndLimitShapeTheHeight() throws {
    let fonts = try FontSet.bundled()
    let text = ParagraphGoldenTests.latin
    let spaced = try fonts.measure(text, font: Font(size: 17), proposedWidth: 200, lineHeight: 30, scale: 3)
    #expect(spaced.height == Double(spaced.lineCount * 30))
    let limited = try fonts.measure(text, font: Font(size: 17), proposedWidth: 200, lineLimit: 2, scale: 3)
    #expect(limited.lineCount == 2 && limited.isTruncated)
  }

  @Test func textStyleSizesFollowTheCategory() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
      #expect(sizes == sizes.sorted(), "\(style) grows with the category")
    }
    #expect(TextStyle.body.pointSize(for: .large) == 17)
    #expect(TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
    #expect(Font(.headline).weight == .semibold)
  }
}
