import Dispatch

/// Where the review server's tasks run: a serial dispatch queue of its own, not Swift's cooperative
/// thread pool. A process that blocks every pool thread (a test run doing synchronous work on a
/// 2-core machine) then cannot starve the server, and requests are handled one at a time.
final class ReviewServerExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = ReviewServerExecutor()

  private let queue = DispatchQueue(label: "kagami.review.server")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
