import Foundation

/// Runs a function over items on up to `jobs` threads; results come back in item order.
enum WorkerPool {
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let slots = ResultSlots<Result>(count: items.count)
    let gate = DispatchSemaphore(value: max(1, jobs))
    let group = DispatchGroup()
    for (index, item) in items.enumerated() {
      gate.wait()
      group.enter()
      Thread.detachNewThread {
        slots.set(index, body(item))
        gate.signal()
        group.leave()
      }
    }
    group.wait()
    return slots.values
  }
}

/// Results written by worker threads, one slot each, under a lock.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
  // Unchecked: `storage` is only touched under `lock`.
  private let lock = NSLock()
  private var storage: [Result?]

  init(count: Int) {
    storage = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ value: Result) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Result] {
    lock.lock()
    defer { lock.unlock() }
    return storage.map { $0! }
  }
}
