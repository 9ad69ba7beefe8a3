import Foundation

extension Stopwatch {
  /// `interleaved(runs:_:)` timed in the process's CPU time (every thread's, user and system)
  /// instead of wall time: on a machine whose cores other jobs share, waiting for a core is not
  /// counted, so the figures of one run compare better with another's.
  static func interleavedProcessTime(runs: Int, _ bodies: () -> [() throws -> Void]) throws -> [Summary] {
    let closures = bodies()
    for body in closures { try body() }
    var samples = [[Double]](repeating: [], count: closures.count)
    for _ in 0..<max(1, runs) {
      for (index, body) in closures.enumerated() {
        let start = processMilliseconds()
        try body()
        samples[index].append(processMilliseconds() - start)
      }
    }
    return samples.map(Summary.init(milliseconds:))
  }

  /// The process's CPU time so far, in milliseconds.
  private static func processMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }
}
