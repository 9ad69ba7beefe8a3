/// A line diff of two texts for `.layout` and `.accessibility` dumps: the standard library's
/// `CollectionDifference` (Myers' algorithm, fast when few lines change, as between two dumps of one
/// screen), shown as unified-diff hunks — changes with `context` unchanged lines around them, longer
/// unchanged runs folded into `.skipped(count)`.
enum TextDiff {
  /// One line of the diff.
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
    /// This many unchanged lines, not shown.
    case skipped(Int)
  }

  /// The diff of `old` and `new`.
  static func lines(old: String, new: String, context: Int = 3) -> [Line] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let difference = b.difference(from: a)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var full: [Line] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, removed.contains(i) {
        full.append(.removed(a[i]))
        i += 1
      } else if j < b.count, inserted.contains(j) {
        full.append(.added(b[j]))
        j += 1
      } else {
        full.append(.same(a[i]))
        i += 1
        j += 1
      }
    }
    return folded(full, context: context)
  }

  /// `lines` with unchanged runs further than `context` lines from a change folded.
  private static func folded(_ lines: [Line], context: Int) -> [Line] {
    var nearChange = [Bool](repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() {
      if case .same = line { continue }
      for near in max(0, index - context)...min(lines.count - 1, index + context) { nearChange[near] = true }
    }
    var result: [Line] = []
    var skipped = 0
    for (index, line) in lines.enumerated() {
      if case .same = line, !nearChange[index] {
        skipped += 1
        continue
      }
      if skipped > 0 { result.append(.skipped(skipped)) }
      skipped = 0
      result.append(line)
    }
    if skipped > 0 { result.append(.skipped(skipped)) }
    return result
  }
}
