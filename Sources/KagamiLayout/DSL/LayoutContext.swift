import KagamiFlex
import KagamiText

/// What laying out a screen needs besides the view and its traits: the fonts that measure text
/// and the loader that turns fixture paths into pixels. Holds the first error met while views are
/// resolved and text is measured (measure functions cannot throw), and caches text measurements.
///
/// Not thread-safe (a `FontSet` is not): one per rendering context. It is `@unchecked Sendable`
/// only because the engine's measure functions are `@Sendable`; layout runs them on one thread at
/// a time (the engine's large-stack thread is joined before layout returns).
public final class LayoutContext: @unchecked Sendable {
  /// The fonts (nil: text cannot be laid out).
  public let fonts: FontSet?
  /// Loads fixture images.
  public let images: ImageLoader
  private(set) var error: (any Error)?
  /// How many `resolveNodes` calls are under way (views inside views), against `ViewEnvironment.maximumDepth`.
  var resolveDepth = 0
  /// The state of the screen being laid out (`@State`, `onAppear`), new for each layout.
  var stateStore = StateStore()
  /// Whether views of a type hold dynamic properties (`@State`, `@Environment`, …), by type.
  private var dynamicPropertyTypes: [ObjectIdentifier: Bool] = [:]
  private var layouts: [TextKey: [CachedLayout]] = [:]
  private var loaded: [String: Bitmap] = [:]
  private var drawings: [String: VectorDrawing] = [:]

  /// A context over `fonts` and an image loader.
  public init(fonts: FontSet?, images: ImageLoader = .none) {
    self.fonts = fonts
    self.images = images
  }

  /// Whether `view`'s type holds dynamic properties (looked at once per type).
  func holdsDynamicProperties<V: View>(_ view: V) -> Bool {
    let type = ObjectIdentifier(V.self)
    if let known = dynamicPropertyTypes[type] { return known }
    let holds = DynamicPropertyInstaller.holdsProperties(Mirror(reflecting: view))
    dynamicPropertyTypes[type] = holds
    return holds
  }

  /// Keeps the first error; layout throws it when the pass ends.
  func record(_ error: any Error) {
    if self.error == nil { self.error = error }
  }

  /// Throws the recorded error, if any, and clears it.
  func throwRecordedError() throws {
    if let error {
      self.error = nil
      throw error
    }
  }

  /// The fixture's pixels (each path is loaded once per context), or nil after recording the error.
  func image(at path: String) -> Bitmap? {
    if let image = loaded[path] { return image }
    do {
      let image = try images.load(path)
      loaded[path] = image
      return image
    } catch {
      record(error)
      return nil
    }
  }

  /// The SVG fixture's drawing (each path is loaded once per context), or nil after recording the error.
  func drawing(at path: String) -> VectorDrawing? {
    if let drawing = drawings[path] { return drawing }
    do {
      let drawing = try images.loadDrawing(path)
      drawings[path] = drawing
      return drawing
    } catch {
      record(error)
      return nil
    }
  }

  /// The size of `run` offered `width` points (nil: unlimited), at `scale`.
  func measure(_ run: TextRun, width: Double?, scale: Int) -> FlexSize {
    guard let paragraph = leadingParagraph(run, width: width, scale: scale) else {
      return FlexSize(width: 0, height: 0)
    }
    return FlexSize(width: paragraph.width, height: paragraph.height)
  }

  /// The paragraph of `run` broken at `width` points with its alignment, at `scale`.
  func paragraph(_ run: TextRun, width: Double, scale: Int) -> ParagraphLayout? {
    if run.alignment == .leading { return leadingParagraph(run, width: width, scale: scale) }
    let style = ParagraphStyle(
      width: width, lineLimit: run.lineLimit, alignment: run.alignment, lineSpacing: run.lineSpacing)
    return paragraph(run.spans, style: style, scale: scale)
  }

  /// The share of the screen's width up to which a text keeps its ideal width in a row that lacks
  /// room: SwiftUI's `HStack` offers each child an equal share before the rest goes to the more
  /// flexible ones, so a short label ("9:41", "Edit") beside a long text is never squeezed.
  static let shortTextShare = 0.25

