import Foundation
import KagamiAudit
import KagamiFileSystem
import KagamiRenderer
import KagamiResults
import SnapshotTesting

extension SnapshotCheck {
  /// The accessibility audit of an image check (`ImageSnapshotOptions.audit`): runs the rules on
  /// `screen`, compares the findings with the audit file beside the baseline (`<name>.audit.txt`, the
  /// known findings) and puts them in the outcome's record. Warns by default: differences are
  /// printed as a note; new findings of the policy's failing rules (and `kagami.json`'s `audit.fail`) fail the
  /// check. A missing file is recorded (the first audit names what is known); `record: .all`
  /// rewrites it; `.failed` rewrites it when it fails the check.
  func checkAudit(_ screen: Screenshot, policy: AuditPolicy, outcome: inout SnapshotOutcome) {
    guard screen.tree != nil else { return }
    let file = location.with(pathExtension: Self.auditExtension)
    let findings: [AuditFinding]
    let configured: Set<AuditRule>
    do {
      configured = try AuditConfiguration.failingRules(root: location.root).get()
      findings = try ScreenRendererPool.shared.withRenderer { renderer in
        try AccessibilityAudit.findings(in: screen, renderer: renderer, options: policy.options)
      }
    } catch {
      let reason = (error as? AuditConfigurationError)?.message ?? "\(error)"
      fail(&outcome, "\(file.relativePath): the accessibility audit could not run: \(reason)")
      return
    }
    let exists = FileManager.default.fileExists(atPath: file.url.path)
    let known = exists ? (try? Data(contentsOf: file.url)).map { String(decoding: $0, as: UTF8.self) } : nil
    if exists, known == nil {
      fail(&outcome, "\(file.relativePath): cannot read the audit file")
      return
    }
    let comparison = KnownFindings(findings: findings, known: known ?? "")
    // The file's text, as `AccessibilityAudit.dump` writes it, from the lines made once.
    let text = comparison.lines.isEmpty ? "" : comparison.lines.joined(separator: "\n") + "\n"
    let failing = exists ? comparison.failing(policy.failing.union(configured)) : []
    let scale = Double(screen.traits?.device.scale ?? 1)
    outcome.audit = AuditRecord(
      file: file.relativePath, findings: comparison.lines, new: exists ? comparison.new.map(\.line) : [],
      fixed: comparison.fixed, failing: failing.map(\.line), boxes: findings.map { Self.pixels($0.frame, scale) })

    let rewrites =
      (!exists && record != .never) || (exists && comparison.differs && record == .all)
      || (!failing.isEmpty && record == .failed)
    if rewrites {
      if let problem = write(text, to: file) {
        fail(&outcome, problem)
        return
      }
      let what = exists ? "rewrote" : "recorded"
      printNote("\(file.relativePath): \(what) the accessibility audit (\(Self.count(findings.count))).")
      if failing.isEmpty { return }
    }
    guard exists, comparison.differs else { return }
    var lines = ["\(file.relativePath): the accessibility audit differs from the known findings."]
    lines += comparison.new.map { "  + " + $0.line }
    lines += comparison.fixed.map { "  - " + $0 }
    lines += comparison.changed.map { "  ~ " + $0.now.line + " (was: " + $0.known + ")" }
    if !comparison.fixed.isEmpty {
      lines.append("Fixed findings are listed with -: re-record (SNAPSHOT_TESTING_RECORD=all) to trim the file.")
    }
    if failing.isEmpty {
      printNote(lines.joined(separator: "\n"))
      return
    }
    let rules = Set(failing.map(\.rule.rawValue)).sorted().joined(separator: ", ")
    lines.insert("\(Self.count(failing.count)) of rules that fail checks (\(rules)) not in the known findings:", at: 1)
    fail(&outcome, lines.joined(separator: "\n"))
  }

  /// `.audit.txt`: the audit file's extension, beside the `.png` baseline.
  static let auditExtension = "audit.txt"

  /// A frame in points as the painter's pixels: every edge times the scale, rounded to nearest.
  static func pixels(_ frame: Rect, _ scale: Double) -> PixelRect {
    func edge(_ value: Double) -> Int {
      let scaled = value * scale
      return scaled.isFinite ? Int(min(max(scaled, -1_000_000), 1_000_000).rounded(.toNearestOrAwayFromZero)) : 0
    }
    let left = edge(frame.x)
    let top = edge(frame.y)
    return PixelRect(
      x: left, y: top, width: edge(frame.x + frame.width) - left, height: edge(frame.y + frame.height) - top)
  }

  private static func count(_ findings: Int) -> String { findings == 1 ? "1 finding" : "\(findings) findings" }

  private func write(_ text: String, to file: SnapshotLocation) -> String? {
    do {
      try AtomicFile.write(
        Data(text.utf8), to: file.url, staging: AtomicFile.stagingFolder(packageRoot: location.root))
      return nil
    } catch {
      return "\(file.relativePath): cannot write the audit file: \(file.url.path): \(error.reason)"
    }
  }

  private func fail(_ outcome: inout SnapshotOutcome, _ message: String) {
    outcome.status = .failed
    outcome.message = [outcome.message, message].compactMap { $0 }.joined(separator: "\n\n")
  }

  /// Prints `text` as a `kagami: note:`. It stays out of the record's note (which the report reads
  /// as a slow or tolerated pass): the record's `audit` carries the new and fixed findings.
  private func printNote(_ text: String) {
    FileHandle.standardError.write(Data("kagami: note: \(text)\n".utf8))
  }
}
