import KagamiImage
import KagamiLayout
import KagamiRenderer
import RecipeComponents
import Testing

/// Layout behaviour of the components, read from the laid-out tree, its dump and the pixels.
@Suite struct ComponentLayoutTests {
  let gallery: GalleryRenderer
  let traits = GalleryRenderer.traits(scale: nil, dark: false, japanese: true)

  init() throws { gallery = try GalleryRenderer() }

  /// The dump line of the node with `id`.
  func line(_ id: String, in shot: Screenshot) throws -> String {
    try #require(shot.layoutDump.split(separator: "\n").first { $0.contains("#\(id) ") }.map(String.init))
  }

  func card(_ title: String) -> some View {
    RecipeCard(
      title: title, authorName: "佐藤 花子", cooksnapCount: 12, cooksnapLabel: "つくれぽ", image: TestImages.dishes[0],
      japanese: true
    )
    .frame(width: 180)
  }

  @Test func aCardTitleIsCappedAtTwoLinesAndCardsKeepOneHeight() throws {
    let short = try gallery.screenshot(card("肉じゃが"), traits: traits)
    let long = try gallery.screenshot(card(String(repeating: "とろとろ半熟卵の親子丼、", count: 8)), traits: traits)
    #expect(try line("recipe-card.title", in: short).contains("lines=1"))
    #expect(try line("recipe-card.title", in: long).contains("lines=2"))
    let shortCard = try #require(short.nodeFrames["recipe-card"])
    let longCard = try #require(long.nodeFrames["recipe-card"])
    #expect(longCard.height == shortCard.height)
    #expect(try #require(long.nodeFrames["recipe-card.title"]).height > short.nodeFrames["recipe-card.title"]!.height)
  }

  @Test func avatarsFallBackToInitials() throws {
    #expect(Avatar.initials(of: "Hanako Sato") == "HS")
    #expect(Avatar.initials(of: "madonna") == "M")
    #expect(Avatar.initials(of: "佐藤 花子") == "佐")
    #expect(Avatar.initials(of: "  ") == "?")
    let initials = try gallery.screenshot(Avatar(image: nil, name: "Kenji Tanaka"), traits: traits)
    #expect(initials.layoutDump.contains("text=\"KT\""))
    #expect(!initials.layoutDump.contains("image="))
    let picture = try gallery.screenshot(Avatar(image: TestImages.avatar, name: "Kenji Tanaka"), traits: traits)
    #expect(picture.layoutDump.contains("image=pixels:avatar 64x64 fill"))
    #expect(!picture.layoutDump.contains("text=\"KT\""))
    #expect(picture.accessibilityDump.contains("image \"Kenji Tanaka\""))
  }

  @Test func theAppsTabViewTintsTheSelectedTabAndCoversTheHomeIndicator() throws {
    let shot = try gallery.screenshot(
      RecipeTabView(selectedIndex: 2, languageCode: "ja") { Color.clear }, traits: traits)
    let lines = shot.layoutDump.split(separator: "\n")
    func color(_ title: String) throws -> Substring {
      let line = try #require(lines.first { $0.contains("text=\"\(title)\"") })
      return try #require(line.split(separator: " ").first { $0.hasPrefix("color=") })
    }
    // The selected tab in the app's tint, the others all in one grey.
    let others = try ["ホーム", "さがす", "買い物リスト", "キッチン"].map(color)
    #expect(Set(others).count == 1)
    #expect(try color("つくれぽ") != others[0])
    // The bar's material runs down behind the home indicator.
    let bottom = Int(traits.device.height) * 3 - 2
    #expect(shot.bitmap[5, bottom] != shot.bitmap[5, Int(traits.device.height) * 3 / 2])
  }

  @Test func listRowsKeepLongTitlesInsideTheRow() throws {
    let row = RecipeListRow(
      title: String(repeating: "ふわふわ卵の中華スープ。", count: 6), subtitle: "by みさき", image: nil, id: "row")
    let shot = try gallery.screenshot(VStack { row }, traits: traits)
    let frame = try #require(shot.nodeFrames["row"])
    let title = try #require(shot.nodeFrames["row.title"])
    #expect(title.x + title.width <= frame.x + frame.width - Theme.margin)
    #expect(try line("row.title", in: shot).contains("lines=2"))
  }

  @Test func checkedRowsFillTheirBoxWithTheAccent() throws {
    let checked = try gallery.screenshot(CheckboxRow(title: "卵", detail: "3個", isChecked: true), traits: traits)
    let unchecked = try gallery.screenshot(CheckboxRow(title: "卵", detail: "3個", isChecked: false), traits: traits)
    let box = try #require(checked.pixelRect(for: "checkbox-row.box"))
    let centre = (box.x + box.width / 2, box.y + box.height / 4)
    #expect(checked.bitmap[centre.0, centre.1] == RGBAColor(red: 255, green: 140, blue: 26))
    #expect(unchecked.bitmap[centre.0, centre.1] != RGBAColor(red: 255, green: 140, blue: 26))
  }

  @Test func countsAreGroupedAndCompactedPerLanguage() {
    #expect(CountFormat.grouped(0) == "0")
    #expect(CountFormat.grouped(1_284) == "1,284")
    #expect(CountFormat.grouped(-1_234_567) == "-1,234,567")
    #expect(CountFormat.compact(9_999, japanese: true) == "9,999")
    #expect(CountFormat.compact(12_480, japanese: true) == "1.2万")
    #expect(CountFormat.compact(12_480, japanese: false) == "12.4K")
    #expect(CountFormat.compact(30_000, japanese: true) == "3万")
  }

  @Test func ratingsAreClampedAndRounded() {
    #expect(RatingView(rating: 7).filledStars == 5)
    #expect(RatingView(rating: .nan).ratingText == "0.0")
    #expect(RatingView(rating: 4.25).ratingText == "4.3")
    #expect(RatingView(rating: 3.4).filledStars == 3)
  }

  @Test func themeFontsScaleWithDynamicType() {
    #expect(ThemeFont.body.pointSize() == 17)
    #expect(ThemeFont.body.pointSize(at: .accessibilityExtraExtraExtraLarge) > 40)
    #expect(ThemeFont.tabLabel.fixedFont.size == 11)
  }

  @Test func columnWidthsFitTheScreenOnHalfPoints() {
    #expect(Theme.columnWidth(in: 393, columns: 2) == 174.5)
    #expect(Theme.columnWidth(in: 820, columns: 4) == 188)
    #expect(Theme.columnWidth(in: 10, columns: 2) == 0)
    #expect(Theme.columnWidth(in: .nan, columns: 0) == 0)
  }
}
