import Foundation
import Testing

/// The README and the documents name only what exists, and list all of it: products, `kagami`
/// subcommands, linked files and headings; the README's test is the example's.
@Suite struct ReadmeTests {
  @Test func theProductListsAreThePackagesProducts() throws {
    let products = try Repository.products()
    #expect(products.count >= 9, "Package.swift's products were not found: \(products)")
    let readme = try Repository.text("README.md")
    let readmeSentence = try #require(
      Repository.firstSentence(ofParagraphStartingWith: "**Products**", in: readme),
      "README.md has no paragraph starting with **Products**")
    #expect(Repository.backtickedNames(readmeSentence) == products, "README.md's product list: \(readmeSentence)")
    let architecture = try Repository.text("Docs/architecture.md")
    let architectureSentence = try #require(
      Repository.firstSentence(ofParagraphStartingWith: "Products, what a package", in: architecture),
      "Docs/architecture.md has no paragraph starting with 'Products, what a package'")
    #expect(
      Repository.backtickedNames(architectureSentence) == products,
      "Docs/architecture.md's product list: \(architectureSentence)")
  }

  @Test func everyKagamiCommandNamedExists() throws {
    let subcommands = try Repository.kagamiSubcommands()
    #expect(subcommands.count >= 9, "Sources/kagami's subcommands were not found: \(subcommands)")
    for file in try Repository.markdownFiles() + ["Examples/GettingStarted/.github/workflows/snapshots.yml"] {
      let text = try Repository.text(file)
      let code = file.hasSuffix(".md") ? Repository.code(in: text) : [text]
      let named = Set(code.flatMap(Repository.kagamiSubcommandsNamed))
      #expect(named.isSubset(of: subcommands), "\(file) names kagami \(named.subtracting(subcommands).sorted())")
    }
  }

  @Test func theReadmeAndTheArchitectureNameEverySubcommand() throws {
    let subcommands = try Repository.kagamiSubcommands()
    let readme = try Repository.text("README.md")
    let table = Set(readme.matches(of: #/\n\| `kagami ([a-z-]+)` \|/#).map { String($0.output.1) })
    #expect(
      table == subcommands, "README.md's command table lists \(table.sorted()), kagami has \(subcommands.sorted())")
    let architecture = try Repository.text("Docs/architecture.md")
    let section = try #require(
      architecture.components(separatedBy: "## The `kagami` command").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let named = Set(Repository.code(in: section).flatMap(Repository.kagamiSubcommandsNamed))
    #expect(named == subcommands, "Docs/architecture.md's 'The kagami command' names \(named.sorted())")
  }

  @Test func everyRelativeLinkReachesAFileAndHeading() throws {
    for file in try Repository.markdownFiles() {
      let folder = Repository.root.appendingPathComponent(file).deletingLastPathComponent()
      let text = try Repository.text(file)
      for link in Repository.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target =
          parts[0].isEmpty ? Repository.root.appendingPathComponent(file) : folder.appendingPathComponent(parts[0])
        #expect(FileManager.default.fileExists(atPath: target.path), "\(file) links to \(link), which does not exist")
        if parts.count == 2, let targetText = try? String(contentsOf: target, encoding: .utf8) {
          #expect(
            Repository.anchors(in: targetText).contains(parts[1]),
            "\(file) links to \(link): no heading of \(parts[0].isEmpty ? file : parts[0]) has that anchor")
        }
      }
    }
  }

  @Test func theReadmesTestIsTheExamplesTestFile() throws {
    let readme = try Repository.text("README.md")
    for path in [
      "Tests/ProfileTests/ProfileCardTests.swift", "Sources/Profile/ProfileCard.swift",
      "Tests/GreetingTests/GreetingCardTests.swift",
    ] {
      let file = try Repository.text("Examples/GettingStarted/\(path)")
      let quoted = "```swift\n" + file.trimmingCharacters(in: .newlines) + "\n```\n"
      #expect(readme.contains(quoted), "README.md does not quote \(path) as it is")
    }
    // The first example is a SwiftUI view: its file imports SwiftUI and nothing of Kagami.
    let card = try Repository.text("Examples/GettingStarted/Sources/Profile/ProfileCard.swift")
    #expect(card.hasPrefix("import SwiftUI\n") && !card.contains("import Kagami"))
    let firstCode = try #require(readme.range(of: "```swift\nimport KagamiTesting\nimport Profile"))
    #expect(firstCode.lowerBound < (try #require(readme.range(of: "import Greeting"))).lowerBound)
    let firstTest = try #require(readme.range(of: "@Test"))
    #expect(
      readme[..<firstTest.lowerBound].split(separator: "\n").count < 60,
      "the README's first test is not on its first screen")
  }

  @Test(arguments: [
    "Package.swift", "Sources/Greeting/GreetingCard.swift", "Sources/Greeting/GreetingPreviews.swift",
    "Sources/GreetingSandbox/GreetingSandbox.swift", "Tests/GreetingTests/GreetingCardTests.swift",
    "Tests/GreetingTests/GreetingPreviewTests.swift", "Sources/Profile/ProfileCard.swift",
    "Tests/ProfileTests/ProfileCardTests.swift",
  ])
  func theUsageGuideQuotesTheExampleFile(_ path: String) throws {
    let usage = try Repository.text("Docs/usage.md")
    let section =
      try #require(usage.components(separatedBy: "## The example package").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    let file = try Repository.text("Examples/GettingStarted/\(path)")
    let quoted = "`\(path)`:\n\n```swift\n" + file.trimmingCharacters(in: .newlines) + "\n```\n"
    #expect(section.contains(quoted), "Docs/usage.md's example section does not quote \(path) as it is")
  }
}
