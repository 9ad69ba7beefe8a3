import KagamiRenderer
import SwiftUI
import Testing

/// Layouts where Kagami drew differently from SwiftUI on iOS, each checked against SwiftUI's answer:
/// a max-width frame centred in a wider one, separators at the row's first text, a root's background
/// under the bar, a row too narrow for its words at an accessibility size and `Spacer()`'s default
/// minimum length.
@Suite struct SystemLookLayoutTests {
  static let light = SystemLookTests.Variant.all[0]

  /// The frame (x, y, width, height) of the first dump line that contains `text`.
  static func box(of text: String, in dump: String) -> [Double]? {
    guard let line = dump.split(separator: "\n").first(where: { $0.contains(text) }) else { return nil }
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(where: { $0.contains(",") && $0.first?.isNumber == true }),
      index + 1 < words.count
    else { return nil }
    let origin = words[index].split(separator: ",").compactMap { Double($0) }
    let size = words[index + 1].split(separator: "x").compactMap { Double($0) }
    return origin.count == 2 && size.count == 2 ? origin + size : nil
  }

  /// The `lines=` count of the first dump line that contains `text`.
  static func lines(of text: String, in dump: String) -> Int? {
    guard let line = dump.split(separator: "\n").first(where: { $0.contains(text) }),
      let field = line.split(separator: " ").first(where: { $0.hasPrefix("lines=") })
    else { return nil }
    return Int(field.dropFirst("lines=".count))
  }

  @Test func aMaxWidthFrameInAnInfiniteOneIsCentred() throws {
    func box(_ alignment: Alignment, rightToLeft: Bool = false) throws -> [Double] {
      let view = Rectangle().fill(Color.red).frame(height: 40).id("card")
        .frame(maxWidth: 193).frame(maxWidth: .infinity, alignment: alignment)
      let variant = SystemLookTests.Variant(name: "v", scheme: .light, rightToLeft: rightToLeft, size: .large)
      let dump = try SystemLookTests.render(view, variant).layoutDump
      return try #require(Self.box(of: "#card", in: dump))
    }
    // iPhone 15: 393 points wide; SwiftUI centres the 193-point frame, 100 points from each side.
    #expect(try box(.center)[0] == 100)
    #expect(try box(.center)[2] == 193)
    #expect(try box(.leading)[0] == 0)
    #expect(try box(.trailing)[0] == 200)
    #expect(try box(.leading, rightToLeft: true)[0] == 200)
    // A list, as an iPad-wide screen holds one.
    let list = List { Text("Row") }.frame(maxWidth: 293).frame(maxWidth: .infinity).id("list")
    let dump = try SystemLookTests.render(list, Self.light).layoutDump
    let row = try #require(Self.box(of: "\"Row\"", in: dump))
    // The list's card is 16 points in and its text 20 more: 50 + 16 + 20.
    #expect(row[0] == 86)
  }

  @Test func aRowsSeparatorStartsAtItsFirstText() throws {
    let view = List {
      HStack(spacing: 12) {
        Circle().fill(Color.orange).frame(width: 30, height: 30)
        Text("Avatar")
      }
      Label("Symbol", systemImage: "star")
      HStack {
        Image(systemName: "checkmark.circle").font(.title2)
        VStack(alignment: .leading) {
          Text("Checkbox")
          Text("Detail").font(.footnote)
        }
      }
      Text("Plain")
      Text("Last")
    }
    let dump = try SystemLookTests.render(view, Self.light).layoutDump
    let dividers = dump.split(separator: "\n").filter { $0.contains("divider ") }.map(String.init)
    #expect(dividers.count == 4)
    for (index, name) in ["Avatar", "Symbol", "Checkbox", "Plain"].enumerated() where index < dividers.count {
      let text = try #require(Self.box(of: "\"\(name)\"", in: dump))
      let divider = try #require(Self.box(of: dividers[index], in: dividers[index]))
      #expect(divider[0] == text[0], "the separator under \(name) starts where its text does")
    }
    // With no icon, the content inset of an inset grouped list: 16 + 20.
    let plain = try #require(Self.box(of: dividers[3], in: dividers[3]))
    #expect(plain[0] == 36)
  }

  @Test func aRowTooNarrowForItsWordsBreaksThemInsteadOfOverflowing() throws {
    // Flexbox keeps each text at least as wide as its longest word, so such a row overflowed its card
    // (look.list.ax3 clipped "25 min"), where SwiftUI breaks the word: the texts' minimums give way
    // (`FlexStyle.minimumYieldsToFitLine`, FlexKagamiExtensionTests).
    let ax3 = SystemLookTests.Variant.all[3]
    let dump = try SystemLookTests.render(RecipeListScreen(), ax3).layoutDump
    // The inset grouped card ends 16 points from the right edge of the 393-point screen, its rows' content 20 before that.
    for minutes in ["\"15 min\"", "\"25 min\""] {
      let text = try #require(Self.box(of: minutes, in: dump))
      #expect(text[0] + text[2] <= 393 - 16 - 20, "\(minutes) stays inside its row")
    }
    let narrow = HStack(spacing: 8) {
      Text("Supercalifragilistic").font(.largeTitle)
      Text("25 min")
    }
    .frame(width: 200)
    let row = try SystemLookTests.render(narrow, Self.light).layoutDump
    let minutes = try #require(Self.box(of: "\"25 min\"", in: row))
    #expect(minutes[0] + minutes[2] <= (393 + 200) / 2)
    // The long word takes what "25 min" leaves and breaks across lines; under a line limit it is cut
    // with an ellipsis, one line high.
    let word = try #require(Self.box(of: "\"Supercalifragilistic\"", in: row))
    #expect(word[2] <= 200 - 8 - minutes[2])
    #expect((Self.lines(of: "\"Supercalifragilistic\"", in: row) ?? 0) >= 2)
    let limited = HStack(spacing: 8) {
      Text("Supercalifragilistic").font(.largeTitle).lineLimit(1)
      Text("25 min")
    }
    .frame(width: 200)
    let cut = try SystemLookTests.render(limited, Self.light).layoutDump
    let limitedWord = try #require(Self.box(of: "\"Supercalifragilistic\"", in: cut))
    let limitedMinutes = try #require(Self.box(of: "\"25 min\"", in: cut))
    #expect(limitedWord[2] <= 200 - 8 - limitedMinutes[2])
    #expect(limitedMinutes[0] + limitedMinutes[2] <= (393 + 200) / 2)
    #expect(Self.lines(of: "\"Supercalifragilistic\"", in: cut) == 1)
  }

