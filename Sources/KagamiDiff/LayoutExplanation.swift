/// Explains a failed image snapshot by node: compares the baseline's layout dump with the rendered
/// one and lists the first differences ("RecipeCard#title: y 120 → 124", "text changed").
package enum LayoutExplanation {
  /// At most `limit` lines describing how `actual` differs from `expected`, in dump order.
  package static func differences(expected: String, actual: String, limit: Int = 5) -> [String] {
    let old = LayoutDumpPath.keyed(expected)
    let new = LayoutDumpPath.keyed(actual)
    var oldByKey: [LayoutDumpPath: LayoutDumpLine] = [:]
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
