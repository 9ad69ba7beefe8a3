import Foundation
import Testing

/// `kagami-resolver-generator --write-artifact-bundle`: the prebuilt generator that
/// `KAGAMI_RESOLVER_GENERATOR_BUNDLE` hands to the plugin (ExhaustivenessTests builds with one).
@Suite("kagami-resolver-generator --write-artifact-bundle")
struct GeneratorBundleTests {
  @Test("writes info.json and a copy of itself that runs; a second write replaces the bundle")
  func writesARunnableBundle() throws {
    let folder = try ProcessRun.temporaryFolder("kagami-generator-bundle")
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = folder.appendingPathComponent("tools/Generator.artifactbundle")
    let run = try ProcessRun.run(GeneratorCommandTests.binary, ["--write-artifact-bundle", bundle.path])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("export KAGAMI_RESOLVER_GENERATOR_BUNDLE=\(bundle.path)"))

    let info = try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
    let artifact = try #require(
      ((info as? [String: Any])?["artifacts"] as? [String: Any])?["kagami-resolver-generator"] as? [String: Any])
    #expect(artifact["type"] as? String == "executable")
    let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
    let path = try #require(variant["path"] as? String)
    #expect((variant["supportedTriples"] as? [String])?.count == 1)
    let copy = bundle.appendingPathComponent(path)
    #expect(try Data(contentsOf: copy) == Data(contentsOf: GeneratorCommandTests.binary.resolvingSymlinksInPath()))
    let help = try ProcessRun.run(copy, ["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--write-artifact-bundle"))

    let again = try ProcessRun.run(GeneratorCommandTests.binary, ["--write-artifact-bundle", bundle.path])
    #expect(again.status == 0, "\(again.output)")
    #expect(FileManager.default.fileExists(atPath: copy.path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: bundle.deletingLastPathComponent().path)
    #expect(leftovers == ["Generator.artifactbundle"], "staging folders were left behind: \(leftovers)")
  }

  @Test("bad paths and mixed arguments are clear errors that touch nothing")
  func badInput() throws {
    let folder = try ProcessRun.temporaryFolder("kagami-generator-bundle")
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = GeneratorCommandTests.binary

    let wrongName = try ProcessRun.run(binary, ["--write-artifact-bundle", folder.appendingPathComponent("tool").path])
    #expect(wrongName.status != 0)
    #expect(wrongName.output.contains("tool: an artifact bundle's name must end in .artifactbundle"))

    let other = folder.appendingPathComponent("Other.artifactbundle")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try "keep me".write(to: other.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let occupied = try ProcessRun.run(binary, ["--write-artifact-bundle", other.path])
    #expect(occupied.status != 0)
    #expect(occupied.output.contains("\(other.path) already exists and is not a bundle of kagami-resolver-generator"))
    #expect(try String(contentsOf: other.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")

    let mixed = try ProcessRun.run(
      binary, ["--write-artifact-bundle", folder.appendingPathComponent("A.artifactbundle").path, "--module", "Core"])
    #expect(mixed.status != 0)
    #expect(mixed.output.contains("--write-artifact-bundle takes no --module, --output or inputs"))

    let missing = try ProcessRun.run(binary, ["--output", folder.appendingPathComponent("R.swift").path, "A.swift"])
    #expect(missing.status != 0)
    #expect(missing.output.contains("missing --module <module>"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Other.artifactbundle"])
  }
}
