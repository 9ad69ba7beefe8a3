import KagamiImage
import KagamiRaster

/// An offscreen layer whose pixel buffer returns to `PixelBufferPool` when the layer is released:
/// the next layer of the same size (the cards of a grid) reuses it instead of allocating.
final class PooledLayer {
  /// The layer's canvas.
  var canvas: Canvas

  init(_ canvas: Canvas) { self.canvas = canvas }

  /// The layer's pixels.
  var bitmap: Bitmap { canvas.bitmap }

  deinit { PixelBufferPool.shared.recycle(canvas.bitmap) }
}
