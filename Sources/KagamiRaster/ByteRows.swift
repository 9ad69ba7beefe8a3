/// Comparisons of byte runs eight bytes at a time (the rows of 8-bit planes).
enum ByteRows {
  /// Whether the `count` bytes at `a` and at `b` are equal.
  @inline(__always)
  static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
    let (left, right) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
    var index = 0
    while index + 8 <= count {
      if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index += 8
    }
    while index < count {
      if a[index] != b[index] { return false }
      index += 1
    }
    return true
  }

  /// Whether the `count` bytes at `a` are all zero.
  @inline(__always)
  static func isZero(_ a: UnsafePointer<UInt8>, count: Int) -> Bool {
    let raw = UnsafeRawPointer(a)
    var index = 0
    var combined: UInt64 = 0
    while index + 8 <= count {
      combined |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < count {
      combined |= UInt64(a[index])
      index += 1
    }
    return combined == 0
  }
}
