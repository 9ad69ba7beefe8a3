import Foundation
import KagamiResults

/// The static HTML report: a header with counts and the renderer's fingerprint, then the failures
/// that changed the same way, one section per change (largest first: its title, one card, the other
/// members folded), then the other snapshots grouped by test target (failed, changed and new first; passed collapsed), each with its compare
/// views, explanation, text diff and the `kagami accept` command.
public enum HTMLReport {
  /// The whole page, for a file written into `folder` (image links are relative to it).
  public static func render(_ input: ReportInput, in folder: URL) -> String {
    let base = RelativePath.components(of: folder)
    return render(input, linkingFilesWith: { RelativePath.from(base, to: $0) })
  }

  /// The whole page, with `link` turning the absolute URL of an image (a baseline or an artifact)
  /// into the attribute value the page uses for it (`kagami review` serves them from its own paths).
  public static func render(_ input: ReportInput, linkingFilesWith link: (URL) -> String) -> String {
    let counts = input.counts
    var html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    html += "<meta name=\"viewport\" content=\"width=device-width\"><title>Kagami snapshot report</title>"
    html +=
      "<style>\(ReportAssets.css)</style></head><body>\n<header><h1>Kagami snapshot report</h1><div class=\"counts\">"
    for key in ["failed", "changed", "new", "passed", "tolerated", "deleted"] {
      html += "<span id=\"count-\(key)\"><span class=\"badge \(key)\">\(key)</span>\(counts[key] ?? 0)</span>"
    }
    html += "</div><div class=\"meta\">"
    html += "commit \(HTML.escape(input.commit ?? "unknown")) · base \(HTML.escape(input.base ?? "none"))"
    if let fingerprint = input.fingerprint { html += " · renderer: \(HTML.escape(fingerprint))" }
    html += "</div>"
    if let note = input.environmentNote { html += "<p class=\"environment\">\(HTML.escape(note))</p>" }
    if let note = input.unmappedSymbolsNote {
      html += "<p class=\"environment\" id=\"unmapped-symbols\">\(HTML.escape(note))</p>"
    }
    html += ReportFilters.bar(input.records) + "</header>\n<main>\n"
    html += auditSummary(AuditSummary(records: input.records))
    let changes = input.changeGroups
    for group in changes {
      html += "<section class=\"group change\" data-group=\"\(group.id)\"><h2 id=\"group-\(group.id)\">"
      html += "<span class=\"badge failed\">\(group.members.count) failed, one change</span> "
      html += "\(HTML.escape(group.title))</h2>\n<div class=\"accept\">kagami accept --group \(group.id)</div>\n"
      let lead = group.representative
      html += card(lead, input: input, link: link)
      if group.members.count > 1 {
        html += "<details class=\"members\"><summary>\(group.members.count - 1) more with the same change</summary>\n"
        for record in group.members where record.id != lead.id {
          html += card(record, input: input, link: link, member: true)
        }
        html += "</details>\n"
      }
      html += "</section>\n"
    }
    if !input.tolerated.isEmpty {
      html += "<section class=\"group\"><h2 id=\"tolerated\">Passed only within a tolerance</h2>\n"
      for record in input.tolerated { html += card(record, input: input, link: link) }
      html += "</section>\n"
    }
    for group in input.groups(excluding: Set(changes.flatMap { $0.members.map(\.id) })) {
      html +=
        "<section class=\"group\"><h2 id=\"target-\(HTML.escape(group.target))\">\(HTML.escape(group.target))</h2>\n"
      for record in group.records { html += card(record, input: input, link: link) }
      html += "</section>\n"
    }
    if !input.deleted.isEmpty {
      html +=
        "<h2>Baselines no test produces any more</h2>\n<div class=\"card\"><span class=\"badge deleted\">deleted</span>"
      html += "<pre>\(HTML.escape(input.deleted.joined(separator: "\n")))</pre>"
      html += "<div class=\"accept\">kagami prune</div></div>\n"
    }
    html += "</main>\n<script>\(ReportAssets.script)</script>\n</body></html>\n"
    return html
  }

