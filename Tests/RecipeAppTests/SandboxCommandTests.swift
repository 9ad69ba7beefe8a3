import Foundation
import KagamiImage
import Testing

/// The sandbox through the built `RecipeApp` binary: the catalog, one render, render-all twice
/// (same bytes), and bad input.
@Suite struct SandboxCommandTests {
  @Test func listNamesEveryFeaturesPreviews() throws {
    let run = try RecipeAppBinary.run(["sandbox", "list"])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.split(separator: "/").count == 2 }, "\(lines)")
    #expect(Set(lines).count == lines.count, "duplicate previews: \(lines)")
  }

  @Test func renderWritesOnePNGOfTheDeviceSize() throws {
    let list = try RecipeAppBinary.run(["sandbox", "list"])
    let first = try #require(list.standardOutput.split(separator: "\n").first.map(String.init), "no previews yet")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("shot.png")
    let layout = folder.appendingPathComponent("shot.layout.txt")
    let run = try RecipeAppBinary.run([
      "sandbox", "render", first, "--device", "ipad", "--scheme", "dark", "--locale", "en", "--out", out.path,
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
      let run = try RecipeAppBinary.run(["sandbox", "render-all", "--feature", "Kitchen", "--out", out.path])
      #expect(run.status == 0, "\(run.standardError)")
      #expect(run.standardError.contains("[1/"), "no progress shown")
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
      (["sandbox", "render", "Nope/x", "--out", "/tmp/x.png"], "no feature 'Nope'"),
      (["sandbox", "render", "Search", "--out", "/tmp/x.png"], "is not Feature/preview"),
      (["sandbox", "render", "Search/doesNotExist", "--out", "/tmp/x.png"], "no preview 'Search/doesNotExist'"),
      (["sandbox", "render", "Search/x", "--device", "pixel7", "--out", "/tmp/x.png"], "no device 'pixel7'"),
      (["sandbox", "render", "Search/x", "--locale", "fr", "--out", "/tmp/x.png"], "no language 'fr'"),
      (["sandbox", "render", "Search/x", "--scheme", "sepia", "--out", "/tmp/x.png"], "no colour scheme 'sepia'"),
      (["sandbox", "render-all", "--feature", "Nope", "--out", "/tmp/x"], "no feature 'Nope'"),
    ]
    for (arguments, message) in cases {
      let run = try RecipeAppBinary.run(arguments)
      #expect(run.status != 0, "\(arguments) succeeded")
      #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
    }
  }
}
