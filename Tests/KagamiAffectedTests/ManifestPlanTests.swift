import Foundation
import Testing

@testable import KagamiAffected

/// Package.swift changes: per-target comparison where it can tell, everything otherwise.
@Suite struct ManifestPlanTests {
  private static func dump(targets: [String: String], platforms: String = "[]") -> Data {
    let entries = targets.keys.sorted().map { #"{"name":"\#($0)","dependencies":\#(targets[$0]!),"exclude":[]}"# }
    return Data(#"{"name":"App","platforms":\#(platforms),"targets":[\#(entries.joined(separator: ","))]}"#.utf8)
  }

  private static let before = dump(targets: [
    "Core": "[]", "SearchFeature": #"[{"byName":["Core",null]}]"#, "Gone": "[]",
  ])

  private func planner(newDump: Data, oldDump: Data?) -> AffectedPlanner {
    AffectedPlanner(
      graph: SampleGraph.graph, configuration: SampleGraph.configuration, manifestDump: newDump,
      dumpOldManifest: { _ in oldDump })
  }

  @Test func oneTargetEntryChanged() throws {
    let after = Self.dump(targets: [
      "Core": "[]", "SearchFeature": #"[{"byName":["Core",null]},{"byName":["Components",null]}]"#, "Gone": "[]",
    ])
    let plan = try SampleGraph.plan(
      SampleGraph.modified("Package.swift"), planner: planner(newDump: after, oldDump: Self.before),
      old: ["Package.swift": "// old"])
    #expect(!plan.runAll)
    #expect(plan.testTargetNames == ["SearchFeatureTests", "IntegrationTests"])
    #expect(
      plan.testTargets[0].reasons[0].prefix(2) == [
        "Package.swift", "SearchFeature: its entry in Package.swift changed",
      ])
  }

  @Test func platformsChangedRunsEverything() throws {
    let after = Self.dump(
      targets: ["Core": "[]", "SearchFeature": #"[{"byName":["Core",null]}]"#, "Gone": "[]"],
      platforms: #"[{"platformName":"macos","version":"14.0"}]"#)
    let plan = try SampleGraph.plan(
      SampleGraph.modified("Package.swift"), planner: planner(newDump: after, oldDump: Self.before),
      old: ["Package.swift": "// old"])
    #expect(plan.runAll)
    #expect(plan.runAllReasons == ["Package.swift changed its 'platforms'"])
  }

  @Test func unreadableOldManifestRunsEverything() throws {
    let plan = try SampleGraph.plan(
      SampleGraph.modified("Package.swift"), planner: planner(newDump: Self.before, oldDump: nil),
      old: ["Package.swift": "not swift"])
    #expect(plan.runAll)
    #expect(plan.runAllReasons == ["Package.swift changed and its targets could not be compared"])
  }

  @Test func removedTargetWithItsFilesAffectsOnlyItsFormerDependents() throws {
    let after = Self.dump(targets: ["Core": "[]", "SearchFeature": "[]"])
    let plan = try SampleGraph.plan(
      [
        FileChange(status: .modified, path: "Package.swift"),
        FileChange(status: .deleted, path: "Sources/Gone/Gone.swift"),
      ], planner: planner(newDump: after, oldDump: Self.before), old: ["Package.swift": "// old"])
    #expect(!plan.runAll)
    #expect(plan.changedFiles.map(\.effect) == ["manifest", "removedTarget"])
    #expect(plan.testTargetNames == ["SearchFeatureTests", "IntegrationTests"])
  }
}
