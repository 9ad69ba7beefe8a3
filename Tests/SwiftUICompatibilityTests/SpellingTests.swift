import KagamiRenderer
import SwiftUI
import Testing

/// SwiftUI's spellings the sample app uses draw and read exactly as the Kagami spellings they replaced
/// (Sample/Sources: `import SwiftUI`, Docs/swiftui.md "The sample app's seam").
@Suite struct SpellingTests {
  static let long = "A title long enough to need more than the width the row leaves it"

  @Test func layoutPriorityZeroShrinksAsFlexShrinkOne() throws {
    func row(_ title: some View) -> some View {
      HStack(spacing: 8) {
        title
        Spacer(minLength: 0)
        Text("Action")
      }
      .frame(width: 200)
    }
    let swiftUI = try SwiftUIRendering.render(row(Text(Self.long).lineLimit(1).layoutPriority(0).id("title")))
    let dialect = try SwiftUIRendering.render(row(Text(Self.long).lineLimit(1).flex(shrink: 1).id("title")))
    let unmodified = try SwiftUIRendering.render(row(Text(Self.long).lineLimit(1).id("title")))
    #expect(swiftUI.layoutDump == dialect.layoutDump)
    #expect(swiftUI.bitmap == dialect.bitmap)
    // A text in a row shrinks without it too, as SwiftUI's default priority 0 says.
    #expect(swiftUI.layoutDump == unmodified.layoutDump)
    // A positive priority keeps the view at its ideal size: it runs over the row.
    let kept = try SwiftUIRendering.render(row(Text(Self.long).lineLimit(1).layoutPriority(1).id("title")))
    #expect(kept.layoutDump != unmodified.layoutDump)
  }

  @Test func accessibilityTraitsReadAsTheRolesTheyReplace() throws {
    let swiftUI = try SwiftUIRendering.render(
      VStack {
        Text("Title").accessibilityAddTraits(.isHeader)
        Text("Open").accessibilityLabel("Open the recipe").accessibilityAddTraits(.isButton)
        Color.red.frame(width: 10, height: 10).accessibilityLabel("Photo").accessibilityAddTraits(.isImage)
        Text("12 cooksnaps").accessibilityAddTraits(.isLink)
        Text("Decoration").accessibilityHidden(true)
      })
    let dialect = try SwiftUIRendering.render(
      VStack {
        Text("Title").accessibilityRole(.header)
        Text("Open").accessibilityLabel("Open the recipe").accessibilityRole(.button)
        Color.red.frame(width: 10, height: 10).accessibilityLabel("Photo").accessibilityRole(.image)
        Text("12 cooksnaps").accessibilityRole(.link)
        Text("Decoration").accessibilityHidden()
      })
    #expect(swiftUI.accessibilityDump == dialect.accessibilityDump)
    #expect(swiftUI.accessibilityDump.contains("header"))
    #expect(!swiftUI.accessibilityDump.contains("Decoration"))
  }

  @Test func edgePaddingsDrawAsLabelledPaddings() throws {
    let swiftUI = try SwiftUIRendering.render(
      VStack(spacing: 0) {
        Text("Insets").padding(EdgeInsets(top: 10, leading: 16, bottom: 12, trailing: 4)).id("insets")
        Text("Horizontal").padding(.horizontal, 24).id("horizontal")
        Text("Top").padding(.top, 6).id("top")
      })
    let dialect = try SwiftUIRendering.render(
      VStack(spacing: 0) {
        Text("Insets").padding(top: 10, leading: 16, bottom: 12, trailing: 4).id("insets")
        Text("Horizontal").padding(top: 0, leading: 24, bottom: 0, trailing: 24).id("horizontal")
        Text("Top").padding(top: 6).id("top")
      })
    #expect(swiftUI.layoutDump == dialect.layoutDump)
    #expect(swiftUI.bitmap == dialect.bitmap)
  }
}
