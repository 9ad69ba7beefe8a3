/// Explains a failed image snapshot by node: compares the baseline's layout dump with the rendered
/// one and lists the first differences ("RecipeCard#title: y 120 → 124", "text changed").
enum LayoutExplanation {
  /// At most `limit` lines describing how `actual` differs from `expected`, in dump order.
  static func differences(expected: String, actual: String, limit: Int = 5) -> [String] {
    let old = keyed(expected)
    let new = keyed(actual)
    var oldByKey: [String: LayoutDumpLine] = [:]
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

  /// Each line keyed by the ids on its path and its position among same-id siblings.
  private static func keyed(_ dump: String) -> [(key: String, line: LayoutDumpLine)] {
    var result: [(key: String, line: LayoutDumpLine)] = []
    var path: [String] = []
    var seen: [String: Int] = [:]
    for raw in dump.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let line = LayoutDumpLine(raw) else { continue }
      path = Array(path.prefix(line.depth))
      let base = (path + [line.id]).joined(separator: "/")
      let count = seen[base, default: 0]
      seen[base] = count + 1
      path.append(count == 0 ? line.id : "\(line.id)[\(count)]")
      result.append((path.joined(separator: "/"), line))
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
