import KagamiImage

extension Canvas {
  /// Draws the shadow of `layer` (an offscreen bitmap whose top-left pixel lands at `x`, `y`): its
  /// alpha blurred by `blur`, moved by `dx`, `dy` pixels, tinted `color` (the layer itself is not
  /// drawn). `coveredByLayer` says the caller draws the layer over it at once, unclipped differently.
  ///
  /// The blur runs once per distinct alpha plane in a screen (`BlurMemo`) and keeps runs of equal
  /// rows as one row (`BlurredPlane`); each shadow pixel is blended as `fillMask` would blend it.
  public mutating func drawShadow(
    of layer: Bitmap, x: Int, y: Int, blur: GaussianBlur, dx: Int, dy: Int, color: RGBAColor,
    coveredByLayer: Bool = false
  ) {
    guard color.alpha > 0 else { return }
    let height = layer.height
    let shadow = resources.blurs.blurred(alphaOf: layer, blur: blur, scratch: resources.blurScratch)
    let blurred = shadow.plane
    let (originX, originY) = (x - blur.reach + dx, y - blur.reach + dy)
    let area = clipRect.intersection(PixelRect(x: originX, y: originY, width: blurred.width, height: blurred.height))
    guard !area.isEmpty else { return }
    // The layer is drawn over the shadow next: where it is opaque it replaces the pixel whatever is
    // under it, so the shadow need not be blended there (the same bytes, less work).
    let covered = coveredByLayer && clipMask == nil ? shadow.opaqueRuns : nil
    let mask = clipMask
    let stride = bitmap.width
    let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    defer { table.deallocate() }
    bitmap.pixels.withUnsafeMutableBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
      let blender = CoverageBlender(
        color.packed, backdrop: Self.likelyBackdrop(pixels, stride: stride, area: area), table: table)
      blurred.storage.withUnsafeBufferPointer { storage in
        for row in area.y..<area.maxY {
          let index = Int(blurred.rowIndex[row - originY])
          guard index >= 0 else { continue }
          let stored = storage.baseAddress! + index * blurred.storedWidth
          // Canvas columns shifted into the plane's.
          let destination = pixels + row * stride + originX
          let (start, end) = (area.x - originX, area.maxX - originX)
          if let mask {
            mask.withRow(row, from: area.x, count: area.width) { maskRow in
              blender.blend(blurred, stored, into: destination, from: start, to: end, mask: maskRow - area.x + originX)
            }
            continue
          }
          var (skipStart, skipEnd) = (end, end)
          if let covered, row - y >= 0, row - y < height {
            let run = covered[row - y]
            (skipStart, skipEnd) = (max(x + run.start - originX, start), min(x + run.end - originX, end))
          }
          if skipStart >= skipEnd {
            blender.blend(blurred, stored, into: destination, from: start, to: end)
          } else {
            blender.blend(blurred, stored, into: destination, from: start, to: skipStart)
            blender.blend(blurred, stored, into: destination, from: skipEnd, to: end)
          }
        }
      }
    }
  }

  /// The colour a shadow over `area` most likely falls on: the most frequent of nine pixels at its
  /// corners, edges and centre (ties: the first).
  static func likelyBackdrop(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, area: PixelRect) -> UInt32 {
    var samples: [UInt32] = []
    for y in [area.y, area.y + area.height / 2, area.maxY - 1] {
      for x in [area.x, area.x + area.width / 2, area.maxX - 1] { samples.append(pixels[y * stride + x]) }
    }
    return samples.max { a, b in samples.count(where: { $0 == a }) < samples.count(where: { $0 == b }) } ?? 0
  }

  /// For each row of an alpha plane, its longest run of opaque (255) values as columns
  /// `start..<end` (empty when there is none); a row equal to the one above shares its run.
  static func opaqueRuns(_ alpha: [UInt8], width: Int, height: Int) -> [(start: Int, end: Int)] {
    var runs = [(start: Int, end: Int)](repeating: (0, 0), count: height)
    alpha.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      for y in 0..<height {
        let row = base + y * width
        if y > 0 && ByteRows.equal(row, row - width, count: width) {
          runs[y] = runs[y - 1]
          continue
        }
        let best = ByteRows.longestRun(of: 255, row, count: width)
        runs[y] = (best.lowerBound, best.upperBound)
      }
    }
    return runs
  }

  /// Composites `layer` (top-left pixel at `x`, `y`) blurred by `blur`: premultiplied colour and
  /// alpha planes (each product rounded half up) blurred exactly, then divided back by the blurred
  /// alpha, rounded half up; the result reaches `blur.reach` pixels beyond the layer on every side.
  public mutating func drawBlurred(_ layer: Bitmap, x: Int, y: Int, blur: GaussianBlur) throws {
    let count = layer.pixelCount
    var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: count), count: 4)
    layer.pixels.withUnsafeBytes { bytes in
      for index in 0..<count {
        let alpha = Int(bytes[index * 4 + 3])
        planes[3][index] = UInt8(alpha)
        for channel in 0..<3 {
          planes[channel][index] = UInt8(Compositor.multiply(Int(bytes[index * 4 + channel]), alpha))
        }
      }
    }
    let blurred = planes.map { blur.apply($0, width: layer.width, height: layer.height) }
    let (width, height) = (blurred[3].width, blurred[3].height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
      let alpha = Int(blurred[3].values[index])
      guard alpha > 0 else { continue }
      for channel in 0..<3 {
        pixels[index * 4 + channel] = UInt8(min((Int(blurred[channel].values[index]) * 255 + alpha / 2) / alpha, 255))
      }
      pixels[index * 4 + 3] = UInt8(alpha)
    }
    let result = try Bitmap(width: width, height: height, scale: layer.scale, pixels: pixels)
    drawLayer(result, x: x - blur.reach, y: y - blur.reach, opacity: 255)
  }

  /// Composites `layer` at (`x`, `y`) onto the canvas with `mode`: W3C Compositing's separable blend
  /// of each pixel with the backdrop, then source-over, by integer arithmetic (`BlendFunction`).
  public mutating func drawLayer(_ layer: Bitmap, x: Int, y: Int, blendMode mode: BlendMode) {
    composite(layer, x: x, y: y, opacity: 255, mode: mode)
  }

  /// Multiplies every pixel's alpha in the canvas by the alpha of `mask` at the same position (both
  /// the same size): a mask layer applied to a content layer.
  public mutating func multiplyAlpha(by mask: Bitmap) {
    precondition(mask.width == bitmap.width && mask.height == bitmap.height, "mask and layer differ in size")
    mask.pixels.withUnsafeBytes { maskBytes in
      bitmap.pixels.withUnsafeMutableBytes { bytes in
        for index in stride(from: 3, to: bytes.count, by: 4) {
          bytes[index] = UInt8(Compositor.multiply(Int(bytes[index]), Int(maskBytes[index])))
        }
      }
    }
  }
}