  /// One snapshot's card. A failure with a cause states it in its headline and folds its full
  /// message away; a `member` of a change group (not its representative) leaves out its text diff,
  /// which says what the group's first card says, and links the dump files instead.
  private static func card(
    _ record: SnapshotResultRecord, input: ReportInput, link: (URL) -> String, member: Bool = false
  ) -> String {
    let title = "\(record.suite) / \(record.test) · \(record.variant) (\(record.format))"
    let status = record.passedWithinTolerance ? "tolerated" : record.status.rawValue
    var body = "<div class=\"card\" data-status=\"\(status)\" data-id=\"\(HTML.escape(record.id))\""
    body += ReportFilters.attributes(record, searchText: !member) + ">"
    body += "<span class=\"badge \(status)\">\(status)</span><strong>\(HTML.escape(title))</strong>"
    if let change = record.change, let total = record.totalPixels {
      body += " — \(change.changedPixels) of \(total) pixels changed"
      if let mismatched = record.mismatchedPixels, mismatched != change.changedPixels {
        body += " (\(mismatched) counted)"
      }
    } else if let mismatched = record.mismatchedPixels, let total = record.totalPixels {
      body += " — \(mismatched) of \(total) pixels differ"
    }
    var details = ""
    if let note = record.note, !note.isEmpty {
      let label = record.passedWithinTolerance ? "passed within tolerance" : "slow pass: re-record"
      body += " — <span class=\"note\">\(label)</span>"
      details += "<p class=\"note\">\(HTML.escape(note))</p>"
    }
    if let cause = record.cause, record.status == .failed {
      body += "<div class=\"cause\">\(HTML.escape(cause.summary))</div>"
    }
    if let symbols = record.unmappedSymbols, !symbols.isEmpty {
      body += " — <span class=\"note\">unmapped SF Symbols</span>"
      details +=
        "<p class=\"note\">unmapped SF Symbols, drawn as labelled placeholders: \(HTML.escape(symbols.joined(separator: ", ")))</p>"
    }
    body += auditHeadline(record)
    details += auditOverlay(record, input: input, link: link)
    if let message = record.message, !message.isEmpty {
      // A text snapshot's message carries its own full line diff; the folded diff below replaces it.
      // The artifact paths are the compare view's images: they fold away with the full message.
      // A member shows none of it: the text is cut only for cards that show it.
      var shown: String {
        var text = Substring(message)
        if record.format != "image", let diff = text.range(of: "\n@@") { text = text[..<diff.lowerBound] }
        if let artifacts = text.range(of: "\nArtifacts:\n") { text = text[..<artifacts.lowerBound] }
        return String(text)
      }
      if member {
        // The group's first card shows the message; a member's differs only in its counts.
      } else if record.cause != nil {
        details +=
          "<details class=\"message\"><summary>full message</summary><pre>\(HTML.escape(shown))</pre></details>"
      } else {
        details += "<pre>\(HTML.escape(shown))</pre>"
      }
    }
    if let current = record.fingerprint, let baseline = record.baselineFingerprint {
      let changes = current.environmentChanges(since: baseline)
      if !changes.isEmpty {
        details +=
          "<p class=\"environment\">The environment changed since the baseline: \(HTML.escape(changes.joined(separator: "; ")))</p>"
      }
    }
    if record.format == "image", member, let prefix = artifactPrefix(record) {
      // A member's compare view names only the artifacts' common prefix; the script adds the
      // suffixes and the mode buttons (a run of thousands of members stays a light page).
      let shared = link(input.artifactsFolder.appendingPathComponent(prefix))
      details +=
        "<div class=\"compare\" data-art=\"\(HTML.escape(shared))\"\(diffPlacement(record))><div class=\"view\"></div></div>"
    } else if record.format == "image" {
      details += images(record, input: input, link: link)
    } else if member {
      let files = [".reference.txt", ".actual.txt"].compactMap { suffix in
        record.artifact(endingWith: suffix).map {
          (suffix.dropFirst().dropLast(4), link(input.artifactsFolder.appendingPathComponent($0)))
        }
      }
      details +=
        "<p class=\"same\">Same change as the group's first card: "
        + files.map { "<a href=\"\(HTML.escape($0.1))\">\($0.0)</a>" }.joined(separator: " · ") + "</p>"
    } else {
      details += texts(record, input: input)
    }
    if record.status == .failed, !member {
      details += "<div class=\"accept\">kagami accept \(HTML.escape(shellQuoted(record.id)))</div>"
    }
    if record.status == .passed, !record.passedWithinTolerance {
      body += "<details><summary>show</summary>\(details)</details>"
    } else {
      body += details
    }
    return body + "</div>\n"
  }

