import Foundation
import KagamiText
import Testing

@Suite struct FontSetTests {
  @Test func bundledFontsLoadInFallbackOrder() throws {
    let fonts = try FontSet.bundled()
    #expect(
      fonts.faceNames == [
        "Noto Sans 400", "Noto Sans 700", "Noto Sans CJK JP 400", "Noto Sans CJK JP 700", "Noto Sans Arabic 400",
        "Noto Sans Arabic 700", "Noto Sans Hebrew 400", "Noto Sans Hebrew 700", "Noto Color Emoji 400",
      ])
    #expect(fonts.manifest.fonts.allSatisfy { $0.sha256.count == 64 && !$0.sourceVersion.isEmpty })
    #expect(fonts.freeTypeVersion.split(separator: ".").count == 3)
    #expect(!fonts.harfBuzzVersion.isEmpty)
  }

  @Test func checksumMismatchIsAClearError() throws {
    let directory = try Self.copyOfBundledFonts()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manifestURL = directory.appendingPathComponent("fonts.json")
    var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as! [String: Any]
    var entries = manifest["fonts"] as! [[String: Any]]
    entries[1]["sha256"] = String(repeating: "0", count: 64)
    manifest["fonts"] = entries
    try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
    do {
      _ = try FontSet(directory: directory.path)
      Issue.record("a wrong SHA-256 must not load")
    } catch let TextError.checksumMismatch(file, expected, actual) {
      #expect(file.hasSuffix("NotoSans-Bold.ttf"))
      #expect(expected == String(repeating: "0", count: 64))
      #expect(actual.count == 64 && actual != expected)
    }
  }

  @Test func bundledFontsAreAllShippedWithKagami() throws {
    let fonts = try FontSet.bundled()
    for entry in fonts.manifest.fonts {
      #expect(!entry.file.contains("/"), "\(entry.file) must sit in KagamiText's Fonts resource")
      #expect(FileManager.default.fileExists(atPath: entry.path(in: fonts.directory)))
    }
  }

  @Test(arguments: ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "../NotoSans-Bold.ttf", ""])
  func manifestEntriesOutsideTheFolderAreRefused(file: String) throws {
    let directory = try Self.copyOfBundledFonts()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manifestURL = directory.appendingPathComponent("fonts.json")
    var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as! [String: Any]
    var entries = manifest["fonts"] as! [[String: Any]]
    entries[8]["file"] = file
    manifest["fonts"] = entries
    try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
    do {
      _ = try FontSet(directory: directory.path)
      Issue.record("\(file) must be refused")
    } catch let TextError.unreadable(path, reason) {
      #expect(path == manifestURL.path)
      #expect(reason.hasPrefix("entry 9 (Noto Color Emoji 400): its file"), "\(reason)")
    }
  }

  @Test func missingOrMalformedManifestIsAClearError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      throws: TextError.unreadable(path: directory.appendingPathComponent("fonts.json").path, reason: "no such file")
    ) {
      try FontSet(directory: directory.path)
    }
    try Data("{\"fonts\": 3}".utf8).write(to: directory.appendingPathComponent("fonts.json"))
    do {
      _ = try FontSet(directory: directory.path)
      Issue.record("a malformed manifest must not load")
    } catch let TextError.unreadable(path, reason) {
      #expect(path.hasSuffix("fonts.json") && reason.hasPrefix("invalid manifest"))
    }
  }

  @Test func fallbackPicksNearestWeight() throws {
    let fonts = try FontSet.bundled()
    let semibold = try fonts.layout("Ab日本", font: Font(weight: .semibold, size: 17))
    #expect(semibold.glyphs.map(\.face) == [1, 1, 3, 3])
    let regular = try fonts.layout("Ab日本", font: Font(weight: .medium, size: 17))
    #expect(regular.glyphs.map(\.face) == [0, 0, 2, 2])
    let japaneseFirst = try fonts.layout("Ab日本", font: Font(family: "Noto Sans CJK JP", size: 17))
    #expect(japaneseFirst.glyphs.map(\.face) == [2, 2, 2, 2])
  }

  static func copyOfBundledFonts() throws -> URL {
    let source = FontSet.bundledDirectory
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-fonts-\(UUID().uuidString)")
    try FileManager.default.copyItem(atPath: source, toPath: directory.path)
    return directory
  }
}
