import Foundation

/// The gradient ramps of a process, by stops (at most 256; beyond, the oldest half is forgotten).
final class GradientRampCache: @unchecked Sendable {
  // Unchecked: `ramps` and `order` are only touched while holding `lock`.
  private let lock = NSLock()
  private var ramps: [GradientRamp.Key: GradientRamp] = [:]
  private var order: [GradientRamp.Key] = []

  /// The ramp of `key`'s stops, if one was built.
  func ramp(_ key: GradientRamp.Key) -> GradientRamp? { lock.withLock { ramps[key] } }

  /// Keeps `ramp` for `key`.
  func insert(_ ramp: GradientRamp, for key: GradientRamp.Key) {
    lock.withLock {
      if ramps[key] == nil { order.append(key) }
      ramps[key] = ramp
      if order.count > 256 {
        for old in order.prefix(128) { ramps[old] = nil }
        order.removeFirst(128)
      }
    }
  }
}
