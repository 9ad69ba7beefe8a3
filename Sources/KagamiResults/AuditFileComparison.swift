/// A screen's audit findings (audit-file lines) against its audit file (the known findings): which
/// are new, which known ones are gone, and which known ones are still found with a new line.
///
/// Lines are matched whole first, as a multiset, as a changed line of a layout dump is. Then a
/// finding of a rule whose identity leaves its measured value out (`stableRules`: touch targets,
/// whose size may change while the same control is still too small) matches a remaining known line
/// of the same identity (`AuditFindingLine.identity`: the rule and the node's id, else its label):
/// the finding is known, only its line changed, so the file differs but nothing is new or fixed.
public struct AuditFileComparison: Hashable, Sendable {
  /// A known finding found again with another line.
  public struct Change: Hashable, Sendable {
    /// The audit file's line.
    public var known: String
    /// The line found now.
    public var now: String
  }

  /// Lines found now and not in the file (as many times as they are found more often than listed).
  public let new: [String]
  /// Lines of the file no longer found, in file order.
  public let fixed: [String]
  /// Known findings found again with a changed line, in the order found.
  public let changed: [Change]

  /// Rules whose known findings are matched by identity when their line changed.
  public static let stableRules: Set<String> = ["touch-target"]

  /// `findings` (audit-file lines) against the audit file's text `known` (empty lines ignored).
  public init(findings: [String], known: String) {
    var remaining: [String: Int] = [:]
    let knownLines = known.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    for line in knownLines { remaining[line, default: 0] += 1 }
    var unmatched: [String] = []
    for line in findings {
      if let count = remaining[line], count > 0 { remaining[line] = count - 1 } else { unmatched.append(line) }
    }
    // Known lines left over, by identity, for the rules matched that way (file order kept).
    var leftByIdentity: [String: [Int]] = [:]
    var leftOver: [Int: String] = [:]
    var used = remaining
    for (index, line) in knownLines.enumerated() {
      guard let count = used[line], count > 0 else { continue }
      used[line] = count - 1
      leftOver[index] = line
      if let parsed = AuditFindingLine(line), Self.stableRules.contains(parsed.rule) {
        leftByIdentity[parsed.identity, default: []].append(index)
      }
    }
    var new: [String] = []
    var changed: [Change] = []
    for line in unmatched {
      guard let parsed = AuditFindingLine(line), Self.stableRules.contains(parsed.rule),
        var candidates = leftByIdentity[parsed.identity], !candidates.isEmpty
      else {
        new.append(line)
        continue
      }
      let index = candidates.removeFirst()
      leftByIdentity[parsed.identity] = candidates
      changed.append(Change(known: knownLines[index], now: line))
      leftOver[index] = nil
    }
    self.new = new
    fixed = leftOver.keys.sorted().compactMap { leftOver[$0] }
    self.changed = changed
  }

  /// True when the file no longer matches the findings.
  public var differs: Bool { !new.isEmpty || !fixed.isEmpty || !changed.isEmpty }
}
