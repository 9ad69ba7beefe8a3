import Foundation
import Testing

/// The DocC catalogs of the adopter-facing modules: their landing pages quote the example package's
/// files as they are, so the shortest test shown in the documentation is one that runs.
@Suite struct DocCCatalogTests {
  @Test(arguments: [
    ("Sources/KagamiTesting/Documentation.docc/KagamiTesting.md", "Tests/GreetingTests/GreetingCardTests.swift"),
    ("Sources/KagamiLayout/Documentation.docc/KagamiLayout.md", "Sources/Greeting/GreetingCard.swift"),
  ])
  func theLandingPageQuotesTheExampleFile(_ page: String, _ path: String) throws {
    let landing = try Repository.text(page)
    let file = try Repository.text("Examples/GettingStarted/\(path)")
    let quoted = "```swift\n" + file.trimmingCharacters(in: .newlines) + "\n```\n"
    #expect(landing.contains(quoted), "\(page) does not quote \(path) as it is")
  }
}
