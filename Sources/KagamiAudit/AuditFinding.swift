import Foundation
import KagamiLayout

/// One thing an audit found: the rule, how serious, which element, where, and what was measured.
public struct AuditFinding: Hashable, Sendable {
  /// The rule.
  public var rule: AuditRule
  /// How serious.
  public var severity: AuditSeverity
  /// The element's position in reading order (from 1), or 0 for a node that is not read at all.
  public var order: Int
  /// The node's id (`.id(…)`), if it has one.
  public var id: String?
  /// What VoiceOver reads for the element ("" when nothing).
  public var label: String
  /// The element's frame in screen points.
  public var frame: Rect
  /// The measured value in words: "40x40 pt, needs 44x44".
  public var measured: String

  /// A finding from its parts.
  public init(
    rule: AuditRule, severity: AuditSeverity = .warning, order: Int, id: String?, label: String, frame: Rect,
    measured: String
  ) {
    self.rule = rule
    self.severity = severity
    self.order = order
    self.id = id
    self.label = label
    self.frame = frame
    self.measured = measured
  }

  /// One line of the audit file: `rule severity #order "label" x,y wxh #id: measured`.
  public var line: String {
    let name = id.map { " #\($0)" } ?? ""
    return "\(rule.rawValue) \(severity.rawValue) \(order) \(AuditFinding.quoted(label)) "
      + "\(AuditFinding.format(frame))\(name): \(measured)"
  }

  static func quoted(_ text: String) -> String {
    // Most labels need no escape: Foundation's replacing is skipped for them.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 10 }) else {
      return "\"" + text + "\""
    }
    return "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  static func format(_ frame: Rect) -> String {
    "\(number(frame.x)),\(number(frame.y)) \(number(frame.width))x\(number(frame.height))"
  }

  /// A point value without a needless fraction: 44, 43.9.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
