import KagamiResults

/// A summary of a run sized for a pull-request comment: counts, then the snapshots to look at
/// (failed, changed, new) with the command that accepts each, at most `limit` of them.
public enum MarkdownSummary {
  /// The Markdown text.
  public static func render(_ input: ReportInput, limit: Int = 30) -> String {
    let counts = input.counts
    var text =
      "### Kagami snapshots\n\n| failed | changed | new | passed | within tolerance | deleted |\n"
      + "| --- | --- | --- | --- | --- | --- |\n"
    text +=
      "| \(counts["failed"]!) | \(counts["changed"]!) | \(counts["new"]!) | \(counts["passed"]!) "
      + "| \(counts["tolerated"]!) | \(counts["deleted"]!) |\n"
    let notable = input.groups.flatMap(\.records).filter { $0.status != .passed } + input.tolerated
    if notable.isEmpty {
      text += "\nEvery snapshot matches its baseline.\n"
    } else {
      text += "\n"
      for record in notable.prefix(limit) {
        let status = record.passedWithinTolerance ? "passed within tolerance" : record.status.rawValue
        var line = "- **\(status)** `\(record.id)`"
        if let change = record.change, let total = record.totalPixels {
          line += " — \(change.changedPixels) of \(total) pixels changed"
        } else if let mismatched = record.mismatchedPixels, let total = record.totalPixels {
          line += " — \(mismatched) of \(total) pixels differ"
        }
        if record.status == .failed { line += " — `kagami accept \(HTMLReport.shellQuoted(record.id))`" }
        text += line + "\n"
      }
      if notable.count > limit { text += "- … and \(notable.count - limit) more in the HTML report\n" }
    }
    if let fingerprint = input.fingerprint { text += "\nRenderer: \(fingerprint)\n" }
    return text
  }
}