  @Test func aSpacersDefaultMinimumIsTheStandardSpacingBetweenViews() throws {
    /// The spacer's length in a stack with no room to spare.
    func length<V: View>(_ view: V, vertical: Bool = false) throws -> Double {
      let dump = try SystemLookTests.render(view, Self.light).layoutDump
      return try #require(Self.box(of: "#spacer", in: dump))[vertical ? 3 : 2]
    }
    let a = Color.red.frame(width: 20)
    let b = Color.blue.frame(width: 30)
    // `Spacer()`'s minimum is SwiftUI's standard spacing between views, 8 points, and 0 at a stack's edge.
    let between = try length(
      HStack(spacing: 0) {
        a
        Spacer().id("spacer")
        b
      }.frame(width: 50))
    #expect(between == 8)
    #expect(
      try length(
        HStack(spacing: 0) {
          a
          Spacer(minLength: 0).id("spacer")
          b
        }.frame(width: 50)) == 0)
    #expect(
      try length(
        HStack(spacing: 0) {
          Spacer().id("spacer")
          b
        }.frame(width: 30)) == 0)
    let column = VStack(spacing: 0) {
      Color.red.frame(height: 10)
      Spacer().id("spacer")
      Color.blue.frame(height: 10)
    }
    let vertical = try length(column.frame(height: 20), vertical: true)
    #expect(vertical == 8)
  }

  @Test func aDefaultSpacedStackPutsNoSpacingBesideASpacer() throws {
    /// The frames of `#a` and `#b` in `view`'s layout dump.
    func boxes<V: View>(_ view: V) throws -> (a: [Double], b: [Double]) {
      let dump = try SystemLookTests.render(view, Self.light).layoutDump
      return (try #require(Self.box(of: "#a", in: dump)), try #require(Self.box(of: "#b", in: dump)))
    }
    let a = Color.red.frame(width: 20).id("a")
    let b = Color.blue.frame(width: 30).id("b")
    // Squeezed to 58 points, SwiftUI leaves the spacer's 8 points between the two views: the stack's
    // default spacing is not added beside a spacer (8 + 8 + 8 would push `b` out by 16 points).
    let squeezed = try boxes(
      HStack {
        a
        Spacer()
        b
      }.frame(width: 58))
    #expect(squeezed.b[0] - (squeezed.a[0] + squeezed.a[2]) == 8)
    // Without a spacer the default spacing stays; an explicit spacing stays beside a spacer too.
    let plain = try boxes(
      HStack {
        a
        b
      }.frame(width: 58))
    #expect(plain.b[0] - (plain.a[0] + plain.a[2]) == 8)
    let explicit = try boxes(
      HStack(spacing: 4) {
        a
        Spacer()
        b
      }.frame(width: 66))
    #expect(explicit.b[0] - (explicit.a[0] + explicit.a[2]) == 16)
    // At the stack's edge a spacer has no spacing beside it either: it takes all of 100 - 20 - 8 - 30.
    let dump = try SystemLookTests.render(
      HStack {
        Spacer().id("spacer")
        a
        b
      }.frame(width: 100), Self.light
    ).layoutDump
    #expect(try #require(Self.box(of: "#spacer", in: dump))[2] == 42)
  }

  @Test func aRootsBackgroundColourRunsUnderTheTransparentBar() throws {
    let view = NavigationStack {
      Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow).navigationTitle("Title")
    }
    let screen = try SystemLookTests.render(view, Self.light)
    // Under the status bar and the bar (2×): SwiftUI's `background(_:)` ignores the safe area.
    #expect(screen.bitmap[10, 10] == Color.yellow.resolve(in: .light))
    #expect(screen.bitmap[10, 150] == Color.yellow.resolve(in: .light))
  }

  @Test func tabItemsStayInsideTheBarOnAnIPhoneSE() throws {
    // An iPhone SE has no home indicator: the 49-point bar ends at the screen's bottom edge, and
    // iOS draws the titles inside it. With 3 points between the icon's band and Noto Sans's 14-point
    // line the items were 50 points high and the descenders ("pp") were cut by the edge.
    let traits = Traits(device: Device.iPhoneSE3.withStatusBar())
    let screen = try SwiftUIRendering.renderer().render(TabAppScreen(), traits: traits)
    let tree = try #require(screen.tree)
    let bar = try #require(tree.framesByID["tabbar"])
    #expect(bar.y + bar.height == 667 && bar.height == 49)
    func texts(_ node: LaidOutNode) -> [Rect] {
      var frames: [Rect] = []
      if case .text = node.content { frames.append(node.frame) }
      return frames + node.children.flatMap(texts)
    }
    let titles = texts(tree).filter { $0.y >= bar.y }
    #expect(titles.count == 4)  // three titles and the badge
    for title in titles { #expect(title.y + title.height <= bar.y + bar.height, "\(title)") }
  }
}
