import Foundation
import Testing

@testable import KagamiAffected

/// The planner on a hand-made multi-module graph: one test per tricky kind of change.
@Suite struct AffectedPlannerTests {
  private func names(_ changes: [FileChange]) throws -> [String] {
    try SampleGraph.plan(changes).testTargetNames
  }

  @Test func sharedCoreChangeReachesEveryDependent() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("Sources/Core/Recipe.swift"))
    #expect(!plan.runAll)
    #expect(
      plan.testTargetNames == [
        "CoreTests", "ComponentsTests", "SearchFeatureTests", "DetailsFeatureTests", "IntegrationTests",
      ])
    let search = try #require(plan.testTargets.first { $0.name == "SearchFeatureTests" })
    #expect(search.reasons == [["Sources/Core/Recipe.swift", "Core", "SearchFeature", "SearchFeatureTests"]])
    let details = try #require(plan.testTargets.first { $0.name == "DetailsFeatureTests" })
    #expect(
      details.reasons == [["Sources/Core/Recipe.swift", "Core", "Components", "DetailsFeature", "DetailsFeatureTests"]])
  }

  @Test func featureChangeStaysInItsFeature() throws {
    #expect(
      try names(SampleGraph.modified("Sources/SearchFeature/SearchView.swift")) == [
        "SearchFeatureTests", "IntegrationTests",
      ])
  }

  @Test func testFileChangeRunsItsTargetAndTestDependents() throws {
    #expect(try names(SampleGraph.modified("Tests/DetailsFeatureTests/DetailsTests.swift")) == ["DetailsFeatureTests"])
    #expect(
      try names(SampleGraph.modified("Tests/SearchFeatureTests/SearchTests.swift")) == [
        "SearchFeatureTests", "IntegrationTests",
      ])
  }

  @Test func testHelperTargetUsedBySeveralTestTargets() throws {
    #expect(
      try names(SampleGraph.modified("Tests/TestSupport/MockEnvironment.swift")) == [
        "CoreTests", "SearchFeatureTests", "IntegrationTests",
      ])
  }

  @Test func baselinePNGBelongsToItsTestTarget() throws {
    let plan = try SampleGraph.plan(
      SampleGraph.modified("Snapshots/DetailsFeatureTests/DetailsScreen/hero.iPhone15.png"))
    #expect(plan.testTargetNames == ["DetailsFeatureTests"])
    #expect(
      plan.testTargets[0].reasons == [
        ["Snapshots/DetailsFeatureTests/DetailsScreen/hero.iPhone15.png", "DetailsFeatureTests"]
      ])
  }

  @Test func baselineIndexCountsAsTheBaselinesItDescribes() throws {
    let path = "Snapshots/DetailsFeatureTests/DetailsScreen/kagami-index.txt"
    let plan = try SampleGraph.plan(SampleGraph.modified(path))
    #expect(plan.testTargetNames == ["DetailsFeatureTests"])
    #expect(plan.testTargets[0].reasons == [[path, "DetailsFeatureTests"]])
    #expect(plan.changedFiles[0].note == "baseline index of DetailsFeatureTests (suite DetailsScreen)")
    #expect(!plan.runAll)
  }

  @Test func baselineOfAnUnknownTargetRunsEverything() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("Snapshots/GoneTests/Suite/a.png"))
    #expect(plan.runAll)
    #expect(plan.runAllReasons == ["Snapshots/GoneTests/Suite/a.png belongs to no target and no kagami.json rule"])
    #expect(plan.testTargetNames.count == 6)
  }

  @Test func resourceInsideATargetFolder() throws {
    #expect(
      try names(SampleGraph.modified("Sources/Components/Resources/colors.json")) == [
        "ComponentsTests", "SearchFeatureTests", "DetailsFeatureTests", "IntegrationTests",
      ])
  }

  @Test func fixturesMappedInKagamiJSON() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("Fixtures/API/search/results.ja.json"))
    #expect(plan.testTargetNames == ["SearchFeatureTests", "IntegrationTests"])
    #expect(
      plan.testTargets[0].reasons == [
        [
          "Fixtures/API/search/results.ja.json", "kagami.json extraInputs 'Fixtures/API/search/**'",
          "SearchFeatureTests",
        ]
      ])
    #expect(
      try names(SampleGraph.modified("Fixtures/Images/ramen.png")) == [
        "SearchFeatureTests", "DetailsFeatureTests", "IntegrationTests",
      ])
  }

  @Test func unmappedFixtureRunsEverythingAndSaysWhy() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("Fixtures/API/kitchen/profile.json"))
    #expect(plan.runAll)
    #expect(plan.changedFiles[0].effect == "unowned")
    #expect(plan.runAllReasons[0].contains("Fixtures/API/kitchen/profile.json belongs to no target"))
  }

  @Test func globalInputRunsEverything() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("Fixtures/Fonts/NotoSansJP-Regular.otf"))
    #expect(plan.runAll)
    #expect(
      plan.runAllReasons == [
        "Fixtures/Fonts/NotoSansJP-Regular.otf matches global input 'Fixtures/Fonts/**' in kagami.json"
      ])
  }

  @Test func onlyIgnoredFilesRunNothing() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("README.md", "Docs/guide/setup.txt", "Sources/Core/NOTES.md"))
    #expect(!plan.runAll)
    #expect(plan.testTargets.isEmpty)
    #expect(plan.changedFiles.map(\.effect) == ["ignored", "ignored", "ignored"])
  }

  @Test func renameAcrossTargetsCountsBothSides() throws {
    let plan = try SampleGraph.plan([
      FileChange(
        status: .renamed, path: "Sources/DetailsFeature/Formatter.swift", oldPath: "Sources/Core/Formatter.swift")
    ])
    #expect(
      plan.changedFiles.map(\.path) == ["Sources/Core/Formatter.swift", "Sources/DetailsFeature/Formatter.swift"])
    #expect(plan.testTargetNames.contains("CoreTests") && plan.testTargetNames.contains("DetailsFeatureTests"))
  }

  @Test func deletedFileAffectsItsFormerOwner() throws {
    let plan = try SampleGraph.plan([FileChange(status: .deleted, path: "Sources/DetailsFeature/Old.swift")])
    #expect(plan.testTargetNames == ["DetailsFeatureTests"])
    #expect(plan.changedFiles[0].status == .deleted)
  }

  @Test func customPathAndExclude() throws {
    #expect(try names(SampleGraph.modified("Modules/Legacy/Src/Parser.swift")) == ["LegacyTests"])
    #expect(try names(SampleGraph.modified("Modules/Legacy/Tests/ParserTests.swift")) == ["LegacyTests"])
    let excluded = try SampleGraph.plan(SampleGraph.modified("Modules/Legacy/Src/legacy.txt"))
    #expect(excluded.testTargetNames == ["LegacyTests"])
    let planner = AffectedPlanner(graph: SampleGraph.graph)
    let plan = try SampleGraph.plan(SampleGraph.modified("Modules/Legacy/Src/README.md"), planner: planner)
    #expect(plan.changedFiles[0].effect == "excluded")
    #expect(plan.testTargets.isEmpty && !plan.runAll)
  }

  @Test func kagamiJSONChangeRunsEverything() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("kagami.json"))
    #expect(plan.runAll && plan.runAllReasons == ["kagami.json changed"])
  }

  @Test func pathsWithSpacesAndNonASCIICharacters() throws {
    #expect(
      try names(SampleGraph.modified("Sources/SearchFeature/Resources/検索 結果.json")) == [
        "SearchFeatureTests", "IntegrationTests",
      ])
  }

  @Test func packageResolvedAffectsTheUsersOfChangedPackages() throws {
    let old =
      #"{"pins":[{"identity":"swift-collections","state":{"version":"1.1.0"}},{"identity":"swift-argument-parser","state":{"version":"1.5.0"}}],"version":2}"#
    let new =
      #"{"pins":[{"identity":"swift-collections","state":{"version":"1.1.0"}},{"identity":"swift-argument-parser","state":{"version":"1.6.0"}}],"version":2}"#
    let plan = try SampleGraph.plan(
      SampleGraph.modified("Package.resolved"), old: ["Package.resolved": old], new: ["Package.resolved": new])
    #expect(plan.testTargetNames == ["DetailsFeatureTests"])
    #expect(plan.changedFiles[0].note == "pins changed: swift-argument-parser")
  }

  @Test func multipleCausesAreAllListed() throws {
    let plan = try SampleGraph.plan(SampleGraph.modified("Sources/Core/A.swift", "Sources/SearchFeature/B.swift"))
    let search = try #require(plan.testTargets.first { $0.name == "SearchFeatureTests" })
    #expect(search.reasons.count == 2)
  }

  @Test func extraInputNamingAnUnknownTargetIsAnError() throws {
    let configuration = KagamiConfiguration(extraInputs: [(Glob("Fixtures/**"), ["SearchFeatureTest"])])
    let planner = AffectedPlanner(graph: SampleGraph.graph, configuration: configuration)
    let error = #expect(throws: AffectedError.self) { try SampleGraph.plan([], planner: planner) }
    #expect(error?.description.contains("'SearchFeatureTest', which is not a target") == true)
  }
}
