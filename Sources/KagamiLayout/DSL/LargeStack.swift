/// Runs work that recurses once per view level (resolving views, converting and painting trees) on
/// a joined thread whose stack fits `ViewEnvironment.maximumDepth` levels, so deep view trees never
/// overflow the caller's (possibly small) stack.
public enum LargeStack {
  /// Runs `body` to completion on the large stack and returns its result or rethrows its error.
  public static func run<T>(_ body: () throws -> T) throws -> T {
    var result: Result<T, any Error>?
    DeepStack.run(depth: ViewEnvironment.maximumDepth / 2) { result = Result { try body() } }
    guard let result else { preconditionFailure("the large-stack body did not run") }
    return try result.get()
  }
}
