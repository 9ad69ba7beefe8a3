import Foundation
import KagamiImage
import Testing

/// The sandbox through the built `RecipeApp` binary: the catalog, one render, render-all twice
/// (same bytes), and bad input.
@Suite struct SandboxCommandTests {
  @Test func listNamesEveryFeaturesPreviews() throws {
    let run = try RecipeAppBinary.run(["list"])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.split(separator: "/").count == 2 }, "\(lines)")
    #expect(Set(lines).count == lines.count, "duplicate previews: \(lines)")
  }

  @Test func renderWritesOnePNGOfTheDeviceSize() throws {
    let list = try RecipeAppBinary.run(["list"])
    let first = try #require(list.standardOutput.split(separator: "\n").first.map(String.init), "no previews yet")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("shot.png")
    let layout = folder.appendingPathComponent("shot.layout.txt")
    let run = try RecipeAppBinary.run([
      "render", first, "--device", "ipad", "--scheme", "dark", "--locale", "en", "--scale", "2", "--out", out.path,
      "--layout", layout.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let bitmap = try PNGCodec.decode(Data(contentsOf: out))
    #expect(bitmap.width == 820 * 2 && bitmap.height >= 1180 * 2)
    #expect(try String(contentsOf: layout, encoding: .utf8).isEmpty == false)
  }

  @Test func renderAllTwiceGivesTheSameBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var hashes: [String] = []
    for pass in ["a", "b"] {
      let out = folder.appendingPathComponent(pass)
      let run = try RecipeAppBinary.run(["render-all", "--module", "Kitchen", "--out", out.path])
      #expect(run.status == 0, "\(run.standardError)")
      #expect(run.standardError.contains("/48] Kitchen/profile: 12 images"), "no progress shown: \(run.standardError)")
      hashes.append(try String(contentsOf: out.appendingPathComponent("hashes.txt"), encoding: .utf8))
      let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Kitchen").path)
      #expect(files.count == hashes[0].split(separator: "\n").count)
    }
    #expect(hashes[0] == hashes[1])
    let first = try Data(contentsOf: folder.appendingPathComponent("a/hashes.txt"))
    #expect(!first.isEmpty)
  }

  @Test func badInputNamesTheValue() throws {
    let cases: [([String], String)] = [
      (["render", "Nope/x", "--out", "/tmp/x.png"], "no preview module 'Nope'; modules: Search, RecipeDetails"),
      (["render", "Search", "--out", "/tmp/x.png"], "'Search' is not Module/preview; previews: Search/results"),
      (
        ["render", "Search/doesNotExist", "--out", "/tmp/x.png"],
        "no preview 'Search/doesNotExist'; previews: Search/results"
      ),
      (
        ["render", "Search/results", "--device", "pixel7", "--out", "/tmp/x.png"],
        "no device 'pixel7'; use one of: iphone-se3"
      ),
      (
        ["render", "Search/results", "--locale", "fr", "--out", "/tmp/x.png"],
        "no locale 'fr'; use one of: ja_JP, en_US"
      ),
      (
        ["render", "Search/results", "--scheme", "sepia", "--out", "/tmp/x.png"],
        "no colour scheme 'sepia'; use one of: light, dark"
      ),
      (
        ["render", "Search/results", "--size", "huge", "--out", "/tmp/x.png"],
        "no content size 'huge'; use one of: extraSmall"
      ),
      (["render", "Search/results", "--scale", "4", "--out", "/tmp/x.png"], "no scale '4'; use one of: 1, 2, 3"),
      (["render-all", "--module", "Nope", "--out", "/tmp/x"], "no preview module 'Nope'"),
      (
        ["render-all", "--device", "iphone15promax", "--out", "/tmp/x"],
        "no variant matches --device iphone15promax; variants: iphone-se3-1x.light.ja"
      ),
    ]
    for (arguments, message) in cases {
      let run = try RecipeAppBinary.run(arguments)
      #expect(run.status != 0, "\(arguments) succeeded")
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
  }
}
