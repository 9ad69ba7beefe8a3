/// Equality of byte ranges, compared as unaligned 64-bit words in blocks the compiler vectorizes.
enum ByteComparison {
  /// True when the `count` bytes at `lhs` and `rhs` are equal.
  @inline(__always)
  static func equal(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
    var offset = 0
    // 128-byte blocks: the XOR/OR chain has no branch, so LLVM turns it into vector code; one
    // branch per block keeps the early exit cheap.
    while offset + 128 <= count {
      var bits: UInt64 = 0
      for word in 0..<16 {
        let at = offset + word &* 8
        bits |=
          lhs.loadUnaligned(fromByteOffset: at, as: UInt64.self)
          ^ rhs.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      }
      if bits != 0 { return false }
      offset += 128
    }
    while offset + 8 <= count {
      if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < count {
      if lhs.load(fromByteOffset: offset, as: UInt8.self)
        != rhs.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }
}
