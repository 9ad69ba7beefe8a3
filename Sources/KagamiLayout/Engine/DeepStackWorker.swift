#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One long-lived thread with a large stack that runs `DeepStack` work for one caller at a time.
///
/// Starting a thread with a 100 MB stack for every layout and every paint cost 0.1–0.5 ms each (the
/// stack is mapped, faulted in and unmapped each time: too large for the C library's stack cache),
/// as much as laying a 500-node screen out. The worker is started on first use and kept; a caller that
/// finds it busy (another thread's layout, or work nested inside the worker's own) gets no answer and
/// starts a thread of its own, as before, so nothing ever waits for another caller's work.
final class DeepStackWorker: @unchecked Sendable {
  /// The worker shared by the process, with a stack for `LargeStack`'s depth.
  static let shared = DeepStackWorker(stackSize: DeepStack.stackSize(depth: ViewEnvironment.maximumDepth / 2))

  /// The worker thread's stack in bytes: work needing more runs on a thread of its own.
  let stackSize: Int

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>
  // All below are guarded by `mutex`.
  private var state = State.notStarted
  private var isTaken = false
  private var job: (() -> Void)?
  private var isJobDone = false

  private enum State { case notStarted, running, unavailable }

  private init(stackSize: Int) {
    self.stackSize = stackSize
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  /// Runs `body` on the worker and returns true once it has run, or returns false at once (without
  /// running it) when the worker is taken or could not be started.
  func run(_ body: () -> Void) -> Bool {
    pthread_mutex_lock(mutex)
    if state == .notStarted { start() }
    guard state == .running, !isTaken else {
      pthread_mutex_unlock(mutex)
      return false
    }
    isTaken = true
    withoutActuallyEscaping(body) { escapable in
      job = escapable
      pthread_cond_broadcast(condition)
      while !isJobDone { pthread_cond_wait(condition, mutex) }
      job = nil
      isJobDone = false
    }
    isTaken = false
    pthread_mutex_unlock(mutex)
    return true
  }

  /// Starts the thread (called with `mutex` held); on failure the worker stays unavailable.
  private func start() {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let context = Unmanaged.passRetained(self).toOpaque()
    let created = pthread_create(
      &thread, &attributes,
      { raw in
        guard let raw else { return nil }
        Unmanaged<DeepStackWorker>.fromOpaque(raw).takeRetainedValue().serve()
      }, context)
    pthread_attr_destroy(&attributes)
    if created == 0 {
      state = .running
    } else {
      Unmanaged<DeepStackWorker>.fromOpaque(context).release()
      state = .unavailable
    }
  }

  /// The worker thread's loop: runs each job handed over and reports it done.
  private func serve() -> Never {
    pthread_mutex_lock(mutex)
    while true {
      while job == nil || isJobDone { pthread_cond_wait(condition, mutex) }
      let work = job
      pthread_mutex_unlock(mutex)
      work?()
      pthread_mutex_lock(mutex)
      isJobDone = true
      pthread_cond_broadcast(condition)
    }
  }
}
