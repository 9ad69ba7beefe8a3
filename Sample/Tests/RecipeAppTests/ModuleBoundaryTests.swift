import Foundation
import Testing

/// The sample app's architecture, read from the package graph (`swift package dump-package`):
/// feature modules never depend on each other, and only RecipeApp depends on every feature.
@Suite struct ModuleBoundaryTests {
  static let features = [
    "SearchFeature", "RecipeDetailsFeature", "CooksnapFeature", "ShoppingListFeature", "KitchenFeature",
  ]

  /// Core, the shared components, the one Kagami product a feature needs to publish its previews, and
  /// SwiftUI (Kagami's on Linux), which its views import.
  @Test func featuresDependOnlyOnCoreComponentsKagamiPreviewsAndSwiftUI() throws {
    let graph = try PackageGraphDump.load()
    for feature in Self.features {
      let dependencies = try #require(graph[feature], "\(feature) is not in Package.swift")
      let otherFeatures = dependencies.filter { Self.features.contains($0) }
      #expect(otherFeatures.isEmpty, "\(feature) depends on \(otherFeatures.joined(separator: ", "))")
      #expect(
        Set(dependencies).isSubset(of: ["RecipeCore", "RecipeComponents", "KagamiPreviews", "SwiftUI"]),
        "\(feature) depends on \(dependencies.sorted().joined(separator: ", "))")
    }
  }

  @Test func onlyTheCompositionRootKnowsEveryFeature() throws {
    let graph = try PackageGraphDump.load()
    let app = try #require(graph["RecipeApp"])
    #expect(Set(Self.features).isSubset(of: Set(app)))
    // RecipeApp and its own tests are the composition root; everything else knows one feature at most.
    for (target, dependencies) in graph.sorted(by: { $0.key < $1.key })
    where target != "RecipeApp" && target != "RecipeAppTests" {
      let known = dependencies.filter { Self.features.contains($0) }
      #expect(known.count <= 1, "\(target) depends on several features: \(known.joined(separator: ", "))")
    }
  }

  @Test func theCheckCatchesAFeatureImportingAnother() throws {
    let graph = ["SearchFeature": ["RecipeCore", "KitchenFeature"]]
    let offending = graph["SearchFeature"]!.filter { Self.features.contains($0) }
    #expect(offending == ["KitchenFeature"])
  }
}

/// Target → names of the targets and products it depends on, from `swift package dump-package`.
enum PackageGraphDump {
  static func load() throws -> [String: [String]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    // A scratch path of its own: the `swift test` running this holds the lock on `.build`.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "swift package dump-package failed"])
    }
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    var graph: [String: [String]] = [:]
    for target in json?["targets"] as? [[String: Any]] ?? [] {
      guard let name = target["name"] as? String else { continue }
      graph[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap(dependencyName)
    }
    return graph
  }

  /// `{"byName": ["X", null]}`, `{"target": ["X", null]}`, `{"product": ["X", "pkg", …]}` → X.
  private static func dependencyName(_ dependency: [String: Any]) -> String? {
    for key in ["byName", "target", "product"] {
      if let values = dependency[key] as? [Any], let name = values.first as? String { return name }
    }
    return nil
  }
}
