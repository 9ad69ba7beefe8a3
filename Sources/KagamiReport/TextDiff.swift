/// A line diff of two texts (longest common subsequence), for `.layout` and `.accessibility` dumps.
enum TextDiff {
  /// One line of the diff.
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The diff of `old` and `new`; above `limit` lines on either side, a plain removal and addition.
  static func lines(old: String, new: String, limit: Int = 2_000) -> [Line] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard a.count <= limit, b.count <= limit else { return a.map(Line.removed) + b.map(Line.added) }
    // lengths[i][j]: LCS length of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        // On a tie the removal goes first, as unified diffs show it.
        result.append(.removed(a[i]))
        i += 1
      } else {
        result.append(.added(b[j]))
        j += 1
      }
    }
    return result
  }
}
