// KagamiAffected: git diff → SwiftPM target graph → the test targets a change really affects, with
// the chain of reasons for each.
//
// Design rules: the plan depends only on the diff, the package description and `kagami.json`, and
// comes out in package order (never in dictionary order); anything the planner cannot place runs
// everything and says why; git and SwiftPM are asked through their command lines only.
import Foundation

/// Turns a list of changed files into an `AffectedPlan`.
public struct AffectedPlanner: Sendable {
  /// The package's targets (at head).
  public var graph: PackageGraph
  /// `kagami.json`.
  public var configuration: KagamiConfiguration
  /// `swift package dump-package` of the manifest at head, for manifest comparisons.
  public var manifestDump: Data?
  /// Dumps an older `Package.swift` (its contents) the same way; nil when it cannot.
  public var dumpOldManifest: @Sendable (Data) -> Data?

  /// A planner from its parts.
  public init(
    graph: PackageGraph, configuration: KagamiConfiguration = KagamiConfiguration(), manifestDump: Data? = nil,
    dumpOldManifest: @escaping @Sendable (Data) -> Data? = { _ in nil }
  ) {
    self.graph = graph
    self.configuration = configuration
    self.manifestDump = manifestDump
    self.dumpOldManifest = dumpOldManifest
  }

  /// The plan for `changes` (paths relative to the package root); `oldContents` reads a file as it was
  /// at the merge base.
  public func plan(
    changes: [FileChange], base: String, mergeBase: String?, head: String, includesUncommitted: Bool,
    oldContents: (String) -> Data? = { _ in nil }, newContents: (String) -> Data? = { _ in nil }
  ) throws -> AffectedPlan {
    try validateConfiguration()
    var collector = ReasonCollector(graph: graph)
    var changedFiles: [AffectedPlan.ChangedFile] = []
    var runAllReasons: [String] = []
    let manifestChanged = changes.contains { $0.paths.contains("Package.swift") }
    for change in changes {
      for path in change.paths {
        var entry = AffectedPlan.ChangedFile(
          path: path, status: change.status, oldPath: path == change.path ? change.oldPath : nil, targets: [],
          effect: "target", note: "")
        classify(
          path, change: change, manifestChanged: manifestChanged, entry: &entry, collector: &collector,
          runAllReasons: &runAllReasons, oldContents: oldContents, newContents: newContents)
        changedFiles.append(entry)
      }
    }
    let testTargets = graph.targets.filter { $0.kind == .test }
    let selected: [AffectedPlan.AffectedTestTarget]
    if runAllReasons.isEmpty {
      selected = testTargets.compactMap { target in
        let reasons = collector.chains(to: target.name)
        return reasons.isEmpty ? nil : AffectedPlan.AffectedTestTarget(name: target.name, reasons: reasons)
      }
    } else {
      selected = testTargets.map { AffectedPlan.AffectedTestTarget(name: $0.name, reasons: [runAllReasons]) }
    }
    return AffectedPlan(
      base: base, mergeBase: mergeBase, head: head, includesUncommitted: includesUncommitted,
      runAll: !runAllReasons.isEmpty, runAllReasons: runAllReasons, changedFiles: changedFiles,
      testTargets: selected)
  }

  private func validateConfiguration() throws {
    for (glob, targets) in configuration.extraInputs {
      for name in targets where graph.target(named: name) == nil {
        throw AffectedError.badConfiguration(
          file: KagamiConfiguration.fileName,
          message: "'extraInputs' entry '\(glob)' names '\(name)', which is not a target of this package")
      }
    }
  }

