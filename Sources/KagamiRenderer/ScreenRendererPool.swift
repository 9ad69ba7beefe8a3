import KagamiImage
import Synchronization

/// Screen renderers shared by snapshot strategies and helpers. A `ScreenRenderer` is not thread-safe and loading
/// fonts is its slow part, so renderers are lent out one per concurrent render and returned after:
/// tests running in parallel never share one, and sequential tests reuse the same fonts.
public final class ScreenRendererPool: Sendable {
  /// The pool used by the view strategies (bundled fonts, no image directory).
  public static let shared = ScreenRendererPool()

  private let idle = Mutex<[ScreenRendererBox]>([])

  /// Runs `body` with a renderer that no other thread uses meanwhile.
  public func withRenderer<Result>(_ body: (ScreenRenderer) throws -> Result) throws -> Result {
    let box = try idle.withLock { $0.popLast() } ?? ScreenRendererBox(renderer: try ScreenRenderer())
    defer { idle.withLock { $0.append(box) } }
    return try body(box.renderer)
  }
}

/// A renderer that only ever belongs to one thread at a time (the pool hands it out under a lock).
private final class ScreenRendererBox: @unchecked Sendable {
  let renderer: ScreenRenderer
  init(renderer: ScreenRenderer) { self.renderer = renderer }
}
