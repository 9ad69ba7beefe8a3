import KagamiText
import Testing

@Suite struct ShapingTests {
  @Test func kerningAndLigatures() throws {
    let fonts = try FontSet.bundled()
    let font = Font(size: 40)
    func width(_ text: String) throws -> Int { try fonts.layout(text, font: font).lines[0].width4 }
    #expect(try width("AV") < (try width("A")) + (try width("V")), "GPOS kerning pulls A and V together")
    let ligature = try fonts.layout("fi", font: font)
    #expect(ligature.glyphs.count == 1, "f + i form one ligature glyph")
    #expect(ligature.glyphs[0].cluster == 0)
  }

  @Test func fallbackRunsKeepMarksWithTheirBase() throws {
    let fonts = try FontSet.bundled()
    let layout = try fonts.layout("e\u{301}か\u{3099}", font: Font(size: 20))
    #expect(layout.missing.isEmpty)
    let faces = layout.glyphs.map { fonts.faceNames[$0.face] }
    #expect(faces.first == "Noto Sans 400")
    #expect(faces.last == "Noto Sans CJK JP 400")
    #expect(Set(faces).count == 2)
  }
}
