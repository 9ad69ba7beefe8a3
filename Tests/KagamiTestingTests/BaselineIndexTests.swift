import Foundation
import KagamiResults
import Testing

@Suite struct BaselineIndexTests {
  let hash = String(repeating: "ab", count: 16)
  let fingerprint = SnapshotFingerprint(
    kagami: "0.1.0", fonts: "NotoSans-Regular.ttf@89c3c497f618fdaa, NotoSans-Bold.ttf@e83493c945848ecd",
    freeType: "2.12.1", harfBuzz: "6.0.0", libpng: "1.6.39", icu: "72.1 (Unicode 15.0)",
    friBidi: "1.0.8 (Unicode 10.0.0)")

  /// A temporary suite folder.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kagami-index-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesSortedLinesUnderAVersionHeaderAndReadsThemBack() throws {
    let folder = try folder()
    let index = BaselineIndex(entries: [
      BaselineIndexEntry(file: "b.default.png", hash: hash, width: 16, height: 12, fingerprint: fingerprint),
      BaselineIndexEntry(
        file: "a.default.png", hash: hash, width: 3, height: 4, storage: .hashOnly, fingerprint: nil),
    ])
    try Data().write(to: folder.appendingPathComponent("b.default.png"))
    try index.write(folder: folder, staging: nil)
    let text = try String(contentsOf: folder.appendingPathComponent("kagami-index.txt"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("# kagami-index 1"))
    #expect(lines[1] == "a.default.png \(hash) 3x4 hash-only -")
    let expected: String = [
      "b.default.png \(hash) 16x12 png kagami=0.1.0; fonts=NotoSans-Regular.ttf@89c3c497f618fdaa, ",
      "NotoSans-Bold.ttf@e83493c945848ecd; freetype=2.12.1; harfbuzz=6.0.0; libpng=1.6.39; ",
      "icu=72.1 (Unicode 15.0); fribidi=1.0.8 (Unicode 10.0.0)",
    ].joined()
    #expect(lines[2] == expected)
    #expect(try BaselineIndex.read(folder: folder) == index)
    // Only the index file is left: the write went through a temporary file and a rename.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "b.default.png", "kagami-index.txt",
      ])
  }

  @Test func aFolderWithoutAnIndexHasNone() throws {
    #expect(try BaselineIndex.read(folder: try folder()) == nil)
  }

  @Test func aLineNamingAMissingFileIsAnErrorNamingFileAndLine() throws {
    let folder = try folder()
    let text = "# kagami-index 1\nmissing.default.png \(hash) 2x2 png -\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent("kagami-index.txt"))
    let error = try #require(throws: BaselineIndexError.self) { try BaselineIndex.read(folder: folder) }
    #expect(error.line == 2)
    #expect(error.path.hasSuffix("/kagami-index.txt"))
    #expect(error.description.contains("kagami-index.txt:2: names missing.default.png, which is missing"))
    // A hash-only line names no file that must exist.
    let hashOnly = "# kagami-index 1\nmissing.default.png \(hash) 2x2 hash-only -\n"
    try Data(hashOnly.utf8).write(to: folder.appendingPathComponent("kagami-index.txt"))
    #expect(try BaselineIndex.read(folder: folder)?["missing.default.png"]?.storage == .hashOnly)
  }

  @Test func aHashThatIsNotHexIsAnError() throws {
    let text = "# kagami-index 1\na.default.png \(hash) 2x2 png -\nb.default.png 12zz 2x2 png -\n"
    let error = try #require(throws: BaselineIndexError.self) {
      try BaselineIndex.parse(text, path: "S/kagami-index.txt")
    }
    #expect(
      error.description
        == "S/kagami-index.txt:3: the hash '12zz' of b.default.png is not 32 or 64 lowercase hexadecimal digits")
  }

  @Test func aDuplicatedNameIsAnError() throws {
    let text = "# kagami-index 1\na.default.png \(hash) 2x2 png -\na.default.png \(hash) 2x2 png -\n"
    let error = try #require(throws: BaselineIndexError.self) { try BaselineIndex.parse(text, path: "i.txt") }
    #expect(error.line == 3)
    #expect(error.reason == "a.default.png is listed twice (also line 2)")
  }

  @Test func mergeConflictMarkersAreAnErrorAndNothingIsWrittenOverThem() throws {
    let folder = try folder()
    let text = """
      # kagami-index 1
      <<<<<<< HEAD
      a.default.png \(hash) 2x2 hash-only -
      =======
      a.default.png \(String(repeating: "cd", count: 16)) 2x2 hash-only -
      >>>>>>> feature

      """
    let url = folder.appendingPathComponent("kagami-index.txt")
    try Data(text.utf8).write(to: url)
    let error = try #require(throws: BaselineIndexError.self) { try BaselineIndex.read(folder: folder) }
    #expect(error.line == 2)
    #expect(error.reason.hasPrefix("a merge-conflict marker ('<<<<<<<')"))
    #expect(try String(contentsOf: url, encoding: .utf8) == text)
  }

  @Test func aWrongHeaderOrVersionIsAnError() throws {
    let missing = try #require(throws: BaselineIndexError.self) {
      try BaselineIndex.parse("a.default.png \(hash) 2x2 png -\n", path: "i.txt")
    }
    #expect(missing.line == 1)
    let future = try #require(throws: BaselineIndexError.self) {
      try BaselineIndex.parse("# kagami-index 2: …\n", path: "i.txt")
    }
    #expect(future.reason == "format version '2' is not 1, the one this Kagami reads")
  }

  @Test func malformedFieldsAreErrorsNamingTheLine() throws {
    for (line, reason) in [
      ("a.png \(hash) 2x2 png", "expected `<file>"), ("a.png \(hash) 2by2 png -", "the size '2by2'"),
      ("a.png \(hash) 2x2 lfs -", "the storage 'lfs'"), ("../a.png \(hash) 2x2 png -", "the file name"),
    ] {
      let error = try #require(throws: BaselineIndexError.self) {
        try BaselineIndex.parse("# kagami-index 1\n" + line + "\n", path: "i.txt")
      }
      #expect(error.line == 2)
      #expect(error.reason.hasPrefix(reason))
    }
  }

  @Test func anEmptyIndexRemovesItsFile() throws {
    let folder = try folder()
    var index = BaselineIndex(entries: [
      BaselineIndexEntry(file: "a.default.png", hash: hash, width: 1, height: 1, storage: .hashOnly, fingerprint: nil)
    ])
    try index.write(folder: folder, staging: nil)
    let removed = index.remove(file: "a.default.png")
    #expect(removed)
    try index.write(folder: folder, staging: nil)
    #expect(try BaselineIndex.read(folder: folder) == nil)
  }
}
