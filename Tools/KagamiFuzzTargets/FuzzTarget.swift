// KagamiFuzzTargets: one fuzz target per parser of a file that people edit, merge or corrupt (PNG
// baselines, layout dumps, result records, kagami.json, fixture JSON, timings, git and SwiftPM output).
// Design rules: a target feeds the bytes to the same code Kagami reads them with, then checks what
// must hold whatever the bytes (a decoded image re-encodes to the same pixels, every shard plan
// covers every target once, the fixture locator agrees with Foundation); a crash, a hang or a
// violated property is a finding. The same targets replay the committed corpus in `swift test`.
import Foundation

/// A named fuzz target: bytes in, the first violated property out (nil when every property held).
package struct FuzzTarget: Sendable {
  /// The name used by `kagami-fuzz`, `Scripts/fuzz.sh` and the corpus folders.
  package let name: String
  /// What it reads, in a few words.
  package let summary: String
  /// Runs the parser over `data`; returns a description of the first violated property.
  package let check: @Sendable (Data) -> String?

  /// Every target, in the order the script runs them.
  package static let all: [FuzzTarget] = [
    .png, .layoutDump, .results, .configuration, .fixtureJSON, .timings, .affected,
  ]

  /// The target called `name`, if any.
  package static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}
