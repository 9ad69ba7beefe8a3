import KagamiFileSystem
import Testing

/// The path rule that `kagami accept` and `kagami review` check every ID and asset path with.
@Suite struct ContainedPathTests {
  @Test func plainRelativePathsPass() throws {
    #expect(try ContainedPath("ShopTests/Cart/total.iPhone15.light.png").segments.count == 3)
    #expect(try ContainedPath(percentEncoded: "Shop%20Tests/a.png").path == "Shop Tests/a.png")
    #expect(try ContainedPath("a..b/c.png").path == "a..b/c.png")
  }

  @Test(arguments: ["", "/etc/passwd", "../x", "a/../../x", "a/./b", "a//b", "a/", "a\\..\\b", "a\u{0}b", ".."])
  func escapingPathsAreRefused(_ path: String) {
    #expect(throws: ContainedPath.Refusal.self) { try ContainedPath(path) }
  }

  @Test(arguments: ["%2e%2e/x", "%2E%2E%2Fx", "a%2f..%2f..%2fb", "%2Fetc", "a/%2e/b", "%zz"])
  func encodedTraversalsAreRefused(_ path: String) {
    #expect(throws: ContainedPath.Refusal.self) { try ContainedPath(percentEncoded: path) }
  }
}
