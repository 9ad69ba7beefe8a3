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

  /// The longest run of equal bytes among the `count` at `row` (the first when several are as long),
  /// found eight bytes at a time inside runs.
  static func longestRun(_ row: UnsafePointer<UInt8>, count: Int) -> Range<Int> {
    let raw = UnsafeRawPointer(row)
    var best = 0..<min(count, 1)
    var start = 0
    while start < count {
      let value = row[start]
      let repeated = UInt64(value) &* 0x0101_0101_0101_0101
      var end = start &+ 1
      while end &+ 8 <= count && raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == repeated { end &+= 8 }
      while end < count && row[end] == value { end &+= 1 }
      if end &- start > best.count { best = start..<end }
      start = end
    }
    return best
  }

  /// The longest run of `value` among the `count` bytes at `row` (empty when there is none).
  static func longestRun(of value: UInt8, _ row: UnsafePointer<UInt8>, count: Int) -> Range<Int> {
    let raw = UnsafeRawPointer(row)
    let repeated = UInt64(value) &* 0x0101_0101_0101_0101
    var best = 0..<0
    var column = 0
    while column < count {
      guard row[column] == value else {
        column &+= 1
        continue
      }
      let start = column
      column &+= 1
      while column &+ 8 <= count && raw.loadUnaligned(fromByteOffset: column, as: UInt64.self) == repeated {
        column &+= 8
      }
      while column < count && row[column] == value { column &+= 1 }
      if column &- start > best.count { best = start..<column }
    }
    return best
  }
}
