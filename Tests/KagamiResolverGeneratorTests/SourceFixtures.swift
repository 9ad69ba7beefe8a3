import Foundation
import KagamiResolverGenerator

/// Sources for the generator tests: inline snippets and the files of the ResolverFixtureCore target.
enum SourceFixtures {
  /// The repository's root folder, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// This test target's `Fixtures` folder.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// A snippet named `name` (used as both its path and its header name).
  static func source(_ name: String, _ text: String) -> SourceInput {
    SourceInput(path: name, displayName: name, text: text)
  }

  /// The Swift files of the ResolverFixtureCore target, sorted by name.
  static func fixtureCore() throws -> [SourceInput] {
    let folder = repositoryRoot.appendingPathComponent("Tests/ResolverFixtureCore")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    return try names.map { name in
      let url = folder.appendingPathComponent(name)
      return SourceInput(path: url.path, displayName: name, text: try String(contentsOf: url, encoding: .utf8))
    }
  }

  /// Generates with the default protocol name for module `Core`.
  static func generate(_ inputs: [SourceInput]) -> Result<String, GeneratorFailure> {
    ResolverGenerator(moduleName: "Core").generate(inputs)
  }

  /// The diagnostics of a generation that must fail (empty when it succeeded).
  static func diagnostics(_ inputs: [SourceInput]) -> [GeneratorDiagnostic] {
    if case .failure(let failure) = generate(inputs) { return failure.diagnostics }
    return []
  }
}
