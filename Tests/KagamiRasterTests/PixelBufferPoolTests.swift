import Foundation
import Testing

@testable import KagamiImage

/// Recycled pixel memory never shows through and never changes a bitmap someone still holds.
@Suite struct PixelBufferPoolTests {
  @Test func aRecycledBufferIsOverwrittenAndItsOldOwnerKeepsItsPixels() throws {
    let pool = PixelBufferPool(budget: 1 << 22)
    var old = try Bitmap(width: 300, height: 200)
    for index in old.pixels.indices { old.pixels[index] = UInt8(truncatingIfNeeded: index &* 31) }
    let kept = old.pixels
    pool.recycle(old)
    #expect(pool.count == 1)
    let reused = pool.filled(count: 300 * 200 * 4, word: RGBAColor(hex: 0x112233).packed)
    #expect(pool.count == 0)
    #expect(reused.count == 300 * 200 * 4)
    #expect(stride(from: 0, to: reused.count, by: 4).allSatisfy { reused[$0..<$0 + 4] == [0x11, 0x22, 0x33, 0xFF] })
    #expect(old.pixels == kept)
  }

  @Test func bitmapsAndDecodesFromTheSharedPoolAreExact() throws {
    let scene = try TestImages.checkerGradient(width: 257, height: 131)
    let png = try PNGCodec.encode(scene)
    for _ in 0..<3 {
      let decoded = try PNGCodec.decode(png)
      #expect(decoded == scene)
      PixelBufferPool.shared.recycle(decoded)
      let blank = try Bitmap(width: 257, height: 131)
      #expect(blank.pixels.allSatisfy { $0 == 0 })
      PixelBufferPool.shared.recycle(blank)
    }
  }

  @Test func smallAndOverBudgetBuffersAreNotKept() throws {
    let pool = PixelBufferPool(budget: 1 << 20)
    pool.recycle(try Bitmap(width: 16, height: 16))
    pool.recycle(try Bitmap(width: 1024, height: 512))
    #expect(pool.count == 0)
    for _ in 0..<5 { pool.recycle(try Bitmap(width: 256, height: 256)) }
    #expect(pool.count == 4)
    #expect(pool.take(count: 256 * 256 * 4) != nil)
    #expect(pool.take(count: 128 * 128 * 4) == nil)
  }
}
