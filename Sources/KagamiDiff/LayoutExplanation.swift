/// Explains a failed image snapshot by node: compares the baseline's layout dump with the rendered
/// one and lists the first differences ("RecipeCard#title: y 120 → 124", "text changed").
package enum LayoutExplanation {
  /// At most `limit` lines describing how `actual` differs from `expected`, in dump order.
  package static func differences(expected: String, actual: String, limit: Int = 5) -> [String] {
    let old = keyed(expected)
    let new = keyed(actual)
    var oldByKey: [[PathElement]: LayoutDumpLine] = [:]
    for (key, line) in old { oldByKey[key] = line }
    let newKeys = Set(new.map(\.key))
    var lines: [String] = []
    for (key, line) in new {
      guard let before = oldByKey[key] else {
        lines.append("\(line.id): added")
        continue
      }
      if let change = describe(before, line) { lines.append("\(line.id): \(change)") }
    }
    for (key, line) in old where !newKeys.contains(key) { lines.append("\(line.id): removed") }
    if lines.count > limit {
      let more = lines.count - limit
      lines = Array(lines.prefix(limit)) + ["… and \(more) more node\(more == 1 ? "" : "s")"]
    }
    return lines
  }

  /// One step of a node's path: its id and its position among same-id siblings. Kept structured (not
  /// joined into a string), so that no id, whatever characters it holds, can pose as another path.
  private struct PathElement: Hashable {
    var id: String
    var index: Int
  }

  /// Each line keyed by the ids on its path and its position among same-id siblings.
  private static func keyed(_ dump: String) -> [(key: [PathElement], line: LayoutDumpLine)] {
    var result: [(key: [PathElement], line: LayoutDumpLine)] = []
    var path: [PathElement] = []
    var seen: [[PathElement]: [String: Int]] = [:]
    for raw in dump.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let line = LayoutDumpLine(raw) else { continue }
      path = Array(path.prefix(line.depth))
      let index = seen[path, default: [:]][line.id, default: 0]
      seen[path, default: [:]][line.id] = index + 1
      path.append(PathElement(id: line.id, index: index))
      result.append((path, line))
    }
    return result
  }

  private static func describe(_ old: LayoutDumpLine, _ new: LayoutDumpLine) -> String? {
    var parts: [String] = []
    if let before = old.frame, let after = new.frame {
      for (index, name) in ["x", "y", "width", "height"].enumerated() where before[index] != after[index] {
        parts.append("\(name) \(format(before[index])) → \(format(after[index]))")
      }
    }
    if old.text != new.text { parts.append("text changed") }
    if parts.isEmpty, old.rest != new.rest { parts.append("attributes changed") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
