import CRaster
import KagamiFreeType
import KagamiImage

/// The coverage of a non-rectangular clip over its bounding pixels (outside them nothing is drawn).
struct ClipMask {
  /// The pixels the mask covers.
  let rect: PixelRect
  /// `rect.width * rect.height` coverage values, row-major.
  var coverage: [UInt8]
  /// Per row of `rect`: device columns `start..<end` whose coverage is all 255 (empty when there are
  /// none or they were not noted). Painting through the mask treats them as unclipped, which gives
  /// the same pixels (`multiply(c, 255) == c`) without a per-pixel step; `noteFullRun` keeps them.
  private(set) var fullRuns: [FullRun]

  /// Columns `start..<end` of one row.
  struct FullRun {
    var start: Int32 = 0
    var end: Int32 = 0
  }

  /// A mask of `rect` filled with `value`.
  init(rect: PixelRect, value: UInt8) {
    self.rect = rect
    coverage = [UInt8](repeating: value, count: max(0, rect.width * rect.height))
    let full = value == 255 ? FullRun(start: Int32(rect.x), end: Int32(rect.maxX)) : FullRun()
    fullRuns = [FullRun](repeating: full, count: max(0, rect.height))
  }

  /// The mask of `spans` (all inside `rect`), times `outer`'s coverage when there is one; without
  /// one, each row notes its longest run of full coverage (as `noteFullRun` in span order). In C
  /// (`craster_clip_spans`): a Swift loop over the tens of thousands of spans of a 3x screen's clips
  /// cost about half a millisecond per screen in debug builds.
  init(rect: PixelRect, spans: [CoverageSpan], inside outer: ClipMask?) {
    self.init(rect: rect, value: 0)
    let outside = coverage.withUnsafeMutableBufferPointer { values in
      fullRuns.withUnsafeMutableBytes { runBytes in
        var mask = Self.craster(rect, values.baseAddress, runBytes.bindMemory(to: craster_run.self).baseAddress)
        return spans.withUnsafeBytes { spanBytes in
          let spanList = spanBytes.bindMemory(to: craster_span.self)
          guard let outer else { return craster_clip_spans(&mask, spanList.baseAddress, spanList.count, nil) }
          return outer.withCRasterMask { craster_clip_spans(&mask, spanList.baseAddress, spanList.count, $0) }
        }
      }
    }
    precondition(outside < 0, "span outside the clip mask")
  }

  /// Calls `body` with this mask as CRaster sees it (valid only inside `body`).
  func withCRasterMask<Result>(_ body: (UnsafePointer<craster_mask>) -> Result) -> Result {
    coverage.withUnsafeBufferPointer { values in
      fullRuns.withUnsafeBytes { runBytes in
        var mask = Self.craster(rect, values.baseAddress, runBytes.bindMemory(to: craster_run.self).baseAddress)
        return body(&mask)
      }
    }
  }

  /// CRaster's description of a mask of `rect` over `coverage` and `runs` (one per row).
  private static func craster(
    _ rect: PixelRect, _ coverage: UnsafePointer<UInt8>?, _ runs: UnsafePointer<craster_run>?
  ) -> craster_mask {
    craster_mask(
      coverage: coverage, runs: runs, x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width),
      max_x: Int32(rect.maxX), max_y: Int32(rect.maxY))
  }

  /// Notes that row `y`'s columns `start..<end` hold 255 (the caller wrote them); the row keeps its
  /// longest such run.
  mutating func noteFullRun(y: Int, start: Int, end: Int) {
    let row = y - rect.y
    let current = fullRuns[row]
    if end - start > Int(current.end - current.start) {
      fullRuns[row] = FullRun(start: Int32(start), end: Int32(end))
    }
  }

  /// Forgets every full run, so that painting takes the per-pixel path (tests compare the two).
  mutating func forgetFullRuns() {
    fullRuns = [FullRun](repeating: FullRun(), count: fullRuns.count)
  }

  /// The part of `start..<end` in row `y` that lies in the row's full run (empty if none).
  @inline(__always)
  func fullPart(y: Int, start: Int, end: Int) -> Range<Int> {
    let run = fullRuns[y - rect.y]
    let lower = max(start, Int(run.start))
    let upper = min(end, Int(run.end))
    return lower < upper ? lower..<upper : start..<start
  }

  /// The coverage at device pixel (x, y), which must lie inside `rect`.
  @inline(__always)
  func value(x: Int, y: Int) -> Int {
    Int(coverage[(y - rect.y) * rect.width + (x - rect.x)])
  }

  /// Calls `body` with the `count` coverage values of row `y` starting at device column `x`
  /// (all inside `rect`).
  @inline(__always)
  func withRow<Result>(_ y: Int, from x: Int, count: Int, _ body: (UnsafePointer<UInt8>) -> Result) -> Result {
    precondition(y >= rect.y && y < rect.maxY && x >= rect.x && x + count <= rect.maxX, "row outside the clip mask")
    return coverage.withUnsafeBufferPointer { values in
      body(values.baseAddress! + (y - rect.y) * rect.width + (x - rect.x))
    }
  }
}
