import Foundation
import Testing

@testable import KagamiRunner

/// `kagami previews`: the package's sandbox found in its description (or named), run with the
/// sandbox's arguments; its errors and exit status come through.
@Suite struct PreviewsCommandTests {
  static var sandbox: String { KagamiBinary.productsDirectory.appendingPathComponent("RecipeApp").path }

  @Test func runsTheSandboxWithItsArguments() throws {
    let list = try KagamiBinary.run(["previews", "--executable", Self.sandbox, "list"])
    #expect(list.status == 0, "\(list.standardError)")
    let identifiers = list.standardOutput.split(separator: "\n")
    #expect(identifiers.first == "Search/results" && identifiers.contains("Kitchen/loading"), "\(identifiers)")
    let variants = try KagamiBinary.run(["previews", "--executable", Self.sandbox, "list", "--variants"])
    #expect(variants.standardOutput.split(separator: "\n").count == 12)
    #expect(variants.standardOutput.hasPrefix("iphone-se3-1x.light.ja\n"))
  }

  @Test func theSandboxsErrorsComeThroughWithStatusTwo() throws {
    let run = try KagamiBinary.run([
      "previews", "--executable", Self.sandbox, "render", "Kitchen/nope", "--out", "/tmp/kagami-never.png",
    ])
    #expect(run.status == 2)
    #expect(run.standardError.contains("no preview 'Kitchen/nope'; previews: Kitchen/profile, Kitchen/noRecipes"))
    let missing = try KagamiBinary.run(["previews", "--executable", "/nonexistent/sandbox", "list"])
    #expect(missing.status == 2 && missing.standardError.contains("no executable at /nonexistent/sandbox"))
    let bare = try KagamiBinary.run(["previews"])
    #expect(
      bare.status == 2 && bare.standardError.contains("name a sandbox command: list, render, render-all or gallery"))
  }

  @Test func theSandboxIsTheOneExecutableThatDependsOnKagamiSandbox() throws {
    func describe(_ targets: [(String, String, [String])]) -> Data {
      let items = targets.map { name, type, products in
        #"{"name":"\#(name)","type":"\#(type)","product_dependencies":[\#(products.map { "\"\($0)\"" }.joined(separator: ","))]}"#
      }
      return Data(#"{"targets":[\#(items.joined(separator: ","))]}"#.utf8)
    }
    let one = describe([("App", "library", ["KagamiPreviews"]), ("AppPreviews", "executable", ["KagamiSandbox"])])
    #expect(try PreviewsRun.sandboxProduct(describeJSON: one) == "AppPreviews")
    let none = describe([("Tool", "executable", ["ArgumentParser"])])
    #expect {
      try PreviewsRun.sandboxProduct(describeJSON: none)
    } throws: { "\($0)".contains("no executable target of this package depends on KagamiSandbox (executables: Tool)") }
    let two = describe([("A", "executable", ["KagamiSandbox"]), ("B", "executable", ["KagamiSandbox"])])
    #expect {
      try PreviewsRun.sandboxProduct(describeJSON: two)
    } throws: { "\($0)".contains("several executables depend on KagamiSandbox (A, B); choose one with --product") }
  }
}
