import KagamiImage

/// What the accessibility audit of one image check found (`SnapshotResultRecord.audit`): the audit
/// file's lines now, and how they differ from the committed file, the known findings. Findings are
/// plain lines (`rule severity order "label" x,y wxh #id: measured`), as the file holds them.
public struct AuditRecord: Codable, Hashable, Sendable {
  /// The audit file beside the baseline, relative to the package root (`Snapshots/…/x.audit.txt`).
  public var file: String
  /// Every finding, one audit-file line each, in file order.
  public var findings: [String]
  /// Findings not in the committed file.
  public var new: [String]
  /// Lines of the committed file no longer found (fixed: the file can be trimmed).
  public var fixed: [String]
  /// New findings of rules that fail checks (they failed this one); empty when warning only.
  public var failing: [String]
  /// Each finding's frame in the image's pixels, in `findings` order (what the report draws over
  /// the screen); nil in records that have none.
  public var boxes: [PixelRect]?

  /// A record from its parts.
  public init(
    file: String, findings: [String], new: [String] = [], fixed: [String] = [], failing: [String] = [],
    boxes: [PixelRect]? = nil
  ) {
    self.file = file
    self.findings = findings
    self.new = new
    self.fixed = fixed
    self.failing = failing
    self.boxes = boxes
  }

  /// How many findings each rule has (the first word of a line), by rule name.
  public var countsByRule: [String: Int] {
    var counts: [String: Int] = [:]
    for line in findings { counts[String(line.prefix { $0 != " " }), default: 0] += 1 }
    return counts
  }
}
