import Foundation

/// Equality of byte ranges, by the C library's `memcmp`: vectorized by the system in every build
/// configuration (a Swift word loop runs unoptimized in debug builds, where most tests and local runs
/// happen, and was a tenth of a failing check's time there). Only equality is read, never the sign.
enum ByteComparison {
  /// True when the `count` bytes at `lhs` and `rhs` are equal.
  @inline(__always)
  static func equal(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
    count <= 0 || memcmp(lhs, rhs, count) == 0
  }
}
