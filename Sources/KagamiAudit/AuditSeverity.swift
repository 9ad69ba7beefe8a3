/// How serious a finding is. Audits warn by default; a test can make rules fail.
public enum AuditSeverity: String, Codable, Hashable, Sendable, Comparable {
  /// Worth fixing; reported, never fails a check by itself.
  case warning
  /// Fails the check when the test asks rules to fail.
  case error

  /// Warnings before errors.
  public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool { lhs == .warning && rhs == .error }
}
