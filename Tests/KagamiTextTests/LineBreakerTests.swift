import KagamiText
import Testing

@Suite struct LineBreakerTests {
  func breaks(_ text: String) -> [Int] {
    LineBreaker.breaks(in: text.unicodeScalars.map(\.value)).map(\.index)
  }

  @Test func strictKinsoku() {
    #expect(breaks("あい。う") == [1, 3, 4], "no break before 。")
    #expect(breaks("あ、い") == [2, 3], "no break before 、")
    #expect(breaks("（あ）い") == [3, 4], "no break after （ or before ）")
    #expect(breaks("「あ」") == [3])
    #expect(breaks("あっぱ") == [2, 3], "small kana never starts a line")
    #expect(breaks("ラーメン") == [2, 3, 4], "ー never starts a line")
    #expect(breaks("ァィ") == [2])
  }

  @Test func latinWordsAndNumbers() {
    #expect(breaks("hello world") == [6, 11])
    #expect(breaks("$1,234.56 ok") == [10, 12], "numbers stay whole")
    #expect(breaks("well-known") == [5, 10])
  }

  @Test func hardBreaksAreMandatory() {
    let result = LineBreaker.breaks(in: "a\r\nb\nc".unicodeScalars.map(\.value))
    #expect(
      result == [
        LineBreak(index: 3, isMandatory: true), LineBreak(index: 5, isMandatory: true),
        LineBreak(index: 6, isMandatory: true),
      ])
    #expect(LineBreaker.breaks(in: []).isEmpty)
  }

  @Test func kinsokuHoldsAtEveryWidth() throws {
    let fonts = try FontSet.bundled()
    for text in [ParagraphGoldenTests.japanese, ParagraphGoldenTests.mixed] {
      for width in stride(from: 60.0, through: 330.0, by: 9) {
        let layout = try fonts.layout(text, font: Font(.body), style: ParagraphStyle(width: width), scale: 2)
        Kinsoku.expectClean(layout, text: text)
        #expect(layout.lines.allSatisfy { $0.width4 <= Int(width * 8) }, "width \(width)")
        #expect(layout.lines.map(\.range.count).reduce(0, +) <= text.unicodeScalars.count)
      }
    }
  }
}
