import KagamiImage
import Testing

@testable import KagamiDiff

/// Failures that changed the same way share a cause key; different changes never do.
@Suite struct ChangeCauseTests {
  static let home = """
    screen 0,0 375x667 bg=#ffffffff
      vstack 0,20 375x647
        frame #title 16,30 200x25
          text 16,30 120x25 text="Home" font="Noto Sans":17:700 color=#ff8c1aff lines=1
        color #button 16,80 343x44 fill=rect #ff8c1aff
    """
  static let cart = """
    screen 0,0 375x667 bg=#ffffffff
      vstack 0,20 375x647
        text 16,400 80x20 text="Cart total" font="Noto Sans":15:400 color=#ff8c1aff lines=1
        image 300,400 18x18 icon="cart" stroke=#ff8c1aff@2
    """

  static func recoloured(_ dump: String) -> String { dump.replacingOccurrences(of: "#ff8c1aff", with: "#e8730cff") }

  @Test func theSameRecolouringOnTwoScreensHasOneKey() throws {
    let first = try #require(ChangeCause.dumps(expected: Self.home, actual: Self.recoloured(Self.home)))
    let second = try #require(ChangeCause.dumps(expected: Self.cart, actual: Self.recoloured(Self.cart)))
    #expect(first.key == "colour #ff8c1aff → #e8730cff")
    #expect(first.key == second.key && first.id == second.id)
    #expect(first.summary == "colour #ff8c1a → #e8730c")
    let other = Self.home.replacingOccurrences(of: "#ff8c1aff", with: "#e8730dff")
    #expect(try #require(ChangeCause.dumps(expected: Self.home, actual: other)).id != first.id)
  }

  @Test func textSizeAndStructureChangesAreNamed() throws {
    let longer = Self.home.replacingOccurrences(of: "text=\"Home\"", with: "text=\"Start\"")
      .replacingOccurrences(of: "16,30 120x25", with: "16,30 130x25")
    #expect(
      LayoutDelta.entries(expected: Self.home, actual: longer) == [
        "text size 120x25 → 130x25", "text text=\"Home\" → text=\"Start\"",
      ])
    let added = Self.home + "\n    color #badge 300,30 20x20 fill=rect #ff0000ff"
    #expect(LayoutDelta.entries(expected: Self.home, actual: added) == ["added #badge"])
    #expect(LayoutDelta.entries(expected: added, actual: Self.home) == ["removed #badge"])
    #expect(ChangeCause.dumps(expected: Self.home, actual: Self.home) == nil)
  }

  @Test func movesCountOnlyWhenNothingElseChanged() {
    let moved = Self.home.replacingOccurrences(of: "#button 16,80", with: "#button 16,84")
    #expect(LayoutDelta.entries(expected: Self.home, actual: moved) == ["#button at 16,80 → 16,84"])
    let both = Self.recoloured(moved)
    #expect(LayoutDelta.entries(expected: Self.home, actual: both) == ["colour #ff8c1aff → #e8730cff"])
  }

  static func bitmap(_ width: Int, _ pixels: [UInt32]) throws -> Bitmap {
    var bytes: [UInt8] = []
    for pixel in pixels {
      bytes += [UInt8(pixel >> 24), UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF)]
    }
    return try Bitmap(width: width, height: pixels.count / width, pixels: bytes)
  }

  @Test func aRecolouringReadFromPixelsMatchesTheDumpsKey() throws {
    let white: UInt32 = 0xFFFF_FFFF
    let old: UInt32 = 0xFF8C_1AFF
    let new: UInt32 = 0xE873_0CFF
    // An anti-aliased edge (a blend) changes too; it is not a paint colour, so it does not count.
    let before = try Self.bitmap(4, [white, old, old, 0xFFC6_8CFF])
    let after = try Self.bitmap(4, [white, new, new, 0xF4B9_85FF])
    let paint = ChangeCause.paintColours(inDump: Self.recoloured(Self.home))
    let cause = ChangeCause.pixels(reference: before, actual: after, paintColours: paint)
    let fromDump = try #require(ChangeCause.dumps(expected: Self.home, actual: Self.recoloured(Self.home)))
    #expect(cause.key == fromDump.key && cause.id == fromDump.id)
    // Elsewhere on another screen, in other amounts: the same key.
    let moved = ChangeCause.pixels(
      reference: try Self.bitmap(2, [old, white, white, white]),
      actual: try Self.bitmap(2, [new, white, white, white]),
      paintColours: paint)
    #expect(moved.key == cause.key)
  }

  @Test func pixelsThatAreNoSubstitutionFallBackToTheirPairs() throws {
    let black: UInt32 = 0x0000_00FF
    let white: UInt32 = 0xFFFF_FFFF
    // Text that moved: black became white and white became black; not a recolouring.
    let swap = ChangeCause.pixels(
      reference: try Self.bitmap(2, [black, white]), actual: try Self.bitmap(2, [white, black]),
      paintColours: [black, white])
    #expect(swap.key.hasPrefix("pixels 2 "))
    #expect(swap.summary.hasPrefix("pixels only: 2 distinct colour changes"))
    let sameSwapElsewhere = ChangeCause.pixels(
      reference: try Self.bitmap(3, [white, white, black, white, black, white]),
      actual: try Self.bitmap(3, [white, black, white, white, white, black]), paintColours: [black, white])
    #expect(sameSwapElsewhere.key == swap.key)
    let differentPairs = ChangeCause.pixels(
      reference: try Self.bitmap(2, [black, white]), actual: try Self.bitmap(2, [white, 0x1111_11FF]),
      paintColours: [black, white])
    #expect(differentPairs.key != swap.key)
  }

  @Test func readingOnlyTheChangedBoundsGivesTheSameKey() throws {
    let white: UInt32 = 0xFFFF_FFFF
    let black: UInt32 = 0x0000_00FF
    var before = [UInt32](repeating: white, count: 64)
    var after = before
    for index in [18, 19, 27, 45] {
      before[index] = black
      after[index] = 0x1122_33FF
    }
    after[36] = black
    let reference = try Self.bitmap(8, before)
    let actual = try Self.bitmap(8, after)
    let bounds = try #require(ImageDiff.scan(reference, actual).bounds)
    #expect(bounds == PixelRect(x: 2, y: 2, width: 4, height: 4))
    let whole = ChangeCause.pixels(reference: reference, actual: actual, paintColours: [black, white])
    let bounded = ChangeCause.pixels(
      reference: reference, actual: actual, paintColours: [black, white], within: bounds)
    #expect(whole == bounded)
    #expect(whole.key == "colour #ffffffff → #000000ff")
  }
}
