import Foundation
import KagamiImage
import KagamiResults

extension HTMLReport {
  /// The accessibility audit's findings drawn over the screen: a numbered box on the image for each
  /// finding with a frame, and a legend of the numbered audit-file lines below (new ones marked);
  /// "" for a record without findings. Boxes are placed in percent of the image, so they stay on
  /// their nodes however the page scales the image. The image is the check's actual one when it
  /// failed, else its baseline.
  static func auditOverlay(_ record: SnapshotResultRecord, input: ReportInput, link: (URL) -> String) -> String {
    guard let audit = record.audit, !audit.findings.isEmpty else { return "" }
    let image =
      record.artifact(endingWith: ".actual.png").map { link(input.artifactsFolder.appendingPathComponent($0)) }
      ?? link(input.packageRoot.appendingPathComponent(record.file))
    var html = "<div class=\"audit\">"
    if let width = record.width, let height = record.height, width > 0, height > 0 {
      html += "<figure style=\"position:relative;display:inline-block;margin:0 0 8px\">"
      html += "<img src=\"\(HTML.escape(image))\" alt=\"\" style=\"display:block;max-width:420px\">"
      for (index, box) in (audit.boxes ?? []).enumerated() where index < audit.findings.count && !box.isEmpty {
        html += "<span class=\"audit-box\" style=\"position:absolute;box-sizing:border-box;border:2px solid #ff3b30;"
        html += "left:\(percent(box.x, of: width))%;top:\(percent(box.y, of: height))%;"
        html += "width:\(percent(box.width, of: width))%;height:\(percent(box.height, of: height))%\">"
        html += "<b style=\"position:absolute;left:-2px;top:-15px;background:#ff3b30;color:#fff;"
        html += "font:11px/13px sans-serif;padding:0 3px\">\(index + 1)</b></span>"
      }
      html += "</figure>"
    }
    let new = Set(audit.new)
    html += "<ol class=\"audit-legend\" style=\"font:12px ui-monospace,monospace;margin:0\">"
    for line in audit.findings {
      let mark = new.contains(line) ? "<span class=\"badge new\">new</span> " : ""
      html += "<li>\(mark)\(HTML.escape(line))</li>"
    }
    html += "</ol>"
    if !audit.fixed.isEmpty {
      html += "<p class=\"note\">Fixed (no longer found; trim \(HTML.escape(audit.file))):</p><pre>"
      html += HTML.escape(audit.fixed.joined(separator: "\n")) + "</pre>"
    }
    return html + "</div>"
  }

  /// The run's audit at the top of the page: findings per rule, then each finding once with how many
  /// times and in how many snapshots it was found (a shared component's finding is one row), the most
  /// frequent first; "" when nothing was audited. (Not a `group` section: the filter bar hides groups
  /// without a visible card.)
  static func auditSummary(_ summary: AuditSummary, rows: Int = 50) -> String {
    guard summary.snapshots > 0 else { return "" }
    let total = summary.counts.values.reduce(0, +)
    let distinct = summary.distinct.values.reduce(0, +)
    var html =
      "<section class=\"audit-summary\" id=\"audit-summary\" style=\"margin:16px 24px\"><h2>Accessibility audit: \(total) findings, "
    html += "\(distinct) distinct, in \(summary.snapshots) audited snapshots</h2>\n<p class=\"note\">"
    html += summary.counts.keys.sorted().map { rule in
      "\(HTML.escape(rule)) \(summary.counts[rule] ?? 0) (\(summary.distinct[rule] ?? 0) distinct)"
    }.joined(separator: " · ")
    html += "</p>\n<table class=\"audit-findings\"><tr><th>found</th><th>snapshots</th><th>finding</th></tr>\n"
    for finding in summary.findings.prefix(rows) {
      let new = finding.new > 0 ? " <span class=\"badge new\">\(finding.new) new</span>" : ""
      html += "<tr><td>\(finding.count)×</td><td title=\"\(HTML.escape(finding.snapshots.joined(separator: "\n")))\">"
      html += "\(finding.snapshots.count)</td><td>\(HTML.escape(finding.identity))\(new)</td></tr>\n"
    }
    html += "</table>"
    if summary.findings.count > rows {
      html += "<p class=\"note\">\(summary.findings.count - rows) more: kagami audit lists them all.</p>"
    }
    return html + "</section>\n"
  }

  /// The card's headline note for the audit: "3 accessibility findings (1 new)"; "" for none.
  static func auditHeadline(_ record: SnapshotResultRecord) -> String {
    guard let audit = record.audit, !audit.findings.isEmpty else { return "" }
    let count = audit.findings.count
    var text = "\(count) accessibility finding\(count == 1 ? "" : "s")"
    if !audit.new.isEmpty { text += " (\(audit.new.count) new)" }
    return " — <span class=\"note\">\(text)</span>"
  }

  /// `value / total` in percent with four decimals, by integer arithmetic: `12.5` → "12.5000".
  static func percent(_ value: Int, of total: Int) -> String {
    let scaled = value * 1_000_000 / total
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    let fraction = String(magnitude % 10_000)
    return "\(sign)\(magnitude / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
  }
}
