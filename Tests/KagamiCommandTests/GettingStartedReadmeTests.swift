import Foundation
import Testing

/// The README's "Use Kagami in your package" section is exactly Examples/GettingStarted's code.
@Suite struct GettingStartedReadmeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(arguments: [
    "Package.swift", "Sources/Greeting/GreetingCard.swift", "Sources/Greeting/GreetingPreviews.swift",
    "Sources/GreetingSandbox/GreetingSandbox.swift", "Tests/GreetingTests/GreetingCardTests.swift",
    "Tests/GreetingTests/GreetingPreviewTests.swift",
  ])
  func theReadmeQuotesTheExampleFile(_ path: String) throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section =
      try #require(readme.components(separatedBy: "## Use Kagami in your package").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/GettingStarted/\(path)"), encoding: .utf8)
    let quoted = "`\(path)`:\n\n```swift\n" + file.trimmingCharacters(in: .newlines) + "\n```\n"
    #expect(section.contains(quoted), "README.md's section does not quote \(path) as it is")
  }
}
