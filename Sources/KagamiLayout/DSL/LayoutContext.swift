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
  private var measurements: [MeasureKey: FlexSize] = [:]
  private var loaded: [String: PixelImage] = [:]

  /// A context over `fonts` and an image loader.
  public init(fonts: FontSet?, images: ImageLoader = .none) {
    self.fonts = fonts
    self.images = images
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
  func image(at path: String) -> PixelImage? {
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

  /// The size of `run` offered `width` points (nil: unlimited), at `scale`.
  func measure(_ run: TextRun, width: Double?, scale: Int) -> FlexSize {
    let width64 = width.map { $0.isFinite ? Int(max(0, min($0, 1e9)) * 64) : Int.max }
    let key = MeasureKey(text: run.text, font: run.font, lineLimit: run.lineLimit, width64: width64, scale: scale)
    if let size = measurements[key] { return size }
    let style = ParagraphStyle(width: width, lineLimit: run.lineLimit, alignment: .leading)
    guard let paragraph = paragraph(run.text, font: run.font, style: style, scale: scale) else {
      return FlexSize(width: 0, height: 0)
    }
    let size = FlexSize(width: paragraph.width, height: paragraph.height)
    measurements[key] = size
    return size
  }

  /// The paragraph of `run` broken at `width` points with its alignment, at `scale`.
  func paragraph(_ run: TextRun, width: Double, scale: Int) -> ParagraphLayout? {
    let style = ParagraphStyle(width: width, lineLimit: run.lineLimit, alignment: run.alignment)
    return paragraph(run.text, font: run.font, style: style, scale: scale)
  }

  private func paragraph(_ text: String, font: Font, style: ParagraphStyle, scale: Int) -> ParagraphLayout? {
    guard let fonts else {
      record(ViewLayoutError.noFonts(text: text))
      return nil
    }
    do {
      return try fonts.layout(text, font: font, style: style, scale: scale)
    } catch {
      record(error)
      return nil
    }
  }

  private struct MeasureKey: Hashable {
    var text: String
    var font: Font
    var lineLimit: Int?
    var width64: Int?
    var scale: Int
  }
}
