import KagamiImage
import KagamiLayout
import KagamiText
import Testing

@testable import KagamiAudit
@testable import KagamiRenderer

/// A navigation stack's bar items and back button have 44-point hit frames, as UIKit gives bar
/// button items (`BarItemHitFrame`): the touch-target rule finds nothing in the bars, texts stay 16
/// points from the edges and icons are centred in their frames, in both layout directions.
@Suite struct BarItemTouchTargetTests {
  let renderer: ScreenRenderer
  init() throws { renderer = ScreenRenderer(fonts: try FontSet.bundled()) }

  /// An iPhone 15: 393 points wide.
  static let width = 393.0

  /// A pushed screen with a trailing text item, a trailing icon item and two bottom toolbar items.
  struct BarScreen: View {
    var body: some View {
      NavigationStack {
        Text("Content")
          .navigationTitle("Profile")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.id("edit") }
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "plus")
              }
              .accessibilityLabel("Add").id("add")
            }
            ToolbarItem(placement: .bottomBar) { Button("Share") {}.id("share") }
            ToolbarItem(placement: .bottomBar) { Button("Delete") {} }
          }
          .navigationPushed(backTitle: "Settings")
      }
    }
  }

  func render(rightToLeft: Bool = false) throws -> Screenshot {
    let traits = Traits(
      device: Device.iPhone15.withStatusBar().withHomeIndicator(), layoutDirection: rightToLeft ? .rtl : .ltr)
    return try renderer.render(BarScreen(), traits: traits)
  }

  static func first(in node: LaidOutNode, where matches: (LaidOutNode) -> Bool) -> LaidOutNode? {
    if matches(node) { return node }
    for child in node.children {
      if let found = first(in: child, where: matches) { return found }
    }
    return nil
  }

  static func text(_ string: String, in tree: LaidOutNode) throws -> Rect {
    try #require(
      first(in: tree) {
        if case .text(let run) = $0.content { return run.text == string }
        return false
      }
    ).frame
  }

  @Test func barButtonsHaveNoTouchTargetFindings() throws {
    let screen = try render()
    let tree = try #require(screen.tree)
    let buttons = tree.accessibilityElements().filter { $0.role == .button }
    #expect(buttons.map(\.label) == ["Settings", "Edit", "Add", "Share", "Delete"])
    for button in buttons {
      #expect(button.frame.width >= 44 && button.frame.height >= 44, "\(button.label): \(button.frame)")
    }
    let findings = AccessibilityAudit.findings(in: tree, options: AuditOptions(rules: [.touchTarget]))
    #expect(findings.isEmpty, "\(AccessibilityAudit.dump(findings))")
  }

  @Test func textsAreSixteenPointsInAndIconsCentredInTheirFrames() throws {
    let tree = try #require(try render().tree)
    let frames = tree.framesByID
    let add = try #require(frames["add"])
    let edit = try #require(frames["edit"])
    let back = try #require(frames["navigationbar.back"])
    // The icon's 44-point frame ends 8 points from the edge, the glyph centred in it.
    #expect(add.width == 44 && add.height == 44)
    #expect(add.x + add.width == Self.width - 8)
    let glyph = try #require(Self.first(in: tree) { $0.kind == "image" }).frame
    #expect(glyph.x + glyph.width / 2 == add.x + 22)
    #expect(glyph.y + glyph.height / 2 == add.y + 22)
    // "Edit" ends 8 points before its frame, which ends where the icon's begins.
    let editText = try Self.text("Edit", in: tree)
    #expect(edit.x + edit.width == add.x)
    #expect(editText.x + editText.width == edit.x + edit.width - 8)
    #expect(edit.height == 44)
    // The back button: its chevron 8 points in, its frame the bar's height.
    #expect(back.x == 8 && back.height == 44 && back.width >= 44)
    // The bottom toolbar's text items: 16 points in from each edge.
    let shareText = try Self.text("Share", in: tree)
    let deleteText = try Self.text("Delete", in: tree)
    #expect(shareText.x == 16)
    #expect(deleteText.x + deleteText.width == Self.width - 16)
    #expect(try #require(frames["share"]).height == 44)
  }

  @Test func rightToLeftMirrorsTheFrames() throws {
    let tree = try #require(try render(rightToLeft: true).tree)
    let frames = tree.framesByID
    let add = try #require(frames["add"])
    let back = try #require(frames["navigationbar.back"])
    #expect(add.x == 8 && add.width == 44)
    #expect(back.x + back.width == Self.width - 8)
    let editText = try Self.text("Edit", in: tree)
    #expect(editText.x == 8 + 44 + 8)
  }
}
