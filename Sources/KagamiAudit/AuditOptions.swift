/// What an audit checks and how strictly.
public struct AuditOptions: Hashable, Sendable {
  /// The smallest touch target in points, both sides: 44 (Apple's guideline) by default; 48 for
  /// Android's 48 dp, 24 for WCAG 2.2's minimum.
  public var minimumTarget: Double
  /// The rules that run; every rule by default.
  public var rules: Set<AuditRule>
  /// The WCAG level text contrast is judged at: AA (4.5:1, 3:1 for large text) by default.
  public var contrastLevel: ContrastLevel

  /// Options from their parts; a non-finite or negative target falls back to 44.
  public init(
    minimumTarget: Double = 44, rules: Set<AuditRule> = Set(AuditRule.allCases), contrastLevel: ContrastLevel = .aa
  ) {
    self.minimumTarget = minimumTarget.isFinite && minimumTarget >= 0 ? minimumTarget : 44
    self.rules = rules
    self.contrastLevel = contrastLevel
  }

  /// Apple's guideline: 44 × 44 pt targets, WCAG AA contrast, every rule.
  public static let `default` = AuditOptions()
}
