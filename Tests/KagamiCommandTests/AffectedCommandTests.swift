import Foundation
import Testing

/// `kagami affected` end to end: real git repositories, a real package description, the built binary.
@Suite(.serialized) struct AffectedCommandTests {
  private func targets(_ run: KagamiBinary.Run) -> [String] {
    run.standardOutput.split(separator: "\n").map(String.init)
  }

  @Test func featureBranchChangingOneTarget() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.git("checkout", "-q", "-b", "feature")
    try package.write("Sources/Feature/Feature.swift", "import Core\npublic let changed = 1\n")
    try package.commit("change the feature")
    let run = try package.affected(["--format", "lines"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(targets(run) == ["FeatureTests"])
    #expect(run.standardError.contains("1 test target(s) to run"))

    let json = try package.affected()
    let plan = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
    #expect(plan?["schemaVersion"] as? Int == 1)
    let chains = (plan?["testTargets"] as? [[String: Any]])?.first?["reasons"] as? [[String]]
    #expect(chains == [["Sources/Feature/Feature.swift", "Feature", "FeatureTests"]])
  }

  @Test func sharedCoreTestHelperResourceFixtureAndExclude() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.git("checkout", "-q", "-b", "work")
    try package.write("Sources/Core/Core.swift", "public struct Recipe { public init() {} }\n")
    try package.commit("core")
    #expect(targets(try package.affected(["--format", "lines"])) == ["CoreTests", "FeatureTests"])

    try package.git("checkout", "-q", "-b", "helper", "main")
    try package.write("Tests/TestSupport/Support.swift", "import Core\nlet x = 1\n")
    try package.commit("helper")
    #expect(targets(try package.affected(["--format", "lines"])) == ["CoreTests", "FeatureTests"])

    try package.git("checkout", "-q", "-b", "resource", "main")
    try package.write("Sources/Feature/Resources/strings.json", "{\"a\":1}\n")
    try package.write("Fixtures/API/feature-empty.json", "[]\n")
    try package.commit("resource and fixture")
    #expect(targets(try package.affected(["--format", "lines"])) == ["FeatureTests"])

    try package.git("checkout", "-q", "-b", "excluded", "main")
    try package.write("Modules/Other/notes.txt", "more notes\n")
    try package.write("README.md", "# Shop\n")
    try package.commit("notes")
    let nothing = try package.affected(["--format", "lines"])
    #expect(nothing.status == 3)
    #expect(nothing.standardOutput.isEmpty)
  }

  @Test func renameAcrossTargetsBaselinePNGAndUnownedFile() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.git("checkout", "-q", "-b", "rename")
    try package.git("mv", "Modules/Other/Other.swift", "Sources/Core/Other.swift")
    try package.commit("move")
    #expect(targets(try package.affected(["--format", "lines"])) == ["CoreTests", "FeatureTests", "OtherTests"])

    try package.git("checkout", "-q", "-b", "baseline", "main")
    try package.write("Snapshots/OtherTests/Suite/screen.light.png", "not really a png")
    try package.commit("baseline")
    #expect(targets(try package.affected(["--format", "lines"])) == ["OtherTests"])

