import KagamiImage
import KagamiRenderer
import SwiftUI
import Testing

/// The tables behind iOS's look (Dynamic Type sizes, system colours) at values that a slip would
/// change, and the bad inputs of the system look: each gives a visible result, never a crash.
@Suite struct SystemLookTableTests {
  @Test func textStylesHaveApplesSizesAtEveryCategory() {
    // Apple HIG, "Typography", iOS Dynamic Type sizes.
    #expect(Font.TextStyle.body.pointSize(for: .extraSmall) == 14)
    #expect(Font.TextStyle.body.pointSize(for: .large) == 17)
    #expect(Font.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
    #expect(Font.TextStyle.largeTitle.pointSize(for: .accessibilityExtraLarge) == 52)
    #expect(Font.TextStyle.footnote.pointSize(for: .extraExtraExtraLarge) == 19)
    #expect(Font.TextStyle.caption2.pointSize(for: .accessibilityMedium) == 20)
    #expect(Font.TextStyle.title2.pointSize(for: .accessibilityExtraExtraLarge) == 50)
    #expect(Font.TextStyle.subheadline.pointSize(for: .small) == 13)
    for style in Font.TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
      #expect(sizes == sizes.sorted(), "\(style) grows with the category")
    }
  }

  @Test func systemColoursHaveUIKitsValues() {
    #expect(Color.primary.resolve(in: .light) == RGBAColor(hex: 0x000000))
    #expect(Color.primary.resolve(in: .dark) == RGBAColor(hex: 0xFFFFFF))
    #expect(Color.secondary.resolve(in: .dark) == RGBAColor(hex: 0xEBEBF5, alpha: 153))
    #expect(Color(.systemGroupedBackground).resolve(in: .light) == RGBAColor(hex: 0xF2F2F7))
    #expect(Color(.secondarySystemGroupedBackground).resolve(in: .dark) == RGBAColor(hex: 0x1C1C1E))
    #expect(Color(.systemGray4).resolve(in: .dark) == RGBAColor(hex: 0x3A3A3C))
    #expect(Color(.quaternaryLabel).resolve(in: .light) == RGBAColor(hex: 0x3C3C43, alpha: 46))
    #expect(Color(.quaternarySystemFill).resolve(in: .dark) == RGBAColor(hex: 0x767680, alpha: 46))
    #expect(Color(.separator).resolve(in: .dark) == RGBAColor(hex: 0x545458, alpha: 153))
    #expect(Color(.opaqueSeparator).resolve(in: .light) == RGBAColor(hex: 0xC6C6C8))
    #expect(Color.teal.resolve(in: .dark) == RGBAColor(hex: 0x40C8E0))
    #expect(Color(.systemBlue).resolve(in: .dark) == RGBAColor(hex: 0x0A84FF))
  }

  @Test func dynamicTypeSizeClampsTheScreensSize() throws {
    let ax3 = SystemLookTests.Variant.all[3]
    let xxxLarge = SystemLookTests.Variant(
      name: "xxxl", scheme: .light, rightToLeft: false, size: .extraExtraExtraLarge)
    let text = Text("Aa").font(.body)
    let capped = try SystemLookTests.render(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge), ax3)
    #expect(capped.layoutDump == (try SystemLookTests.render(text, xxxLarge)).layoutDump)
    let uncapped = try SystemLookTests.render(text, ax3)
    #expect(capped.layoutDump != uncapped.layoutDump)
    // A range that holds no size is bad input: the size is left as it is, nothing fails.
    let empty = try SystemLookTests.render(text.dynamicTypeSize(DynamicTypeSize.large..<DynamicTypeSize.large), ax3)
    #expect(empty.layoutDump == uncapped.layoutDump)
  }

  @Test func anEmptyListDrawsItsBackgroundAndSaysSo() throws {
    let screen = try SystemLookTests.render(
      NavigationStack { List {}.navigationTitle("Empty") }, SystemLookTests.Variant.all[0])
    #expect(screen.layoutDump.contains("#list.empty"))
    #expect(screen.layoutDump.contains("\"Empty\""))
    // The grouped background fills the screen, status bar and home indicator included.
    #expect(screen.bitmap[10, 10] == RGBAColor(hex: 0xF2F2F7))
    #expect(screen.bitmap[10, screen.bitmap.height - 4] == RGBAColor(hex: 0xF2F2F7))
  }

  @Test func aKeyboardToolbarItemIsNotDrawnAndTheDumpSaysSo() throws {
    let view = NavigationStack {
      Text("Body")
        .navigationTitle("Notes")
        .toolbar {
          ToolbarItem(placement: .keyboard) { Button("Done") {} }
          ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
        }
    }
    let screen = try SystemLookTests.render(view, SystemLookTests.Variant.all[0])
    #expect(screen.layoutDump.contains("#toolbar.not-drawn.keyboard"))
    #expect(!screen.accessibilityDump.contains("Done"))
    #expect(screen.accessibilityDump.contains("button \"Save\""))
  }

  @Test func toolbarItemsGoWhereTheirPlacementSays() throws {
    let view = NavigationStack {
      Text("Body")
        .navigationTitle("Notes")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
          ToolbarItem(placement: .bottomBar) { Button("Share") {} }
        }
    }
    let screen = try SystemLookTests.render(view, SystemLookTests.Variant.all[0])
    let cancel = try #require(Self.frame(of: "\"Cancel\"", in: screen.layoutDump))
    let done = try #require(Self.frame(of: "\"Done\"", in: screen.layoutDump))
    let share = try #require(Self.frame(of: "\"Share\"", in: screen.layoutDump))
    #expect(cancel.x < 60 && cancel.y < 110)
    #expect(done.x > 300 && done.y < 110)
    #expect(share.y > 700)
  }

  @Test func asyncImageLoadsThroughTheImageLoaderAndAMissingOneDrawsThePlaceholder() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kagami-asyncimage-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("example.com"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let green = try Bitmap(width: 4, height: 4, fill: RGBAColor(hex: 0x00FF00))
    try PNGCodec.encode(green).write(to: directory.appendingPathComponent("example.com/avatar.png"))
    func render(_ path: String) throws -> Screenshot {
      let view = AsyncImage(url: URL(string: "https://example.com/\(path)")) { image in
        image.resizable()
      } placeholder: {
        Color.red
      }
      .frame(width: 40, height: 40)
      return try ScreenRenderer(fonts: try FontSet.bundled(), imageDirectory: directory.path).render(
        view, traits: Traits(device: SystemLookTests.phone))
    }
    let found = try render("avatar.png")
    let missing = try render("missing.png")
    let centre = (found.bitmap.width / 2, found.bitmap.height / 2)
    #expect(found.bitmap[centre.0, centre.1] == RGBAColor(hex: 0x00FF00))
    #expect(missing.bitmap[centre.0, centre.1] == Color.red.resolve(in: .light))
  }

  @Test func rowModifiersChangeTheirRow() throws {
    func dump(hidingSeparator: Bool) throws -> String {
      let view = List {
        Text("One").listRowSeparator(hidingSeparator ? .hidden : .visible)
        Text("Two").listRowBackground(Color.yellow).badge(4)
        Text("Three")
      }
      return try SystemLookTests.render(view, SystemLookTests.Variant.all[0]).layoutDump
    }
    let shown = try dump(hidingSeparator: false)
    let hidden = try dump(hidingSeparator: true)
    func dividers(_ dump: String) -> Int { dump.split(separator: "\n").filter { $0.contains("divider ") }.count }
    #expect(dividers(shown) == 2)
    #expect(dividers(hidden) == 1)
    #expect(shown.contains(Color.yellow.resolve(in: .light).description))
    #expect(shown.contains("\"4\""))
  }

  @Test func theHomeIndicatorSitsOverTheBottomSafeArea() throws {
    let screen = try SystemLookTests.render(Color.clear, SystemLookTests.Variant.all[0])
    // iPhone 15: 393 × 852 pt; a 134 × 5 pt capsule, centred, 8 pt above the bottom edge.
    #expect(screen.layoutDump.contains("homeindicator #homeindicator 0,839 393x5"))
    let plain = try SwiftUIRendering.renderer().render(Color.clear, traits: Traits(device: .iPhone15))
    #expect(!plain.layoutDump.contains("homeindicator"))
  }

  /// The origin of the first node whose dump line contains `text`.
  static func frame(of text: String, in dump: String) -> (x: Double, y: Double)? {
    guard let line = dump.split(separator: "\n").first(where: { $0.contains(text) }),
      let position = line.split(separator: " ").first(where: { $0.contains(",") && $0.first?.isNumber == true })
    else { return nil }
    let parts = position.split(separator: ",").compactMap { Double($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
}
