/// Where a node line sits in a layout dump: the ids on its path, each with its position among
/// same-id siblings. Kept structured (not joined into a string), so that no id, whatever characters
/// it holds, can pose as another path.
package struct LayoutDumpPath: Hashable, Sendable {
  /// One step of the path.
  struct Element: Hashable, Sendable {
    var id: String
    var index: Int
  }

  var elements: [Element]

  /// Each node line of `dump` with its path, in dump order.
  package static func keyed(_ dump: String) -> [(key: LayoutDumpPath, line: LayoutDumpLine)] {
    var result: [(key: LayoutDumpPath, line: LayoutDumpLine)] = []
    var path: [Element] = []
    var seen: [[Element]: [String: Int]] = [:]
    for raw in dump.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let line = LayoutDumpLine(raw) else { continue }
      path = Array(path.prefix(line.depth))
      let index = seen[path, default: [:]][line.id, default: 0]
      seen[path, default: [:]][line.id] = index + 1
      path.append(Element(id: line.id, index: index))
      result.append((LayoutDumpPath(elements: path), line))
    }
    return result
  }
}
