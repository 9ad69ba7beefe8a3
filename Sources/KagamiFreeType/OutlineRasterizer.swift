// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CFreeType

/// Turns an `OutlinePath` into anti-aliased coverage spans with FreeType's gray rasterizer
/// (`FT_Outline_Render` in direct mode). Integer arithmetic throughout, so results are exact.
///
/// The path's y axis is used as-is (device rows, y down); FreeType fills by the non-zero or even-odd
/// rule, so the flipped orientation does not matter.
public final class OutlineRasterizer {
  private let library: FreeTypeLibrary
  private var points: [FT_Vector] = []
  private var tags: [CChar] = []
  private var contours: [CShort] = []
  /// The spans of the outline being rendered, collected in C (`kagami_ft_collect_spans`); reused.
  private var sink = kagami_ft_span_sink()

  /// A rasterizer using `library` (not thread-safe: one per rendering context).
  public init(library: FreeTypeLibrary) {
    self.library = library
  }

  deinit { free(sink.spans) }

  /// Appends the spans of `path`, clipped to `clip` (x, y, width, height in pixels), to `spans`.
  public func render(
    _ path: OutlinePath, evenOdd: Bool = false, clip: (x: Int, y: Int, width: Int, height: Int),
    into spans: inout [CoverageSpan]
  ) throws {
    var closed = path
    closed.endContour(closed: false)
    guard !closed.isEmpty, clip.width > 0, clip.height > 0 else { return }
    guard closed.xs.count <= Int(CShort.max) else {
      throw FreeTypeError(function: "FT_Outline_Render (more than 32767 points)", code: 0x14)
    }
    points.removeAll(keepingCapacity: true)
    tags.removeAll(keepingCapacity: true)
    contours.removeAll(keepingCapacity: true)
    for index in closed.xs.indices {
      points.append(FT_Vector(x: FT_Pos(closed.xs[index]), y: FT_Pos(closed.ys[index])))
      tags.append(CChar(closed.tags[index].rawValue))
    }
    for end in closed.contourEnds { contours.append(CShort(end)) }

    sink.count = 0
    sink.failed = 0
    let error = points.withUnsafeMutableBufferPointer { pointBuffer in
      tags.withUnsafeMutableBufferPointer { tagBuffer in
        contours.withUnsafeMutableBufferPointer { contourBuffer in
          withUnsafeMutablePointer(to: &sink) { sinkPointer in
            var outline = FT_Outline()
            outline.n_points = CShort(pointBuffer.count)
            outline.n_contours = CShort(contourBuffer.count)
            outline.points = pointBuffer.baseAddress
            outline.tags = tagBuffer.baseAddress
            outline.contours = contourBuffer.baseAddress
            outline.flags = evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : Int32(FT_OUTLINE_NONE)
            var parameters = FT_Raster_Params()
            parameters.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
            parameters.gray_spans = kagami_ft_collect_spans
            parameters.user = UnsafeMutableRawPointer(sinkPointer)
            parameters.clip_box = FT_BBox(
              xMin: FT_Pos(clip.x), yMin: FT_Pos(clip.y), xMax: FT_Pos(clip.x + clip.width),
              yMax: FT_Pos(clip.y + clip.height))
            return FT_Outline_Render(library.handle, &outline, &parameters)
          }
        }
      }
    }
    guard sink.failed == 0 else { throw FreeTypeError(function: "FT_Outline_Render (span memory)", code: 0x40) }
    if sink.count > 0, let collected = sink.spans {
      // `kagami_ft_span` and `CoverageSpan` have the same layout (SpanCompositingTests checks it).
      collected.withMemoryRebound(to: CoverageSpan.self, capacity: sink.count) { first in
        spans.append(contentsOf: UnsafeBufferPointer(start: first, count: sink.count))
      }
    }
    guard error == 0 else { throw FreeTypeError(function: "FT_Outline_Render", code: error) }
  }
}
