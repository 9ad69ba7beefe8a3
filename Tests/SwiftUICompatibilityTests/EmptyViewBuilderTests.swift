import KagamiRenderer
import SwiftUI
import Testing

/// `EmptyView()` in a `@ViewBuilder` closure: alone it stays an `EmptyView` (so a generic content
/// can be `EmptyView`, as in SwiftUI), and among other statements, in `if`/`else`, `for` and
/// `ForEach` it lays out as nothing, exactly as before the builder kept its type.
@Suite struct EmptyViewBuilderTests {
  /// A view with generic actions and a no-actions convenience, in the shape of OneBusAway's
  /// `EmptyStateView` (the corpus's last file).
  struct Notice<Actions: View>: View {
    let title: String
    @ViewBuilder let actions: () -> Actions

    var body: some View {
      VStack(spacing: 8) {
        Text(title).id("title")
        actions()
      }
    }
  }

  struct Blank: View {
    var body: some View { EmptyView() }
  }

  struct Mixed: View {
    let flag: Bool

    var body: some View {
      VStack(spacing: 8) {
        Text("one").id("one")
        EmptyView()
        if flag { EmptyView() } else { Text("two").id("two") }
        if flag { EmptyView() }
        for _ in 0..<2 { EmptyView() }
        ForEach(0..<3) { index in
          if index == 1 { EmptyView() } else { Text("row \(index)").id("row\(index)") }
        }
        ForEach(0..<2) { _ in EmptyView() }
        EmptyView()
      }
    }
  }

  struct Plain: View {
    let flag: Bool

    var body: some View {
      VStack(spacing: 8) {
        Text("one").id("one")
        if !flag { Text("two").id("two") }
        ForEach([0, 2], id: \.self) { index in Text("row \(index)").id("row\(index)") }
      }
    }
  }

  static func frames(_ dump: String) -> [String] {
    let ids = ["#title", "#one", "#two", "#row0", "#row2"]
    return dump.split(separator: "\n").filter { line in ids.contains { line.contains($0) } }.map {
      String($0.trimmingCharacters(in: .whitespaces).split(separator: " ").prefix(4).joined(separator: " "))
    }
  }

  @Test func aClosureOfOnlyEmptyViewIsTypedEmptyView() {
    let notice = Notice(title: "Nothing here")
    #expect(type(of: notice.actions()) == EmptyView.self)
    let inferred = Notice(title: "Nothing here", actions: { EmptyView() })
    #expect(type(of: inferred) == Notice<EmptyView>.self)
    #expect(Blank.Body.self == EmptyView.self)
    let withAction = Notice(title: "Nothing here") { Button("Try Again") {} }
    #expect(type(of: withAction.actions()) != EmptyView.self)
  }

  @Test func aBodyOfOnlyEmptyViewDrawsNothing() throws {
    let blank = try SwiftUIRendering.render(Blank())
    let clear = try SwiftUIRendering.render(Color.clear)
    #expect(blank.bitmap == clear.bitmap)
  }

  @Test func emptyViewsAmongOtherStatementsLayOutAsNothing() throws {
    for flag in [true, false] {
      let mixed = try SwiftUIRendering.render(Mixed(flag: flag))
      let plain = try SwiftUIRendering.render(Plain(flag: flag))
      #expect(mixed.bitmap == plain.bitmap, "flag \(flag)")
      #expect(Self.frames(mixed.layoutDump) == Self.frames(plain.layoutDump), "flag \(flag)")
      #expect(Self.frames(mixed.layoutDump).count == (flag ? 3 : 4), "flag \(flag)")
    }
  }

  @Test func emptyActionsLayOutAsNoActions() throws {
    let empty = try SwiftUIRendering.render(Notice(title: "Nothing here") { EmptyView() })
    let none = try SwiftUIRendering.render(VStack(spacing: 8) { Text("Nothing here").id("title") })
    #expect(empty.bitmap == none.bitmap)
    #expect(Self.frames(empty.layoutDump) == Self.frames(none.layoutDump))
  }
}

extension EmptyViewBuilderTests.Notice where Actions == EmptyView {
  /// A notice without actions: the closure `{ EmptyView() }` must be typed `EmptyView`.
  init(title: String) {
    self.init(title: title, actions: { EmptyView() })
  }
}
