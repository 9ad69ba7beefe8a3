import Dispatch
import Synchronization

/// Loads previews: the host makes the environment for the preview's scenario in a locale, the
/// preview builds its content from it, all within a timeout.
package enum PreviewLoader {
  /// How long a load may take when neither the preview nor the caller says (`previewTimeout`).
  package static let defaultTimeout: Duration = previewTimeout

  /// Loads `preview` (named `identifier`) in `locale`. Throws `.loadFailed` when the host or the
  /// builder throws and `.timedOut` when they take longer than `timeout` (the work is cancelled and
  /// never awaited, so a builder that ignores cancellation cannot hang the caller).
  package static func load<Host: PreviewHost>(
    _ preview: Preview<Host.Scenario, Host.Environment>, identifier: String, locale: ScreenLocale, host: Host,
    timeout: Duration
  ) async throws(PreviewError) -> LoadedPreview {
    let context = PreviewContext(identifier: identifier, locale: locale)
    let outcome = await firstOf(timeout) { () async throws -> any PreviewContent in
      let environment = try await host.environment(for: preview.scenario, in: context)
      return try await preview.build(environment)
    }
    switch outcome {
    case .none: throw .timedOut(identifier, locale: locale.identifier, after: timeout)
    case .failure(let error)?: throw .loadFailed(identifier, locale: locale.identifier, reason: "\(error)")
    case .success(let content)?: return LoadedPreview(content: content, problems: context.problems)
    }
  }

  /// The operation's result, or nil when `timeout` passes first.
  static func firstOf<Value: Sendable>(
    _ timeout: Duration, _ operation: @escaping @Sendable () async throws -> Value
  ) async -> Result<Value, any Error>? {
    let race = Race<Value>()
    return await withCheckedContinuation { continuation in
      race.start(continuation)
      let work = Task {
        // The clock starts when the work does, not while it waits for a thread.
        armTimer(timeout, race)
        let result: Result<Value, any Error>
        do { result = .success(try await operation()) } catch { result = .failure(error) }
        race.finish(result)
      }
      race.onTimeout { work.cancel() }
    }
  }

  /// Finishes `race` with a timeout after `timeout`, from a Dispatch queue: not in the cooperative
  /// pool, which tests that render synchronously can keep busy.
  private static func armTimer<Value: Sendable>(_ timeout: Duration, _ race: Race<Value>) {
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = max(0, Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000))
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { race.finish(nil) }
  }
}

/// The one continuation of a race between an operation and its timeout: the first to finish resumes it.
final class Race<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<Value, any Error>?, Never>?
    var cancelWork: (@Sendable () -> Void)?
    var timedOut = false
  }
  private let state = Mutex(State())

  func start(_ continuation: CheckedContinuation<Result<Value, any Error>?, Never>) {
    state.withLock { $0.continuation = continuation }
  }

  func onTimeout(_ cancel: @escaping @Sendable () -> Void) {
    let alreadyTimedOut = state.withLock { state in
      state.cancelWork = cancel
      return state.timedOut
    }
    if alreadyTimedOut { cancel() }
  }

  func finish(_ result: Result<Value, any Error>?) {
    let (continuation, cancel) = state.withLock { state in
      let continuation = state.continuation
      state.continuation = nil
      if continuation != nil, result == nil { state.timedOut = true }
      return (continuation, result == nil ? state.cancelWork : nil)
    }
    continuation?.resume(returning: result)
    cancel?()
  }
}

/// How long a preview may load when neither it nor its caller names a timeout: 10 minutes. The
/// timeout is a guard against loads that never finish, not a speed check: under `swift test`, tests
/// that block the cooperative pool (a nested build, a long synchronous render) can hold a load back
/// for minutes (a 30-second timeout fired spuriously on a 2-core CI machine).
public let previewTimeout: Duration = .seconds(600)
