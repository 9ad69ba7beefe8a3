/// How a snapshot check treats its audit: what is audited, and which rules fail the check.
///
/// Warn by default: findings are written beside the baselines and into the result record, and a
/// check never fails because of them. Rules in `failing` make a finding of theirs fail the check
/// when it is not in the committed audit file, the known findings, which may therefore only shrink
/// (a fixed finding is reported so the file can be trimmed).
public struct AuditPolicy: Hashable, Sendable {
  /// What is audited and how strictly.
  public var options: AuditOptions
  /// Rules whose new findings fail the check; none by default.
  public var failing: Set<AuditRule>

  /// A policy from its parts.
  public init(options: AuditOptions = .default, failing: Set<AuditRule> = []) {
    self.options = options
    self.failing = failing
  }

  /// Every rule, AA contrast, 44 pt targets; nothing fails.
  public static let warn = AuditPolicy()

  /// Every rule, and new findings of `rules` fail the check.
  public static func failing(_ rules: Set<AuditRule>, options: AuditOptions = .default) -> AuditPolicy {
    AuditPolicy(options: options, failing: rules)
  }
}
