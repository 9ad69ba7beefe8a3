import Foundation
import KagamiImage
import KagamiResults
import KagamiTestSupport
import Testing

/// `kagami baselines migrate` and `verify`, and `accept` and `prune` in suites with a baseline index,
/// through the built binary.
@Suite struct BaselineIndexCommandTests {
  let cart = "Snapshots/ShopTests/Cart"

  /// The fixture's baselines, migrated; the PNGs' bytes before.
  func migrated() throws -> (ReviewFixture, [String: Data]) {
    let fixture = try ReviewFixture()
    let pngs = try FileManager.default.subpathsOfDirectory(
      atPath: fixture.root.appendingPathComponent("Snapshots").path
    )
    .filter { $0.hasSuffix(".png") }
    let before = Dictionary(uniqueKeysWithValues: pngs.map { ($0, fixture.contents("Snapshots/" + $0)!) })
    let run = try KagamiBinary.run(["baselines", "migrate"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("wrote \(cart)/kagami-index.txt (2 snapshot(s))"), "\(run.standardOutput)")
    return (fixture, before)
  }

  func index(_ fixture: ReviewFixture, _ suite: String) throws -> BaselineIndex {
    try #require(try BaselineIndex.read(folder: fixture.root.appendingPathComponent(suite)))
  }

  @Test func migrateWritesAnIndexPerSuiteAndLeavesThePNGsAlone() throws {
    let (fixture, before) = try migrated()
    defer { fixture.folder.remove() }
    for (path, data) in before { #expect(fixture.contents("Snapshots/" + path) == data, "\(path)") }
    let entry = try #require(try index(fixture, cart)["total.iPhone15.light.png"])
    let red = try ReviewFixture.image(RGBAColor(red: 255, green: 0, blue: 0))
    #expect(entry.hash == red.pixelHash.hex && entry.width == 6 && entry.height == 4 && entry.storage == .png)
    #expect(entry.fingerprint == ReviewFixture.fingerprint)
    let verify = try KagamiBinary.run(["baselines", "verify"], in: fixture.root)
    #expect(verify.status == 0, "\(verify.standardOutput)")
    #expect(verify.standardOutput.hasSuffix("0 disagreement(s) in 4 index(es); 5 indexed PNG(s) decoded and hashed\n"))
  }

  @Test func verifyNamesEveryDisagreement() throws {
    let (fixture, _) = try migrated()
    defer { fixture.folder.remove() }
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    try fixture.writeBaseline("\(cart)/total.iPhone15.light.png", blue)
    try fixture.writeBaseline("\(cart)/extra.iPhone15.light.png", blue)
    try fixture.write("Snapshots/ShopTests/Old/kagami-index.txt", "# kagami-index 1\n<<<<<<< HEAD\n")
    let verify = try KagamiBinary.run(["baselines", "verify"], in: fixture.root)
    #expect(verify.status == 1)
    let lines = verify.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("\(cart)/extra.iPhone15.light.png: a PNG the index does not list (run `kagami baselines migrate`)")
    )
    let red = try ReviewFixture.image(RGBAColor(red: 255, green: 0, blue: 0))
    #expect(
      lines.contains(
        "\(cart)/total.iPhone15.light.png: the index holds pixel hash \(red.pixelHash.hex), the PNG's pixels hash to "
          + blue.pixelHash.hex))
    #expect(
      lines.contains {
        $0.hasSuffix(
          "Snapshots/ShopTests/Old/kagami-index.txt:2: a merge-conflict marker ('<<<<<<<'): resolve the conflict (or run `kagami baselines migrate` to write the index again from the PNGs)"
        )
      }, "\(lines)")
    #expect(lines.last?.hasPrefix("3 disagreement(s)") == true, "\(lines)")
  }

  @Test func acceptWritesThePNGAndItsIndexLine() throws {
    let (fixture, _) = try migrated()
    defer { fixture.folder.remove() }
    let run = try KagamiBinary.run(["accept", "ShopTests/Cart/total.iPhone15.light.png"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    #expect(try index(fixture, cart)["total.iPhone15.light.png"]?.hash == blue.pixelHash.hex)
    #expect(try KagamiBinary.run(["baselines", "verify"], in: fixture.root).status == 0)
  }

  @Test func acceptOfAHashOnlySnapshotWritesOnlyItsHash() throws {
    let (fixture, _) = try migrated()
    defer { fixture.folder.remove() }
    var cartIndex = try index(fixture, cart)
    var entry = try #require(cartIndex["total.iPhone15.light.png"])
    entry.storage = .hashOnly
    cartIndex.set(entry)
    try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("\(cart)/total.iPhone15.light.png"))
    try cartIndex.write(folder: fixture.root.appendingPathComponent(cart), staging: nil)
    let run = try KagamiBinary.run(["accept", "ShopTests/Cart/total.iPhone15.light.png"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "recorded the hash of Snapshots/ShopTests/Cart/total.iPhone15.light.png\n")
    #expect(!fixture.exists("\(cart)/total.iPhone15.light.png"))
    let blue = try ReviewFixture.image(RGBAColor(red: 0, green: 0, blue: 255))
    let accepted = try #require(try index(fixture, cart)["total.iPhone15.light.png"])
    #expect(accepted.hash == blue.pixelHash.hex && accepted.storage == .hashOnly)
  }

  @Test func pruneRemovesTheIndexLinesWithTheFiles() throws {
    let (fixture, _) = try migrated()
    defer { fixture.folder.remove() }
    let run = try KagamiBinary.run(["prune"], in: fixture.root)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(!fixture.exists("Snapshots/ShopTests/Old/removed.iPhone15.light.png"))
    #expect(!fixture.exists("Snapshots/ShopTests/Old/kagami-index.txt"), "its only line went, and so did the file")
    #expect(try KagamiBinary.run(["baselines", "verify"], in: fixture.root).status == 0)
  }
}
