import Foundation
import KagamiImage
import KagamiResults

/// A package folder with baselines and the artifacts of a finished run, as KagamiTesting leaves them:
/// one failed image, one passed image, one new image, one failed layout dump, and one stale baseline.
/// Shared by the command tests (`kagami report`, `accept`) and the review server tests.
public struct ReviewFixture: Sendable {
  /// A fresh folder under the system's temporary folder, removed by `remove()`.
  public struct Folder: Sendable {
    /// The folder.
    public let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-review-fixture-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(at: url) }
  }

  /// The package folder.
  public let folder: Folder
  /// The package root.
  public var root: URL { folder.url }
  /// The run's artifacts folder.
  public var artifacts: URL { root.appendingPathComponent(".build/kagami/artifacts") }
  /// The fingerprint every record and baseline carries.
  public static let fingerprint = SnapshotFingerprint(
    kagami: "0.1.0", fonts: "abc", freeType: "2.12.1", harfBuzz: "6.0.0", libpng: "1.6.39")

  /// A 6×4 bitmap of one colour.
  public static func image(_ color: RGBAColor) throws -> Bitmap {
    try Bitmap(width: 6, height: 4, fill: color)
  }

  /// The package and its run; `withManifest: false` leaves out `run.json`.
  public init(withManifest: Bool = true) throws {
    folder = try Folder()
    let red = try Self.image(RGBAColor(red: 255, green: 0, blue: 0))
    let blue = try Self.image(RGBAColor(red: 0, green: 0, blue: 255))
    try writeBaseline("Snapshots/ShopTests/Cart/total.iPhone15.light.png", red)
    try writeBaseline("Snapshots/ShopTests/Cart/empty.iPhone15.light.png", blue)
    try write("Snapshots/ShopTests/Cart/total.iPhone15.light.layout", "Cart 0,0 393x852\n  total 16,120 361x20\n")
    try writeBaseline("Snapshots/ShopTests/Old/removed.iPhone15.light.png", blue)
    try writeBaseline("Snapshots/OtherTests/Kept/stale.png", blue)

    let base = "ShopTests/Cart/total.iPhone15.light.png"
    try write(".build/kagami/artifacts/\(base).reference.png", PNGCodec.encode(red, options: .fast))
    try write(".build/kagami/artifacts/\(base).actual.png", PNGCodec.encode(blue, options: .fast))
    try write(".build/kagami/artifacts/\(base).diff.png", PNGCodec.encode(red, options: .fast))
    try record(
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Cart", test: "total", variant: "iPhone15.light", format: "image",
        file: "Snapshots/\(base)", status: .failed, recordMode: "never", recorded: false,
        message: "24 of 24 pixels differ", width: 6, height: 4, mismatchedPixels: 24, totalPixels: 24,
        fingerprint: Self.fingerprint, baselineFingerprint: Self.fingerprint,
        artifacts: ["\(base).reference.png", "\(base).actual.png", "\(base).diff.png"]), as: base)
    try record(
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Cart", test: "empty", variant: "iPhone15.light", format: "image",
        file: "Snapshots/ShopTests/Cart/empty.iPhone15.light.png", status: .passed, recordMode: "never",
        recorded: false, fingerprint: Self.fingerprint), as: "ShopTests/Cart/empty.iPhone15.light.png")
    let layout = "ShopTests/Cart/total.iPhone15.light.layout"
    try write(".build/kagami/artifacts/\(layout).reference.txt", "Cart 0,0 393x852\n  total 16,120 361x20\n")
    try write(".build/kagami/artifacts/\(layout).actual.txt", "Cart 0,0 393x852\n  total 16,124 361x20\n")
    try record(
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Cart", test: "total", variant: "iPhone15.light", format: "layout",
        file: "Snapshots/\(layout)", status: .failed, recordMode: "never", recorded: false,
        message: "total: y 120 → 124", fingerprint: Self.fingerprint,
        artifacts: ["\(layout).reference.txt", "\(layout).actual.txt"]), as: layout)
    try record(
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "Checkout", test: "pay <now>", variant: "iPhone15.dark", format: "image",
        file: "Snapshots/ShopTests/Checkout/pay_now.iPhone15.dark.png", status: .new, recordMode: "missing",
        recorded: true, fingerprint: Self.fingerprint), as: "ShopTests/Checkout/pay_now.iPhone15.dark.png")
    try writeBaseline("Snapshots/ShopTests/Checkout/pay_now.iPhone15.dark.png", red)
    if withManifest {
      let manifest = RunManifest(
        commit: "abc123", base: "main",
        targets: [.init(name: "ShopTests", complete: true), .init(name: "OtherTests", complete: false)])
      let encoder = JSONEncoder()
      try write(".build/kagami/artifacts/run.json", encoder.encode(manifest))
    }
  }

  /// Writes `data` at `path` below the root, creating folders.
  public func write(_ path: String, _ data: Data) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// Writes `text` at `path` below the root.
  public func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

  /// Writes `bitmap` as a baseline (hash and fingerprint chunks) at `path`.
  public func writeBaseline(_ path: String, _ bitmap: Bitmap) throws {
    try write(
      path, PNGCodec.encode(bitmap, text: BaselineChunks.chunks(hash: bitmap.pixelHash, fingerprint: Self.fingerprint)))
  }

  /// Writes `record` as the result record `<artifacts>/<name>.json`.
  public func record(_ record: SnapshotResultRecord, as name: String) throws {
    try write(".build/kagami/artifacts/\(name).json", record.encoded())
  }

  /// True when `path` below the root exists.
  public func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The bytes at `path` below the root.
  public func contents(_ path: String) -> Data? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
  }
}
