import Foundation

/// A lock-protected dictionary whose values are made once per key: the process-wide caches of
/// snapshot checks (fingerprints by package root, package roots by test file).
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
  // Unchecked: every access to `values` holds `lock`.
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  /// The value for `key`, made by `make` the first time.
  func value(for key: Key, make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value = values[key] { return value }
    let value = make()
    values[key] = value
    return value
  }
}