  private static func images(_ record: SnapshotResultRecord, input: ReportInput, link: (URL) -> String) -> String {
    func artifact(_ suffix: String) -> String? {
      record.artifact(endingWith: suffix).map { link(input.artifactsFolder.appendingPathComponent($0)) }
    }
    // A baseline that is an unfetched Git LFS pointer is no picture: a placeholder names the command.
    let pointer = LFSPlaceholder.applies(to: record, input: input)
    // A hash-only baseline has no PNG to link: without a reference artifact the card says so.
    let hashOnly = input.hashOnlyFiles.contains(record.file)
    let baseline = hashOnly ? nil : link(input.packageRoot.appendingPathComponent(record.file))
    let reference = artifact(".reference.png") ?? (record.status == .failed || pointer ? nil : baseline)
    let actual = artifact(".actual.png") ?? (record.status == .failed || pointer ? nil : baseline)
    let diff = artifact(".diff.png")
    var modes = [("side", "Side by side")]
    if diff != nil { modes.append(("diff", "Diff")) }
    if reference != nil, actual != nil, reference != actual {
      modes += [("slider", "Slider"), ("blend", "Blend"), ("toggle", "Toggle")]
    }
    var html = pointer ? LFSPlaceholder.html(record, input: input) : ""
    html += "<div class=\"compare\""
    if let reference { html += " data-ref=\"\(HTML.escape(reference))\"" }
    if let actual, actual != reference { html += " data-act=\"\(HTML.escape(actual))\"" }
    if let diff { html += " data-diff=\"\(HTML.escape(diff))\"" + diffPlacement(record) }
    if reference == nil { html += " data-noref=\"\(HTML.escape(missingReference(record, hashOnly: hashOnly)))\"" }
    html += "><div class=\"modes\">"
    for (mode, label) in modes { html += "<button data-mode=\"\(mode)\">\(label)</button>" }
    return html + "</div><div class=\"view\"></div></div>"
  }

  /// What stands where the reference image would: why there is none, and for a failed hash-only
  /// snapshot the command that renders it from the merge base.
  static func missingReference(_ record: SnapshotResultRecord, hashOnly: Bool) -> String {
    guard hashOnly else {
      return record.status == .new ? "No reference: this snapshot is new." : "No reference image in this run."
    }
    guard record.status == .failed else {
      return "Hash-only baseline: no image is kept (pixel hash \(record.baselineHash ?? record.actualHash ?? "?"))."
    }
    return
      "No reference image: this snapshot is hash-only (no PNG in the repository). Render it from the merge base "
      + "with: kagami test --render-references --target \(record.testTarget)"
  }

  private static func texts(_ record: SnapshotResultRecord, input: ReportInput) -> String {
    func read(_ suffix: String) -> String? {
      record.artifact(endingWith: suffix).flatMap {
        try? String(contentsOf: input.artifactsFolder.appendingPathComponent($0), encoding: .utf8)
      }
    }
    guard let actual = read(".actual.txt") else { return "" }
    let reference = read(".reference.txt") ?? ""
    var html = "<pre class=\"diff\">"
    for line in TextDiff.lines(old: reference, new: actual) {
      switch line {
      case .same(let text): html += "  \(HTML.escape(text))\n"
      case .removed(let text): html += "<span class=\"removed\">- \(HTML.escape(text))</span>\n"
      case .added(let text): html += "<span class=\"added\">+ \(HTML.escape(text))</span>\n"
      case .skipped(let count):
        html += "<span class=\"skipped\">  … \(count) unchanged line\(count == 1 ? "" : "s")</span>\n"
      }
    }
    return html + "</pre>"
  }

  /// The path that the reference, actual and diff artifacts of an image share before their
  /// suffixes, when it has all three.
  private static func artifactPrefix(_ record: SnapshotResultRecord) -> String? {
    guard let reference = record.artifact(endingWith: ".reference.png") else { return nil }
    let prefix = String(reference.dropLast(".reference.png".count))
    let others = [".actual.png", ".diff.png"].map { record.artifact(endingWith: $0) }
    return others == [prefix + ".actual.png", prefix + ".diff.png"] ? prefix : nil
  }

  /// ` data-diff-at="x y width height imageWidth imageHeight"` when the record's diff artifact holds
  /// only the changed region (the script places it over the reference there), else "".
  static func diffPlacement(_ record: SnapshotResultRecord) -> String {
    guard let region = record.diffRegion, let width = record.width, let height = record.height else { return "" }
    return " data-diff-at=\"\(region.x) \(region.y) \(region.width) \(region.height) \(width) \(height)\""
  }

  /// `id` quoted for a POSIX shell when it needs it.
  static func shellQuoted(_ id: String) -> String {
    let safe = id.allSatisfy { $0.isLetter || $0.isNumber || "/._-+@=,:".contains($0) }
    return safe ? id : "'" + id.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
