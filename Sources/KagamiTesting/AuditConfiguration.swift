import Foundation
import KagamiAudit

/// The package's audit settings in `kagami.json`: `"audit": {"fail": ["contrast", "missing-label"]}`
/// makes new findings of those rules fail every audited check, whatever the test's policy says.
/// Read once per package root and process.
enum AuditConfiguration {
  /// The rules `kagami.json` at `root` makes fail, or a message naming the problem.
  static func failingRules(root: URL) -> Result<Set<AuditRule>, AuditConfigurationError> {
    cache.value(for: root.path) { load(root: root) }
  }

  private static let cache = LockedDictionary<String, Result<Set<AuditRule>, AuditConfigurationError>>()

  private static func load(root: URL) -> Result<Set<AuditRule>, AuditConfigurationError> {
    let url = root.appendingPathComponent("kagami.json")
    guard let data = try? Data(contentsOf: url) else { return .success([]) }
    let problem = { (text: String) in AuditConfigurationError(message: "\(url.path): \(text)") }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return .failure(problem("not a JSON object"))
    }
    guard let audit = object["audit"] else { return .success([]) }
    guard let settings = audit as? [String: Any], Set(settings.keys).isSubset(of: ["fail"]) else {
      return .failure(problem("'audit' must be an object with one key, 'fail' (an array of rule names)"))
    }
    guard let names = (settings["fail"] ?? []) as? [String] else {
      return .failure(problem("'audit.fail' must be an array of rule names"))
    }
    var rules: Set<AuditRule> = []
    for name in names {
      guard let rule = AuditRule(rawValue: name) else {
        let known = AuditRule.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(problem("unknown audit rule '\(name)' in 'audit.fail' (rules: \(known))"))
      }
      rules.insert(rule)
    }
    return .success(rules)
  }
}

/// A `kagami.json` whose `audit` settings cannot be used.
struct AuditConfigurationError: Error, Hashable, Sendable {
  /// What is wrong, naming the file.
  let message: String
}
