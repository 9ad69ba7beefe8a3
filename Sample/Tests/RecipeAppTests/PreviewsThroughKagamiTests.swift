import Foundation
import Testing

/// `kagami previews` runs the sample app's sandbox with the sandbox's arguments; its errors and exit
/// status come through.
@Suite struct PreviewsThroughKagamiTests {
  static var sandbox: String { RecipeAppBinary.path() }

  @Test func runsTheSandboxWithItsArguments() throws {
    let list = try RecipeAppBinary.run(["previews", "--executable", Self.sandbox, "list"], product: "kagami")
    #expect(list.status == 0, "\(list.standardError)")
    let identifiers = list.standardOutput.split(separator: "\n")
    #expect(identifiers.first == "Search/results" && identifiers.contains("Kitchen/loading"), "\(identifiers)")
    let variants = try RecipeAppBinary.run(
      ["previews", "--executable", Self.sandbox, "list", "--variants"], product: "kagami")
    #expect(variants.standardOutput.split(separator: "\n").count == 12)
    #expect(variants.standardOutput.hasPrefix("iphone-se3-1x.light.ja\n"))
  }

  @Test func theSandboxsErrorsComeThroughWithStatusTwo() throws {
    let run = try RecipeAppBinary.run(
      [
        "previews", "--executable", Self.sandbox, "render", "Kitchen/nope", "--out", "/tmp/kagami-never.png",
      ], product: "kagami")
    #expect(run.status == 2)
    #expect(run.standardError.contains("no preview 'Kitchen/nope'; previews: Kitchen/profile, Kitchen/noRecipes"))
    let missing = try RecipeAppBinary.run(
      ["previews", "--executable", "/nonexistent/sandbox", "list"], product: "kagami")
    #expect(missing.status == 2 && missing.standardError.contains("no executable at /nonexistent/sandbox"))
    let bare = try RecipeAppBinary.run(["previews"], product: "kagami")
    #expect(
      bare.status == 2 && bare.standardError.contains("name a sandbox command: list, render, render-all or gallery"))
  }
}
