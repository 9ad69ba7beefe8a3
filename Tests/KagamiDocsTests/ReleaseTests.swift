import Foundation
import Testing

/// What an adopter installs and runs is stated once and the same everywhere; the version
/// `kagami --version` prints has its changelog section.
@Suite struct ReleaseTests {
  static let workflow = "Examples/GettingStarted/.github/workflows/snapshots.yml"

  /// `SnapshotFingerprint.kagamiVersion`, read from its source.
  static func version() throws -> String {
    let source = try Repository.text("Sources/KagamiResults/SnapshotFingerprint.swift")
    return try #require(source.firstMatch(of: #/static let kagamiVersion = "([^"]+)"/#)).output.1.description
  }

  @Test func everyAptLineNamesTheReadmesPackages() throws {
    let readmeLines = Repository.aptInstallLines(in: try Repository.fencedCode("README.md"))
    #expect(readmeLines.count == 1, "README.md should have exactly one apt-get install line")
    let packages = try #require(readmeLines.first)
    #expect(packages.contains("libpng-dev"))
    #expect(!packages.contains { $0.hasPrefix("fonts-") }, "fonts ship inside Kagami; no font package is read")
    let extra = Set(packages).subtracting(try Repository.installScriptPackages())
    #expect(
      extra.isEmpty,
      "packages the README lists that Scripts/install-dependencies.sh does not install: \(extra.sorted())")
    for file in [Self.workflow, "Docs/ci.md"] {
      let lines = Repository.aptInstallLines(
        in: file.hasSuffix(".md") ? try Repository.fencedCode(file) : try Repository.text(file))
      #expect(!lines.isEmpty, "\(file) installs nothing with apt-get")
      for line in lines {
        #expect(line == packages, "\(file) installs \(line), the README \(packages)")
      }
    }
  }

  @Test func theWorkflowUsesOnlyWhatAnAdopterHas() throws {
    let workflow = try Repository.text(Self.workflow)
    #expect(!workflow.contains("Scripts/"), "the workflow calls a script of this repository")
    #expect(!workflow.contains(".ci/"), "the workflow calls this repository's CI")
    #expect(workflow.contains("swift run kagami test"))
    #expect(workflow.contains(".build/kagami/artifacts"), "the workflow does not upload the report")
    let readme = try Repository.text("README.md")
    #expect(readme.contains("](\(Self.workflow))"), "README.md does not link the workflow")
  }

  @Test func theChangelogHasTheVersionAndAnUnreleasedSection() throws {
    let version = try Self.version()
    let changelog = try Repository.text("CHANGELOG.md")
    #expect(changelog.contains("\n## [Unreleased]\n"), "CHANGELOG.md has no '## [Unreleased]' section")
    #expect(changelog.contains("\n## [\(version)] - "), "CHANGELOG.md has no section for \(version)")
    let readme = try Repository.text("README.md")
    #expect(readme.contains("from: \"\(version)\")"), "README.md's package line does not ask for \(version)")
  }

  @Test func theLicenceIsMIT() throws {
    let licence = try Repository.text("LICENSE")
    #expect(licence.hasPrefix("MIT License\n"))
    #expect(licence.contains("Copyright (c) 2026 The Kagami authors"))
  }
}
