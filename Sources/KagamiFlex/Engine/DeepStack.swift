#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the recursive layout on a thread whose stack fits the tree's depth, so 1,000-level trees and
/// deeper never overflow the caller's (possibly small) stack. Shallow trees run on the calling thread.
package enum DeepStack {
  /// Depth up to which layout runs on the caller's thread.
  package static let inlineDepth = 48
  /// Stack bytes reserved per tree level (generous: debug builds use large frames).
  package static let bytesPerLevel = 48 * 1024

  /// The stack a thread needs for `depth` levels.
  package static func stackSize(depth: Int) -> Int { min(1 << 30, (depth + 64) * bytesPerLevel) }

  /// Runs `body` to completion, on a dedicated thread (joined before returning) for deep trees.
  ///
  /// (A long-lived worker thread instead of a new thread per call was tried: the hand-over is cheaper
  /// in isolation, but `kagami-bench pipeline` laid out and painted 4–8% slower with it, the work
  /// running away from the caller's core and caches.)
  package static func run(depth: Int, _ body: () -> Void) {
    if depth <= inlineDepth {
      body()
      return
    }
    withoutActuallyEscaping(body) { escapable in
      let context = Unmanaged.passRetained(ClosureBox(escapable)).toOpaque()
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      pthread_attr_setstacksize(&attributes, stackSize(depth: depth))
      #if canImport(Glibc)
        var thread = pthread_t()
      #else
        var thread: pthread_t?
      #endif
      let created = pthread_create(
        &thread, &attributes,
        { raw in
          guard let raw else { return nil }
          Unmanaged<ClosureBox>.fromOpaque(raw).takeRetainedValue().value()
          return nil
        }, context)
      pthread_attr_destroy(&attributes)
      if created == 0 {
        #if canImport(Glibc)
          pthread_join(thread, nil)
        #else
          if let thread { pthread_join(thread, nil) }
        #endif
      } else {
        // No thread could be made: run here rather than fail (only very deep trees need the big stack).
        Unmanaged<ClosureBox>.fromOpaque(context).takeRetainedValue().value()
      }
    }
  }
}

/// Carries the layout closure to the layout thread; the caller blocks until that thread has ended.
private final class ClosureBox {
  let value: () -> Void
  init(_ value: @escaping () -> Void) { self.value = value }
}
