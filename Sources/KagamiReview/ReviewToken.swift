// KagamiReview: `kagami review`, the last run's report served on 127.0.0.1 with Accept, Reject and
// Undo buttons that write baselines and record decisions through a small JSON API.
// Design rules:
// - Local and private: the server binds 127.0.0.1 only; every request must carry the URL's random
//   token (32 hex digits from the system's CSPRNG), a `Host` of 127.0.0.1:<port> or localhost:<port>,
//   and no foreign `Origin`; anything else is 403 before a file is looked at.
// - State changes are POST with a JSON body only (405 for other methods, 415 without JSON).
// - Paths are checked segment by segment, percent-decoded one segment at a time (`ContainedPath`):
//   no `..`, no absolute path, no encoded `/`, no symbolic link out of `Snapshots/` or the artifacts
//   folder. A refused path is never opened.
// - Accepting goes through `SnapshotReview.accept(ids:)`, the code behind `kagami accept`: checked
//   first, stale artifacts refused (409), written atomically, all or nothing; calls are serialized
//   by one actor, so concurrent accepts of the same card write once.
// - Decisions live in `<artifacts>/review.json`, written atomically; the static report is unchanged.

/// The secret that the printed URL carries and every request must present.
public enum ReviewToken {
  /// 32 lowercase hex digits (128 bits) from the system's cryptographically secure generator
  /// (`SystemRandomNumberGenerator`: getrandom(2) on Linux, arc4random on Apple systems).
  public static func random() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return String(byte, radix: 16).leftPadded(to: 2)
    }.joined()
  }

  /// True when `candidate` equals `token`, compared in time that does not depend on where they differ.
  static func matches(_ candidate: String?, _ token: String) -> Bool {
    guard let candidate else { return false }
    let left = Array(candidate.utf8)
    let right = Array(token.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for index in left.indices { difference |= left[index] ^ right[index] }
    return difference == 0
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
