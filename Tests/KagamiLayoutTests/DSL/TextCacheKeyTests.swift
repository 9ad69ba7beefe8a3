import KagamiLayout
import KagamiText
import Testing

/// The layout context's text cache tells texts apart by their scalars, not by `String` equality.
@Suite struct TextCacheKeyTests {
  /// "é" as one scalar and as "e" + U+0301 are equal strings (canonical equivalence) but different
  /// text for the shaper: each gets its own paragraph, the same as a layout of it alone.
  @Test func canonicallyEquivalentTextsAreLaidOutSeparately() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    let view = VStack {
      Text(composed).id("composed")
      Text(decomposed).id("decomposed")
    }
    let tree = try ViewLayout.layout(view, traits: Traits(), context: try DSLTestSupport.context())
    let first = try #require(DSLTestSupport.paragraph("composed", in: tree))
    let second = try #require(DSLTestSupport.paragraph("decomposed", in: tree))
    #expect(first.lines.map(\.range) == [0..<4])
    #expect(second.lines.map(\.range) == [0..<5])
    let alone = try ViewLayout.layout(
      VStack { Text(decomposed).id("decomposed") }, traits: Traits(), context: try DSLTestSupport.context())
    #expect(second == DSLTestSupport.paragraph("decomposed", in: alone))
  }

  /// Texts with the same bytes share one layout per context (a second screen lays out nothing anew),
  /// and a different font or line limit does not.
  @Test func equalTextsShareAndDifferentAttributesDoNot() throws {
    let context = try DSLTestSupport.context()
    let view = VStack {
      Text("Shoyu Ramen").id("a")
      Text("Shoyu Ramen").id("b")
      Text("Shoyu Ramen").font(.caption).id("caption")
      Text("Shoyu Ramen Shoyu Ramen Shoyu Ramen Shoyu Ramen").lineLimit(1).id("limited")
      Text("Shoyu Ramen Shoyu Ramen Shoyu Ramen Shoyu Ramen").id("free")
    }
    .frame(width: 120)
    let tree = try ViewLayout.layout(view, traits: Traits(), context: context)
    let a = try #require(DSLTestSupport.paragraph("a", in: tree))
    #expect(a == DSLTestSupport.paragraph("b", in: tree))
    #expect(a != DSLTestSupport.paragraph("caption", in: tree))
    let limited = try #require(DSLTestSupport.paragraph("limited", in: tree))
    let free = try #require(DSLTestSupport.paragraph("free", in: tree))
    #expect(limited.lines.count == 1 && limited.isTruncated)
    #expect(free.lines.count > 1 && !free.isTruncated)
    let again = try ViewLayout.layout(view, traits: Traits(), context: context)
    #expect(again == tree)
  }
}
