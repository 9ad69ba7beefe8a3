import Foundation
import Testing

/// The proof that the generated resolver is exhaustive: a tiny package (a Core with two descriptors
/// and the plugin, an app that resolves one) built with `swift build` in a temporary folder. The
/// plugin runs the generator this test run was built with, through an artifact bundle it writes
/// (`KAGAMI_RESOLVER_GENERATOR_BUNDLE`), so the nested builds never compile swift-syntax.
@Suite("Exhaustiveness (nested swift build of Fixtures/TinyPackage)")
struct ExhaustivenessTests {
  @Test(
    "a missing resolver fails the build naming its descriptor; adding it builds; a bad descriptor fails the generator",
    .timeLimit(.minutes(30)))
  func missingResolverFailsTheBuild() throws {
    let package = try Self.copyTinyPackage()
    defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    let bundle = package.deletingLastPathComponent().appendingPathComponent("Generator.artifactbundle")
    let written = try ProcessRun.run(GeneratorCommandTests.binary, ["--write-artifact-bundle", bundle.path])
    #expect(written.status == 0, "\(written.output)")

    var clock = ContinuousClock.now
    let missing = try Self.swiftBuild(package, generatorBundle: bundle)
    print("ExhaustivenessTests: first build (prebuilt generator) took \(ContinuousClock.now - clock)")
    #expect(!missing.output.contains("Compiling SwiftSyntax"), "the nested build compiled swift-syntax")
    #expect(missing.status != 0)
    #expect(
      missing.output.contains("error: type 'AppResolver' does not conform to protocol 'ConcreteResolver'"),
      "\(missing.output)")
    #expect(
      missing.output.contains(
        "protocol requires function 'resolveConcrete' with type '(ViewDescriptor.ShoppingList) -> ViewDescriptor.ShoppingList.Output'"
      ))

    let second = SourceFixtures.fixtures.appendingPathComponent("SecondResolver/AppResolver+ShoppingList.swift")
    try FileManager.default.copyItem(
      at: second, to: package.appendingPathComponent("Sources/TinyApp/AppResolver+ShoppingList.swift"))
    clock = .now
    let complete = try Self.swiftBuild(package, generatorBundle: bundle)
    print("ExhaustivenessTests: rebuild with the second resolver took \(ContinuousClock.now - clock)")
    #expect(complete.status == 0, "\(complete.output)")
    let app = try ProcessRun.run(package.appendingPathComponent(".build/debug/TinyApp"), [])
    #expect(app.output == "recipe list\nshopping list\n")

    let core = package.appendingPathComponent("Sources/TinyCore/Broken.swift")
    try "import KagamiDescriptors\nextension ViewDescriptor {\n  public struct Cooksnap: TypedDescriptor {}\n}\n".write(
      to: core, atomically: true, encoding: .utf8)
    let broken = try Self.swiftBuild(package, generatorBundle: bundle)
    #expect(broken.status != 0)
    #expect(
      broken.output.contains("Broken.swift:3:3: error: descriptor 'ViewDescriptor.Cooksnap' declares no 'Output'"),
      "\(broken.output)")
  }

  /// Copies Fixtures/TinyPackage to a temporary folder, pointing its Kagami dependency at this repository.
  static func copyTinyPackage() throws -> URL {
    let folder = try ProcessRun.temporaryFolder("kagami-tiny-package")
    let package = folder.appendingPathComponent("TinyPackage")
    try FileManager.default.copyItem(at: SourceFixtures.fixtures.appendingPathComponent("TinyPackage"), to: package)
    let template = package.appendingPathComponent("Package.swift.txt")
    let root = SourceFixtures.repositoryRoot.standardizedFileURL
    let manifest = try String(contentsOf: template, encoding: .utf8)
      .replacingOccurrences(of: "KAGAMI_ROOT", with: root.path)
      .replacingOccurrences(of: "KAGAMI_PACKAGE", with: root.lastPathComponent)
    try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: template)
    return package
  }

  /// `swift build` in `package` (the toolchain's `swift` from PATH) with the plugin running the
  /// generator in `generatorBundle`; output and errors together.
  static func swiftBuild(_ package: URL, generatorBundle: URL) throws -> ProcessRun {
    try ProcessRun.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["KAGAMI_RESOLVER_GENERATOR_BUNDLE=\(generatorBundle.path)", "swift", "build", "--package-path", package.path])
  }
}
