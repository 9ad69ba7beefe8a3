import Foundation

/// Times a closure several times and summarizes the durations in milliseconds.
struct Stopwatch {
  /// Medians and spread of one measured operation.
  struct Summary: Codable {
    var medianMilliseconds: Double
    var minimumMilliseconds: Double
    var maximumMilliseconds: Double
    var runs: Int
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
    samples.sort()
    let middle = samples.count / 2
    let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    return Summary(
      medianMilliseconds: Self.rounded(median), minimumMilliseconds: Self.rounded(samples[0]),
      maximumMilliseconds: Self.rounded(samples[samples.count - 1]), runs: samples.count)
  }

  private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// Prints a `Codable` value as pretty, key-sorted JSON on stdout.
func printJSON<Value: Encodable>(_ value: Value) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  print(String(decoding: try encoder.encode(value), as: UTF8.self))
}
