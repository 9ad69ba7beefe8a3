extension Stopwatch {
  /// Times several closures run by run, in turn (after one untimed warm-up round), and summarizes
  /// each: drift in the machine's load then affects all of them alike.
  static func interleaved(runs: Int, _ bodies: () -> [() throws -> Void]) throws -> [Summary] {
    let closures = bodies()
    for body in closures { try body() }
    var samples = [[Double]](repeating: [], count: closures.count)
    let clock = ContinuousClock()
    for _ in 0..<max(1, runs) {
      for (index, body) in closures.enumerated() {
        let elapsed = try clock.measure(body)
        samples[index].append(
          Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
      }
    }
    return samples.map(Summary.init(milliseconds:))
  }
}
