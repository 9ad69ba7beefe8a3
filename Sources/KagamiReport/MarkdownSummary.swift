import KagamiResults

/// A summary of a run sized for a pull-request comment: counts, the commands that review the run
/// locally, then the groups of failures that changed the same way (one line each, with the command
/// that accepts the group), then the other snapshots to look at (failed, changed, new) with the
/// command that accepts each, at most `limit` lines in all. When the artifacts folder is published (`artifactsURL`, the address of
/// its root), each image also shows reference, actual and diff thumbnails linking to the full images.
public enum MarkdownSummary {
  /// The Markdown text.
  public static func render(_ input: ReportInput, limit: Int = 30, artifactsURL: String? = nil) -> String {
    let counts = input.counts
    var text =
      "### Kagami snapshots\n\n| failed | changed | new | passed | within tolerance | deleted |\n"
      + "| --- | --- | --- | --- | --- | --- |\n"
    text +=
      "| \(counts["failed"]!) | \(counts["changed"]!) | \(counts["new"]!) | \(counts["passed"]!) "
      + "| \(counts["tolerated"]!) | \(counts["deleted"]!) |\n"
    let shared = input.changeGroups
    let single =
      input.groups(excluding: Set(shared.flatMap { $0.members.map(\.id) })).flatMap(\.records)
      .filter { $0.status != .passed } + input.tolerated
    if single.isEmpty && shared.isEmpty {
      text += "\nEvery snapshot matches its baseline.\n"
    } else {
      text += "\nReview locally: `swift run kagami review` (accept or reject in the browser), or "
      text += "`swift run kagami accept --all-failed`.\n\n"
      var shown = 0
      for group in shared {
        guard shown < limit else { break }
        shown += 1
        text +=
          "- **\(group.members.count) failed, one change**: \(group.title) — `kagami accept --group \(group.id)`\n"
        if let artifactsURL, let thumbnails = thumbnails(group.representative, base: artifactsURL) {
          text += thumbnails
        }
      }
      for record in single.prefix(max(0, limit - shown)) {
        let status = record.passedWithinTolerance ? "passed within tolerance" : record.status.rawValue
        var line = "- **\(status)** `\(record.id)`"
        if let change = record.change, let total = record.totalPixels {
          line += " — \(change.changedPixels) of \(total) pixels changed"
        } else if let mismatched = record.mismatchedPixels, let total = record.totalPixels {
          line += " — \(mismatched) of \(total) pixels differ"
        }
        if record.status == .failed { line += " — `kagami accept \(HTMLReport.shellQuoted(record.id))`" }
        text += line + "\n"
        if let artifactsURL, let thumbnails = thumbnails(record, base: artifactsURL) { text += thumbnails }
      }
      let listed = shown + min(single.count, max(0, limit - shown))
      let total = single.count + shown
      if total > listed { text += "- … and \(total - listed) more in the HTML report\n" }
    }
    text += audit(AuditSummary(records: input.records))
    if let note = input.environmentNote { text += "\n\(note)\n" }
    if let note = input.unmappedSymbolsNote { text += "\n\(note)\n" }
    if let fingerprint = input.fingerprint { text += "\nRenderer: \(fingerprint)\n" }
    return text
  }

  /// The run's accessibility audit in a few lines: totals, then the most frequent findings once
  /// each with their counts (a shared component's finding is one line); "" when nothing was audited.
  static func audit(_ summary: AuditSummary, shown: Int = 5) -> String {
    guard summary.snapshots > 0 else { return "" }
    let total = summary.counts.values.reduce(0, +)
    let distinct = summary.distinct.values.reduce(0, +)
    var text = "\n**Accessibility audit**: \(total) findings (\(distinct) distinct) in \(summary.snapshots) snapshots"
    text += summary.new.isEmpty ? "" : ", \(summary.new.count) new"
    text += summary.failing.isEmpty ? "" : ", \(summary.failing.count) failing"
    text += " — `kagami audit` lists them.\n"
    for finding in summary.findings.prefix(shown) {
      text += "- \(finding.count)× in \(finding.snapshots.count) snapshots: `\(finding.identity)`\n"
    }
    return text
  }

  /// `  <a href=…><img src=… width="120" alt="reference"></a> …` for the record's image artifacts,
  /// or nil when it has none.
  static func thumbnails(_ record: SnapshotResultRecord, base: String) -> String? {
    let root = base.hasSuffix("/") ? String(base.dropLast()) : base
    var images: [String] = []
    for (suffix, label) in [(".reference.png", "reference"), (".actual.png", "actual"), (".diff.png", "diff")] {
      guard let artifact = record.artifact(endingWith: suffix) else { continue }
      let url = HTML.escape(root + "/" + URLPathEncoding.encode(artifact))
      images.append("<a href=\"\(url)\"><img src=\"\(url)\" width=\"120\" alt=\"\(label)\"></a>")
    }
    return images.isEmpty ? nil : "\n  " + images.joined(separator: " ") + "\n\n"
  }
}