  /// The narrowest `run` becomes in a row, in points: its ideal width when that is at most
  /// `shortWidth`, else the widest stretch between two break opportunities (a longer text wraps,
  /// never inside a word).
  func narrowestInRow(_ run: TextRun, scale: Int, shortWidth: Double) -> Double {
    let ideal = measure(run, width: nil, scale: scale).width
    guard ideal > shortWidth, let fonts else { return ideal }
    do {
      return min(ideal, try fonts.minimumContentWidth(run.spans, scale: scale))
    } catch {
      record(error)
      return ideal
    }
  }

  /// The leading-aligned paragraph of `run` at `width`, reusing an earlier layout when it must break
  /// the same way: one made at a width at least `width` whose widest line fits in `width` (greedy
  /// breaking and truncation then choose the same lines, because a line's width never shrinks as
  /// it takes more text, kerning and tracking included). Yoga measures a text at several widths and
  /// the tree lays it out once more at its final width; this keeps that to one shaping in most cases.
  private func leadingParagraph(_ run: TextRun, width: Double?, scale: Int) -> ParagraphLayout? {
    let style = ParagraphStyle(
      width: width, lineLimit: run.lineLimit, alignment: .leading, lineSpacing: run.lineSpacing)
    let limit = Self.width64(width, scale: scale)
    let key = TextKey(spans: run.spans, lineLimit: run.lineLimit, lineSpacing: run.lineSpacing, scale: scale)
    // One lookup serves both the search and the insertion.
    return cachedParagraph(&layouts[key, default: []], limit: limit) {
      paragraph(run.spans, style: style, scale: scale)
    }
  }

  private func cachedParagraph(
    _ entries: inout [CachedLayout], limit: Int, make: () -> ParagraphLayout?
  ) -> ParagraphLayout? {
    for entry in entries where entry.limit64 >= limit && entry.paragraph.pixelWidth * 64 <= limit {
      return entry.paragraph
    }
    guard let paragraph = make() else { return nil }
    entries.append(CachedLayout(limit64: limit, paragraph: paragraph))
    return paragraph
  }

  private func paragraph(_ spans: [TextSpan], style: ParagraphStyle, scale: Int) -> ParagraphLayout? {
    guard let fonts else {
      record(ViewLayoutError.noFonts(text: spans.map(\.text).joined()))
      return nil
    }
    do {
      return try fonts.layout(spans, style: style, scale: scale)
    } catch {
      record(error)
      return nil
    }
  }

  /// A break width in 1/64 device pixels, as `ParagraphStyle` computes it (`Int.max`: unlimited).
  private static func width64(_ width: Double?, scale: Int) -> Int {
    guard let width else { return Int.max }
    if width.isNaN || width <= 0 { return 0 }
    if width.isInfinite { return Int.max }
    return Int(min(width * Double(scale) * 64, 1e15).rounded(.toNearestOrAwayFromZero))
  }

  /// Everything a paragraph's layout depends on besides the width: the spans (text, font with its
  /// weight and slant, kerning, tracking, decorations), line limit, line spacing and scale. Colours
  /// are drawn, not laid out, so they are not part of it.
  ///
  /// Texts are told apart by their UTF-8 bytes as well as by `String`'s canonical equivalence: the
  /// shaper sees scalars, so "é" and "e" + U+0301 are different layouts; and hashing bytes skips the
  /// Unicode normalization that made lookups cost as much as a small layout.
  private struct TextKey: Hashable {
    var spans: [TextSpan]
    var lineLimit: Int?
    var lineSpacing: Double
    var scale: Int

    static func == (lhs: TextKey, rhs: TextKey) -> Bool {
      guard lhs.lineLimit == rhs.lineLimit, lhs.lineSpacing == rhs.lineSpacing, lhs.scale == rhs.scale,
        lhs.spans.count == rhs.spans.count
      else { return false }
      for index in lhs.spans.indices {
        let (left, right) = (lhs.spans[index], rhs.spans[index])
        guard left.text.utf8.elementsEqual(right.text.utf8), left == right else { return false }
      }
      return true
    }

    /// Hashes the texts' bytes, line limit and scale (equal keys have equal hashes; `==` compares the rest).
    func hash(into hasher: inout Hasher) {
      hasher.combine(lineLimit)
      hasher.combine(scale)
      for span in spans {
        var text = span.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(0xFF as UInt8)  // no UTF-8 byte: ends the text
      }
    }
  }

  private struct CachedLayout {
    var limit64: Int
    var paragraph: ParagraphLayout
  }
}
