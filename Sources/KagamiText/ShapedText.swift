/// A paragraph's scalars and its glyphs in logical order (clusters ascending; right-to-left runs are
/// stored in reverse of the order they are shown in).
struct ShapedText {
  /// The text as Unicode scalar values (the spans' texts one after another).
  var scalars: [UInt32]
  /// Shaped glyphs.
  var glyphs: [ShapedGlyph]
  /// Characters drawn as .notdef.
  var missing: [MissingCharacter]
  /// Per span: pixels per em in 1/64 px.
  var spanPixelSize64: [Int]
  /// Per span: the first scalar of the span (`spanStart[span]`); spans are contiguous.
  var spanStart: [Int]
  /// Per span: the face its underline and strikethrough metrics come from (its primary face).
  var spanPrimaryFace: [Int]
  /// Per span: kerning and tracking in 1/64 px, nil when both are 0.
  var spacing64: [(kerning: Int, tracking: Int)?]
  /// Per span: drawn slanted.
  var spanIsOblique: [Bool]
  /// `trailingTracking64[i]`: the tracking added to the cluster that ends just before scalar `i`,
  /// which does not count when a line ends there (SwiftUI treats tracking as trailing white
  /// space); empty when no span has tracking.
  var trailingTracking64: [Int]
  /// The bidirectional algorithm's result, nil when every level is 0 (logical order is visual order).
  var bidi: BidiParagraph? = nil

  /// The span containing scalar `index` (the last span for the end of the text).
  func span(at index: Int) -> Int {
    var low = 0
    var high = spanStart.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if spanStart[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Tracking not counted when a line ends before scalar `index`.
  func trailingTracking64(before index: Int) -> Int {
    trailingTracking64.isEmpty ? 0 : trailingTracking64[index]
  }
}
