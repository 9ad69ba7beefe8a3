import KagamiFlex

/// Runs work that recurses once per view level (resolving views, converting and painting trees) on
/// a joined thread whose stack fits `ViewEnvironment.maximumDepth` levels, so deep view trees never
/// overflow the caller's (possibly small) stack.
///
/// The stack is 33 MB (`stackDepth` levels of `DeepStack.bytesPerLevel`): 4,000 nested views took
/// 6.3 MB of it in a debug build (measured in `nestingPastTheLimitIsAnError`), and under glibc's
/// 40 MB cache of thread stacks a stack is reused rather than mapped, faulted in and unmapped for
/// every layout and paint (38 instead of 70 µs per thread; it was 99 MB).
public enum LargeStack {
  /// The depth the thread's stack is sized for, in `DeepStack` levels.
  static let stackDepth = 640

  /// Runs `body` to completion on the large stack and returns its result or rethrows its error.
  public static func run<T>(_ body: () throws -> T) throws -> T {
    var result: Result<T, any Error>?
    DeepStack.run(depth: stackDepth) { result = Result { try body() } }
    guard let result else { preconditionFailure("the large-stack body did not run") }
    return try result.get()
  }
}
