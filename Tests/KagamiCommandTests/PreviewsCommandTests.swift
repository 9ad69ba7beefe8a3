import Foundation
import Testing

@testable import KagamiRunner

/// `kagami previews` finds the package's sandbox in its description (the sample app's sandbox run
/// through `kagami previews` is tested in Sample/Tests/RecipeAppTests).
@Suite struct PreviewsCommandTests {
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
