/// What an audit checks and how strictly.
public struct AuditOptions: Hashable, Sendable {
  /// The smallest touch target in points, both sides: 44 (Apple's guideline) by default; 48 for
  /// Android's 48 dp, 24 for WCAG 2.2's minimum.
  public var minimumTarget: Double
  /// The rules that run; every rule by default.
  public var rules: Set<AuditRule>

  /// Options from their parts; a non-finite or negative target falls back to 44.
  public init(minimumTarget: Double = 44, rules: Set<AuditRule> = Set(AuditRule.allCases)) {
    self.minimumTarget = minimumTarget.isFinite && minimumTarget >= 0 ? minimumTarget : 44
    self.rules = rules
  }

  /// Apple's guideline: 44 × 44 pt targets, every rule.
  public static let `default` = AuditOptions()
}
