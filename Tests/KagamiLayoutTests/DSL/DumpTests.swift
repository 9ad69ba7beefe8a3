import KagamiImage
import KagamiLayout
import KagamiText
import Testing

@Suite struct DumpTests {
  static let pixels = try! Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])

  /// A screen using every paint attribute the dump shows.
  struct Card: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("Title \"quoted\"").font(.headline).accessibilityRole(.header).id("title")
        Image(pixels: DumpTests.pixels, name: "dot").resizable().scaledToFit().frame(width: 20, height: 10).id("image")
        Circle().fill(.red).frame(width: 8, height: 8).hidden().id("hidden")
        RoundedRectangle(cornerRadius: 3).frame(width: 8, height: 8).opacity(0.5).id("faded")
      }
      .padding(8)
      .background(.secondaryBackground)
      .border(.separator, width: 1)
      .cornerRadius(6)
      .id("card")
    }
  }

  @Test func dumpShowsKindsFramesPaintTextAndImages() throws {
    let device = DSLTestSupport.device(width: 200, height: 120)
    let tree = try ViewLayout.layout(
      Card(), traits: Traits(device: device), context: try DSLTestSupport.context(), background: nil)
    let lines = tree.dump().split(separator: "\n").map(String.init)
    #expect(lines[0] == "screen 0,0 200x120")
    // The card: padding carries the background and border; the clip comes after the border, so it
    // stays on the same node (a border applied after a clip would get its own wrapper).
    let card = try #require(lines.first { $0.contains("#card") })
    #expect(card.hasPrefix("  padding #card "))
    #expect(card.hasSuffix("bg=#f2f2f7ff clip=rounded(6) border=#3c3c434a@1"))
    let title = try #require(lines.first { $0.contains("#title") })
    #expect(title.contains(#"text="Title \"quoted\"" font="Noto Sans":17:600 color=#000000ff lines=1"#))
    #expect(title.contains("a11y-role=header"))
    #expect(
      lines.contains {
        $0.hasSuffix("image 18,0 20x10 image=pixels:dot 2x1 fit") || $0.contains("image=pixels:dot 2x1 fit")
      })
    #expect(lines.contains { $0.contains("circle") && $0.contains("fill=circle #ff3b30ff") })
    #expect(lines.contains { $0.contains("#hidden") && $0.hasSuffix("hidden") })
    #expect(lines.contains { $0.contains("#faded") && $0.hasSuffix("opacity=0.5") })
    // Stable: a second layout dumps the same bytes.
    let again = try ViewLayout.layout(
      Card(), traits: Traits(device: device), context: try DSLTestSupport.context(), background: nil)
    #expect(again.dump() == tree.dump())
  }

  @Test func modifierOrderDecidesWrapping() throws {
    let clippedThenBordered = Rectangle().frame(width: 10, height: 10).cornerRadius(4).border(.red, width: 2)
    let tree = try ViewLayout.layout(clippedThenBordered, width: 50, height: 50)
    let dump = tree.dump()
    #expect(dump.contains("decoration"))
    #expect(dump.contains("clip=rounded(4)"))
    let borderedThenClipped = Rectangle().frame(width: 10, height: 10).border(.red, width: 2).cornerRadius(4)
    #expect(!(try ViewLayout.layout(borderedThenClipped, width: 50, height: 50).dump().contains("decoration")))
  }

  @Test func accessibilityTreeReadsInOrderWithRolesAndLabels() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Settings").accessibilityRole(.header).id("title")
      HStack {
        Text("Wi-Fi")
        Spacer()
        Text("On")
      }
      .accessibilityRole(.button).id("row")
      Image(pixels: DumpTests.pixels, name: "dot").accessibilityLabel("Red and blue").id("image")
      Image(pixels: DumpTests.pixels, name: "decorative")
      Text("secret").hidden()
      Text("Footer")
    }
    let tree = try ViewLayout.layout(view, traits: Traits(), context: try DSLTestSupport.context())
    let elements = tree.accessibilityElements()
    #expect(elements.map(\.label) == ["Settings", "Wi-Fi, On", "Red and blue", "Footer"])
    #expect(elements.map(\.role) == [.header, .button, .image, .staticText])
    #expect(elements.map(\.order) == [1, 2, 3, 4])
    #expect(elements[1].frame == DSLTestSupport.find("row", in: tree)?.frame)
    let dump = tree.accessibilityDump()
    #expect(dump.hasPrefix("1 header \"Settings\" "))
    #expect(dump.contains("2 button \"Wi-Fi, On\" "))
    #expect(dump.split(separator: "\n").count == 4)
  }

  @Test func framesByIDAreInPoints() throws {
    let tree = try ViewLayout.layout(Rectangle().frame(width: 10, height: 20).id("box"), width: 100, height: 100)
    #expect(tree.framesByID["box"] == Rect(x: 45, y: 40, width: 10, height: 20))
  }
}

@Suite struct DumpFormatTests {
  @Test func framesAreWrittenOnTheGridWithoutNoise() throws {
    let view = VStack(spacing: 0) {
      Rectangle().frame(width: 10, height: 1.0 / 3)
      Rectangle().frame(width: 10, height: 1.0 / 3)
      Rectangle().frame(width: 10, height: 1.0 / 3).id("third")
    }
    let tree = try ViewLayout.layout(view, width: 30, height: 30, scale: 3)
    let line = try #require(tree.dump().split(separator: "\n").first { $0.contains("#third") })
    #expect(line.hasSuffix("frame #third 10,15.333 10x0.333"), "\(line)")
  }

  @Test func fontWeightSurvivesAnInnerFontAndAccessibilityHiddenIsSkipped() throws {
    let view = HStack {
      Text("Title").font(.largeTitle).fontWeight(.bold).id("title")
      Text("›").accessibilityHidden()
    }
    let tree = try ViewLayout.layout(view, traits: Traits(), context: try DSLTestSupport.context())
    guard case .text(let run)? = DSLTestSupport.find("title", in: tree)?.content else {
      Issue.record("no title")
      return
    }
    #expect(run.font.weight == .bold)
    #expect(tree.accessibilityElements().map(\.label) == ["Title"])
    #expect(tree.dump().contains("a11y-hidden"))
  }
}
