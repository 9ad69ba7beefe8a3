/// What changed between two dumps of one screen, as position-independent entries that the same
/// change produces on every screen it touches: `colour #ff8c1aff → #e8730cff`,
/// `#title size 120x20 → 120x40`, `text text="Save" → text="Keep"`, `added #badge`. Exact: entries
/// are compared as strings, never by similarity. A change of positions only (a node moved because
/// something else did not change in the dump) is listed only when nothing else changed.
package enum LayoutDelta {
  /// The sorted, distinct entries of the change from `expected` to `actual`; empty when the dumps'
  /// node lines are equal.
  package static func entries(expected: String, actual: String) -> [String] {
    let old = LayoutDumpPath.keyed(expected)
    let new = LayoutDumpPath.keyed(actual)
    var oldByPath: [LayoutDumpPath: LayoutDumpLine] = [:]
    for (path, line) in old { oldByPath[path] = line }
    let newPaths = Set(new.map(\.key))
    var entries = Set<String>()
    var moves = Set<String>()
    for (path, line) in new {
      guard let before = oldByPath[path] else {
        entries.insert("added \(label(of: line))")
        continue
      }
      guard before.rest != line.rest else { continue }
      compare(before, line, into: &entries, moves: &moves)
    }
    for (path, line) in old where !newPaths.contains(path) { entries.insert("removed \(label(of: line))") }
    return (entries.isEmpty ? moves : entries).sorted()
  }

  /// A node's name in an entry: its `#id` when it has one, else its kind (`text`, `frame`, …).
  private static func label(of line: LayoutDumpLine) -> String {
    if let first = DumpTokens.split(line.rest).first, first.hasPrefix("#"),
      DumpTokens.colours(in: first).colours.isEmpty
    {
      return first
    }
    return line.id
  }

  private static func compare(
    _ before: LayoutDumpLine, _ after: LayoutDumpLine, into entries: inout Set<String>, moves: inout Set<String>
  ) {
    let name = label(of: after)
    let old = DumpTokens.split(before.rest)
    let new = DumpTokens.split(after.rest)
    guard old.count == new.count else {
      let strip = { (tokens: [String]) in
        tokens.filter { !DumpTokens.isPosition($0) && !DumpTokens.isSize($0) }.joined(separator: " ")
      }
      entries.insert("\(name) \(strip(old)) → \(strip(new))")
      return
    }
    for (a, b) in zip(old, new) where a != b {
      if DumpTokens.isPosition(a), DumpTokens.isPosition(b) {
        moves.insert("\(name) at \(a) → \(b)")
      } else if DumpTokens.isSize(a), DumpTokens.isSize(b) {
        entries.insert("\(name) size \(a) → \(b)")
      } else {
        let first = DumpTokens.colours(in: a)
        let second = DumpTokens.colours(in: b)
        if !first.colours.isEmpty, first.shape == second.shape, first.colours.count == second.colours.count {
          for (x, y) in zip(first.colours, second.colours) where x != y { entries.insert("colour \(x) → \(y)") }
        } else {
          entries.insert("\(name) \(a) → \(b)")
        }
      }
    }
  }
}
