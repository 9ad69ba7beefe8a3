/// A Markdown table of conformance results per group.
enum YogaConformanceReport {
  static func table(_ outcomes: [YogaConformanceRunner.Outcome]) -> String {
    var groups: [String] = []
    for outcome in outcomes where !groups.contains(outcome.fixture.group) { groups.append(outcome.fixture.group) }
    var lines = ["| group | no-text pass / total | text pass / total |", "| --- | --- | --- |"]
    for group in groups.sorted() {
      let members = outcomes.filter { $0.fixture.group == group }
      let plain = members.filter { !$0.fixture.needsText }
      let text = members.filter { $0.fixture.needsText }
      lines.append(
        "| \(group) | \(plain.filter(\.passed).count) / \(plain.count) | \(text.filter(\.passed).count) / \(text.count) |"
      )
    }
    let plain = outcomes.filter { !$0.fixture.needsText }
    let text = outcomes.filter { $0.fixture.needsText }
    lines.append(
      "| **all** | **\(plain.filter(\.passed).count) / \(plain.count)** | **\(text.filter(\.passed).count) / \(text.count)** |"
    )
    return lines.joined(separator: "\n")
  }
}
