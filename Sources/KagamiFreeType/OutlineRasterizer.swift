import CFreeType

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

  /// A rasterizer using `library` (not thread-safe: one per rendering context).
  public init(library: FreeTypeLibrary) {
    self.library = library
  }

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

    var sink = SpanSink(spans: spans)
    defer { spans = sink.spans }
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
            parameters.gray_spans = spanCallback
            parameters.user = UnsafeMutableRawPointer(sinkPointer)
            parameters.clip_box = FT_BBox(
              xMin: FT_Pos(clip.x), yMin: FT_Pos(clip.y), xMax: FT_Pos(clip.x + clip.width),
              yMax: FT_Pos(clip.y + clip.height))
            return FT_Outline_Render(library.handle, &outline, &parameters)
          }
        }
      }
    }
    guard error == 0 else { throw FreeTypeError(function: "FT_Outline_Render", code: error) }
  }
}

/// Collects spans from the C callback.
private struct SpanSink {
  var spans: [CoverageSpan]
}

private let spanCallback: FT_SpanFunc = { y, count, spanList, user in
  guard let user, let spanList else { return }
  let sink = user.assumingMemoryBound(to: SpanSink.self)
  for index in 0..<Int(count) {
    let span = spanList[index]
    guard span.coverage > 0 else { continue }
    sink.pointee.spans.append(
      CoverageSpan(x: Int32(span.x), y: Int32(y), length: Int32(span.len), coverage: span.coverage))
  }
}
