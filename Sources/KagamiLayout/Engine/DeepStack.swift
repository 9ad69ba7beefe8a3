import Foundation

/// Runs the recursive layout on a thread whose stack fits the tree's depth, so 1,000-level trees and
/// deeper never overflow the caller's (possibly small) stack. Shallow trees run on the calling thread.
enum DeepStack {
  /// Depth up to which layout runs on the caller's thread.
  static let inlineDepth = 48
  /// Stack bytes reserved per tree level (generous: debug builds use large frames).
  static let bytesPerLevel = 48 * 1024

  static func run(depth: Int, _ body: () -> Void) {
    if depth <= inlineDepth {
      body()
      return
    }
    withoutActuallyEscaping(body) { escapable in
      let box = UncheckedBox(escapable)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.value()
        done.signal()
      }
      thread.stackSize = min(1 << 30, (depth + 64) * bytesPerLevel)
      thread.start()
      done.wait()
    }
  }
}

/// Moves a non-Sendable closure to the layout thread; the caller blocks until it has run.
private final class UncheckedBox: @unchecked Sendable {
  let value: () -> Void
  init(_ value: @escaping () -> Void) { self.value = value }
}
