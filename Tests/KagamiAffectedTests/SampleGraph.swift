import Foundation

@testable import KagamiAffected

/// A package shaped like a multi-module app, for planner tests that need no git and no SwiftPM.
enum SampleGraph {
  static let graph = PackageGraph(targets: [
    PackageTarget(name: "Core", kind: .library, path: "Sources/Core", packageDependencies: ["swift-collections"]),
    PackageTarget(name: "Components", kind: .library, path: "Sources/Components", targetDependencies: ["Core"]),
    PackageTarget(
      name: "SearchFeature", kind: .library, path: "Sources/SearchFeature", targetDependencies: ["Core", "Components"]),
    PackageTarget(
      name: "DetailsFeature", kind: .library, path: "Sources/DetailsFeature", targetDependencies: ["Components"],
      packageDependencies: ["swift-argument-parser"]),
    PackageTarget(
      name: "Legacy", kind: .library, path: "Modules/Legacy/Src", excludes: ["Modules/Legacy/Src/README.md"]),
    PackageTarget(
      name: "App", kind: .executable, path: "Sources/App",
      targetDependencies: ["SearchFeature", "DetailsFeature", "Legacy"]),
    PackageTarget(name: "TestSupport", kind: .library, path: "Tests/TestSupport", targetDependencies: ["Core"]),
    PackageTarget(
      name: "CoreTests", kind: .test, path: "Tests/CoreTests", targetDependencies: ["Core", "TestSupport"]),
    PackageTarget(
      name: "ComponentsTests", kind: .test, path: "Tests/ComponentsTests", targetDependencies: ["Components"]),
    PackageTarget(
      name: "SearchFeatureTests", kind: .test, path: "Tests/SearchFeatureTests",
      targetDependencies: ["SearchFeature", "TestSupport"]),
    PackageTarget(
      name: "DetailsFeatureTests", kind: .test, path: "Tests/DetailsFeatureTests",
      targetDependencies: ["DetailsFeature"]),
    PackageTarget(name: "LegacyTests", kind: .test, path: "Modules/Legacy/Tests", targetDependencies: ["Legacy"]),
    PackageTarget(
      name: "IntegrationTests", kind: .test, path: "Tests/IntegrationTests", targetDependencies: ["SearchFeatureTests"]),
  ])

  static let configuration = KagamiConfiguration(
    globalInputs: [Glob("Fixtures/Fonts/**")],
    extraInputs: [
      (Glob("Fixtures/API/search/**"), ["SearchFeatureTests"]),
      (Glob("Fixtures/Images/*.png"), ["SearchFeatureTests", "DetailsFeatureTests"]),
    ],
    ignore: [Glob("**/*.md"), Glob("Docs/**")])

  static func plan(
    _ changes: [FileChange], planner: AffectedPlanner = AffectedPlanner(graph: graph, configuration: configuration),
    old: [String: String] = [:], new: [String: String] = [:]
  ) throws -> AffectedPlan {
    try planner.plan(
      changes: changes, base: "main", mergeBase: nil, head: "HEAD", includesUncommitted: false,
      oldContents: { old[$0].map { Data($0.utf8) } }, newContents: { new[$0].map { Data($0.utf8) } })
  }

  static func modified(_ paths: String...) -> [FileChange] {
    paths.map { FileChange(status: .modified, path: $0) }
  }
}
