import Foundation

/// Times a closure several times and summarizes the durations in milliseconds.
struct Stopwatch {
  /// Medians and spread of one measured operation.
  struct Summary: Codable {
    var medianMilliseconds: Double
    var minimumMilliseconds: Double
    var maximumMilliseconds: Double
    var runs: Int

    /// The summary of `milliseconds` (at least one sample), each figure rounded to a microsecond.
    init(milliseconds: [Double]) {
      let sorted = milliseconds.sorted()
      let middle = sorted.count / 2
      let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
      let round = { (value: Double) in (value * 1000).rounded() / 1000 }
      medianMilliseconds = round(median)
      minimumMilliseconds = round(sorted[0])
      maximumMilliseconds = round(sorted[sorted.count - 1])
      runs = sorted.count
    }
  }

  let runs: Int
  let warmUp: Int

  init(runs: Int, warmUp: Int = 1) {
    self.runs = max(1, runs)
    self.warmUp = max(0, warmUp)
  }

  /// Runs `body` `warmUp` times untimed, then `runs` times timed.
  func measure(_ body: () throws -> Void) rethrows -> Summary {
    for _ in 0..<warmUp { try body() }
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
      let elapsed = try clock.measure(body)
      samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    return Summary(milliseconds: samples)
  }
}

/// Prints a `Codable` value as pretty, key-sorted JSON on stdout.
func printJSON<Value: Encodable>(_ value: Value) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try encoder.encode(value), as: UTF8.self))
}
