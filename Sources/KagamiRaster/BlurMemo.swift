import KagamiImage

/// The last few planes blurred and their results: a screen of identical cards blurs one alpha plane
/// once. A hit compares the whole input plane, byte for byte.
final class BlurMemo {
  /// A blurred alpha plane and, for each of its rows, the longest run of opaque values
  /// (`Canvas.opaqueRuns`).
  struct Shadow {
    let plane: BlurredPlane
    let opaqueRuns: [(start: Int, end: Int)]
  }

  private struct Entry {
    let size: Int
    let width: Int
    let height: Int
    let input: [UInt8]
    let shadow: Shadow
  }

  private struct Narrowed {
    let size: Int
    let width: Int
    let height: Int
    let input: [UInt8]
    let storage: [UInt8]
    let rowIndex: [Int32]
  }

  private let capacity: Int
  private var entries: [Entry] = []
  private var narrowed: [Narrowed] = []

  init(capacity: Int) { self.capacity = capacity }

  /// `blur` applied to the alpha plane of `layer`, with the plane's opaque runs, from the memo when
  /// the same plane was blurred by the same kernel before. The plane is read into scratch memory
  /// and kept only when new.
  func blurred(alphaOf layer: Bitmap, blur: GaussianBlur, scratch: BlurScratch) -> Shadow {
    let (width, height, count) = (layer.width, layer.height, layer.pixelCount)
    let alpha = scratch.alpha(count: count)
    layer.pixels.withUnsafeBytes { raw in
      let words = raw.bindMemory(to: UInt32.self)
      for index in 0..<count { alpha[index] = UInt8(truncatingIfNeeded: words[index] >> 24) }
    }
    let size = blur.boxSize
    for (index, entry) in entries.enumerated()
    where entry.size == size && entry.width == width && entry.height == height
      && entry.input.withUnsafeBufferPointer({ ByteRows.equal($0.baseAddress!, alpha, count: count) })
    {
      entries.append(entries.remove(at: index))
      return entry.shadow
    }
    return blurred(
      Array(UnsafeBufferPointer(start: alpha, count: count)), width: width, height: height, blur: blur, scratch: scratch
    )
  }

  /// `blur` applied to `plane` (`width × height` values) with the plane's opaque runs, from the
  /// memo when the same plane was blurred by the same kernel before.
  func blurred(_ plane: [UInt8], width: Int, height: Int, blur: GaussianBlur, scratch: BlurScratch) -> Shadow {
    let size = blur.boxSize
    for (index, entry) in entries.enumerated()
    where entry.size == size && entry.width == width && entry.height == height
      && Self.equal(entry.input, plane)
    {
      entries.append(entries.remove(at: index))
      return entry.shadow
    }
    let result = plane.withUnsafeBufferPointer {
      blur.rows(of: $0, width: width, height: height, scratch: scratch, memo: self)
    }
    let shadow = Shadow(plane: result, opaqueRuns: Canvas.opaqueRuns(plane, width: width, height: height))
    if entries.count >= capacity { entries.removeFirst() }
    entries.append(Entry(size: size, width: width, height: height, input: plane, shadow: shadow))
    return shadow
  }

  /// `blur`'s passes over a plane narrowed to its constant columns (`GaussianBlur.rows`), from the
  /// memo when the same narrowed plane was blurred before.
  func passes(
    _ plane: UnsafePointer<UInt8>, width: Int, height: Int, blur: GaussianBlur, scratch: BlurScratch
  ) -> (storage: [UInt8], rowIndex: [Int32]) {
    let input = [UInt8](UnsafeBufferPointer(start: plane, count: width * height))
    for entry in narrowed
    where entry.size == blur.boxSize && entry.width == width && entry.height == height && Self.equal(entry.input, input)
    {
      return (entry.storage, entry.rowIndex)
    }
    let (storage, rowIndex) = blur.passes(plane, width: width, height: height, scratch: scratch)
    if narrowed.count >= capacity { narrowed.removeFirst() }
    narrowed.append(
      Narrowed(
        size: blur.boxSize, width: width, height: height, input: input, storage: storage, rowIndex: rowIndex))
    return (storage, rowIndex)
  }

  /// Whether two planes of the same size hold the same bytes (eight at a time).
  private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in ByteRows.equal(a.baseAddress!, b.baseAddress!, count: a.count) }
    }
  }
}