    try package.git("checkout", "-q", "-b", "unowned", "main")
    try package.write("tools/lint.sh", "#!/bin/sh\n")
    try package.commit("tool")
    let all = try package.affected()
    #expect(all.status == 0)
    #expect(all.standardOutput.contains("tools/lint.sh belongs to no target"))
    #expect(all.standardOutput.contains(#""runAll" : true"#))
  }

  @Test func manifestChangeToOneTargetAndToPlatforms() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.git("checkout", "-q", "-b", "manifest")
    try package.write(
      "Package.swift",
      GitPackage.manifest.replacingOccurrences(
        of: #".target(name: "Other", path: "Modules/Other", exclude: ["notes.txt"]),"#,
        with: #".target(name: "Other", path: "Modules/Other", exclude: ["notes.txt"], swiftSettings: [.define("X")]),"#)
    )
    try package.commit("settings")
    #expect(targets(try package.affected(["--format", "lines"])) == ["OtherTests"])

    try package.git("checkout", "-q", "-b", "platforms", "main")
    try package.write(
      "Package.swift",
      GitPackage.manifest.replacingOccurrences(
        of: #"name: "Shop","#, with: #"name: "Shop", platforms: [.macOS(.v14)],"#))
    try package.commit("platforms")
    let run = try package.affected()
    #expect(run.standardOutput.contains("Package.swift changed its 'platforms'"))
  }

  @Test func uncommittedChangesCIBaseVariableAndFormats() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.git("branch", "develop")
    try package.write("Tests/OtherTests/More Tests ü.swift", "import Other\n")
    #expect(try package.affected(["--format", "lines"]).status == 3)
    let uncommitted = try package.affected(["--format", "lines", "--include-uncommitted"])
    #expect(targets(uncommitted) == ["OtherTests"])
    try package.commit("more tests")
    try package.write("Sources/Core/Core.swift", "public struct Recipe { let id = 1 }\n")
    try package.commit("core")
    let fromCI = try package.affected(["--format", "lines"], environment: ["GITHUB_BASE_REF": "develop"])
    #expect(fromCI.standardError.contains("since develop"))
    #expect(targets(fromCI) == ["CoreTests", "FeatureTests", "OtherTests"])
    let filter = try package.affected(["--base", "develop", "--format", "filter"])
    #expect(filter.standardOutput == "^(CoreTests|FeatureTests|OtherTests)\\.\n")
    let matrix = try package.affected(["--base", "develop", "--format", "github-matrix", "--shards", "2"])
    let object =
      try JSONSerialization.jsonObject(with: Data(matrix.standardOutput.utf8)) as? [String: [[String: String]]]
    #expect(object?["include"]?.map { $0["targets"] ?? "" } == ["CoreTests OtherTests", "FeatureTests"])
    let bitrise = try package.affected(["--base", "develop", "--format", "bitrise", "--shards", "2"])
    #expect(bitrise.standardOutput.contains("KAGAMI_SHARD_2_TARGETS=FeatureTests\n"))
  }

  @Test func badInputsGiveClearErrorsAndStatus2() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    let unknown = try package.affected(["--base", "no-such-branch"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown git ref 'no-such-branch'"))
    let format = try package.affected(["--format", "yaml"])
    #expect(format.status == 2)
    #expect(format.standardError.contains("unknown --format 'yaml'"))

    try package.write("kagami.json", #"{"ignores":["*.md"]}"#)
    try package.commit("typo")
    let typo = try package.affected(["--base", "HEAD~1"])
    #expect(typo.status == 2)
    #expect(typo.standardError.contains("unknown key 'ignores' (did you mean 'ignore'?"))

    let outside = try TemporaryFolder()
    defer { outside.remove() }
    let notGit = try KagamiBinary.run(["affected"], in: outside.url)
    #expect(notGit.status == 2)
    #expect(notGit.standardError.contains("is not inside a git repository"))
  }

  @Test func shallowCloneWithoutTheMergeBaseSaysHowToFixIt() throws {
    let package = try GitPackage()
    defer { package.folder.remove() }
    try package.write("Sources/Core/Core.swift", "// 2\n")
    try package.commit("second")
    try package.git("checkout", "-q", "-b", "topic")
    try package.write("Sources/Core/Core.swift", "// 3\n")
    try package.commit("third")
    try package.git("checkout", "-q", "main")
    try package.write("Sources/Core/Other.swift", "// main moves on\n")
    try package.commit("fourth")
    let clone = try TemporaryFolder()
    defer { clone.remove() }
    try GitPackage.run(
      ["git", "clone", "-q", "--depth", "1", "--no-single-branch", "file://\(package.root.path)", "repo"], in: clone.url
    )
    let repo = clone.url.appendingPathComponent("repo")
    try GitPackage.run(["git", "checkout", "-q", "topic"], in: repo)
    let run = try KagamiBinary.run(["affected", "--base", "origin/main"], in: repo)
    #expect(run.status == 2)
    #expect(run.standardError.contains("shallow clone"))
    #expect(run.standardError.contains("fetch-depth: 0"))
  }
}