  // Decides what one path does to the plan, in order: ignore, kagami.json, global inputs, the
  // manifest, Package.resolved, extra inputs, Snapshots/<Target>/, the owning target.
  private func classify(
    _ path: String, change: FileChange, manifestChanged: Bool, entry: inout AffectedPlan.ChangedFile,
    collector: inout ReasonCollector, runAllReasons: inout [String], oldContents: (String) -> Data?,
    newContents: (String) -> Data?
  ) {
    func runAll(_ effect: String, _ reason: String) {
      entry.effect = effect
      entry.note = reason
      if !runAllReasons.contains(reason) { runAllReasons.append(reason) }
    }
    if let glob = configuration.ignore.first(where: { $0.matches(path) }) {
      entry.effect = "ignored"
      entry.note = "matches ignore glob '\(glob)' in kagami.json"
      return
    }
    if path == KagamiConfiguration.fileName { return runAll("global", "kagami.json changed") }
    if let glob = configuration.globalInputs.first(where: { $0.matches(path) }) {
      return runAll("global", "\(path) matches global input '\(glob)' in kagami.json")
    }
    if path == "Package.swift" {
      if let reason = classifyManifest(entry: &entry, collector: &collector, oldContents: oldContents) {
        runAll("manifest", reason)
      }
      return
    }
    if path == "Package.resolved" {
      let changed = ResolvedPins.changedIdentities(
        old: ResolvedPins(data: oldContents(path)), new: ResolvedPins(data: newContents(path)))
      let users = graph.targets.filter { !Set($0.packageDependencies).isDisjoint(with: changed) }
      entry.effect = "resolved"
      entry.targets = users.map(\.name)
      entry.note = "pins changed: \(changed.joined(separator: ", "))"
      for target in users { collector.add(target.name, chain: [path, "\(target.name) uses a changed package"]) }
      return
    }
    var mapped: [String] = []
    for (glob, targets) in configuration.extraInputs where glob.matches(path) {
      for name in targets where !mapped.contains(name) {
        mapped.append(name)
        collector.add(name, chain: [path, "kagami.json extraInputs '\(glob)'"])
      }
    }
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    if components.count >= 3, components[0] == "Snapshots",
      let owner = graph.target(named: String(components[1])), owner.kind == .test
    {
      entry.targets = mapped + [owner.name]
      // A suite's baseline index (`kagami-index.txt`) stands for the snapshots it lists: the hashes of
      // hash-only ones, the fingerprints of all.
      entry.note =
        components.count == 4 && components[3] == "kagami-index.txt"
        ? "baseline index of \(owner.name) (suite \(components[2]))" : "baseline of \(owner.name)"
      collector.add(owner.name, chain: [path])
      return
    }
    if let owner = graph.owner(of: path) {
      if owner.contains(path) {
        entry.targets = mapped + [owner.name]
        entry.note = "in \(owner.name) (\(owner.path))"
        collector.add(owner.name, chain: [path])
      } else {
        entry.targets = mapped
        entry.effect = mapped.isEmpty ? "excluded" : "target"
        entry.note = "excluded from \(owner.name) in Package.swift"
      }
      return
    }
    if !mapped.isEmpty {
      entry.targets = mapped
      entry.note = "mapped by kagami.json extraInputs"
      return
    }
    if change.status == .deleted && manifestChanged {
      entry.effect = "removedTarget"
      entry.note = "deleted with a target removed from Package.swift"
      return
    }
    runAll("unowned", "\(path) belongs to no target and no kagami.json rule")
  }

  /// Fills `entry` for a manifest change; returns a reason when everything must run.
  private func classifyManifest(
    entry: inout AffectedPlan.ChangedFile, collector: inout ReasonCollector, oldContents: (String) -> Data?
  ) -> String? {
    guard let newDump = manifestDump, let old = oldContents("Package.swift"), let oldDump = dumpOldManifest(old) else {
      return "Package.swift changed and its targets could not be compared"
    }
    switch ManifestComparison.compare(old: oldDump, new: newDump) {
    case .everything(let reason):
      return reason
    case .targets(let changes):
      entry.effect = "manifest"
      entry.targets = changes.map(\.name).filter { graph.target(named: $0) != nil }
      entry.note =
        changes.isEmpty
        ? "no target's entry changed" : changes.map { "\($0.name): \($0.change)" }.joined(separator: "; ")
      for change in changes where graph.target(named: change.name) != nil {
        collector.add(change.name, chain: ["Package.swift", "\(change.name): \(change.change)"])
      }
      return nil
    }
  }
}
