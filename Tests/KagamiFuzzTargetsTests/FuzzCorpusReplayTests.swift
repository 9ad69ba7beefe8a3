import Foundation
import KagamiFuzzTargets
import Testing

/// Every committed corpus input and crash reproducer, replayed through its fuzz target in an
/// ordinary build: a reproducer whose bug comes back fails here, by name.
@Suite struct FuzzCorpusReplayTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  static func files(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func corpusAndRegressionsPass(_ name: String) throws {
    let target = try #require(FuzzTarget.named(name))
    let corpus = Self.files(in: Self.fuzzFolder.appendingPathComponent("Corpus/\(name)"))
    #expect(!corpus.isEmpty, "Fuzz/Corpus/\(name) has no seed inputs")
    let regressions = Self.files(in: Self.fuzzFolder.appendingPathComponent("Regressions/\(name)"))
    for file in corpus + regressions {
      let data = try Data(contentsOf: file)
      #expect(target.check(data) == nil, "\(file.path)")
    }
  }

  @Test func corpusFoldersAreTheTargets() throws {
    for kind in ["Corpus", "Regressions"] {
      let folders = try FileManager.default.contentsOfDirectory(
        atPath: Self.fuzzFolder.appendingPathComponent(kind).path
      ).filter { !$0.hasPrefix(".") }
      let unknown = folders.filter { FuzzTarget.named($0) == nil }
      #expect(unknown.isEmpty, "Fuzz/\(kind) has folders for no target: \(unknown)")
    }
    #expect(Set(FuzzTarget.all.map(\.name)).count == FuzzTarget.all.count)
  }

  @Test func aViolatedPropertyIsReported() throws {
    // Two dumps where the second moves a node: a real difference, which the layout target accepts,
    // while a JSON fixture Foundation rejects is located (the property the target checks).
    let target = try #require(FuzzTarget.named("fixture-json"))
    #expect(target.check(Data("{\"a\": }".utf8)) == nil)
    #expect(target.check(Data("[1, 2]".utf8)) == nil)
  }
}
