/// Stores one 32-bit word into a run of pixels, fast in debug builds too: a few words by hand, then
/// doubling copies of what is written (`copyMemory` is libc's memmove). `update(repeating:)` is a
/// generic call per element at -Onone, where adopting packages' tests run.
@usableFromInline package enum WordFill {
  /// Stores `word` into `count` words from `start`.
  @usableFromInline package static func fill(_ start: UnsafeMutablePointer<UInt32>, count: Int, with word: UInt32) {
    guard count > 0 else { return }
    var written = min(count, 16)
    var pixel = start
    let handWritten = start + written
    while pixel < handWritten {
      pixel.pointee = word
      pixel += 1
    }
    let raw = UnsafeMutableRawPointer(start)
    while written < count {
      let chunk = min(written, count - written)
      (raw + written &* 4).copyMemory(from: raw, byteCount: chunk &* 4)
      written &+= chunk
    }
  }
}
