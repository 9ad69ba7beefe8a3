import Foundation
import KagamiDiff
import KagamiImage
import KagamiRunner
import Testing

/// End-to-end tests of `kagami diff`: they run the built binary and check its output and exit status.
@Suite("kagami diff (built binary)")
struct DiffCommandTests {
  /// A 20×10 white image; `block` paints a 3×3 black square at (4, 4).
  static func image(block: Bool = false, width: Int = 20, height: Int = 10) throws -> Bitmap {
    var image = try Bitmap(width: width, height: height, fill: RGBAColor(red: 255, green: 255, blue: 255, alpha: 255))
    if block {
      for y in 4..<7 {
        for x in 4..<7 {
          let index = (y * width + x) * 4
          image.pixels.replaceSubrange(index..<index + 3, with: [0, 0, 0])
        }
      }
    }
    return image
  }

  @Test("identical images: exit 0, prints 0")
  func identical() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let b = try folder.writePNG(Self.image(), "b.png")
    let run = try KagamiBinary.run(["diff", a, b])
    #expect(run.status == 0)
    #expect(run.standardOutput == "0 of 200 pixels differ (20x10)\n")
    #expect(run.standardError == "")
  }

  @Test("a 3x3 change: exit 1, JSON with the counts")
  func differentJSON() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let b = try folder.writePNG(Self.image(block: true), "b.png")
    let run = try KagamiBinary.run(["diff", a, b, "--json"])
    #expect(run.status == 1)
    let report = try JSONDecoder().decode(DiffReport.self, from: Data(run.standardOutput.utf8))
    #expect(report.mismatched == 9)
    #expect(report.total == 200)
    #expect(report.width == 20)
    #expect(report.height == 10)
    #expect(report.ratio == 0.045)
    #expect(report.expected == a)
    #expect(report.output == nil)
    #expect(report.change?.changedPixels == 9 && report.change?.maxChannelDifference == 255)
  }

  @Test("--threshold reaches pixelmatch: at 1, black on white no longer counts")
  func threshold() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let b = try folder.writePNG(Self.image(block: true), "b.png")
    let lenient = try KagamiBinary.run(["diff", a, b, "--threshold", "1"])
    #expect(lenient.status == 0)
    // pixelmatch counts none at threshold 1, but the output still says what changed.
    #expect(
      lenient.standardOutput.contains(
        "0 of 200 pixels differ (20x10)\n9 pixels changed (largest channel difference 255 of 255)"))
    #expect(try KagamiBinary.run(["diff", a, b, "--threshold", "0.9"]).status == 1)
  }

  @Test("--output writes the same diff image as the library, atomically (no stray files)")
  func output() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try Self.image()
    let second = try Self.image(block: true)
    let a = try folder.writePNG(first, "a.png")
    let b = try folder.writePNG(second, "b.png")
    let diffPath = folder.path("diff.png")
    let run = try KagamiBinary.run(["diff", a, b, "--output", diffPath, "--include-aa"])
    #expect(run.status == 1)
    let written = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: diffPath)))
    let expected = try Pixelmatch.diff(first, second, options: DiffOptions(includeAA: true)).image
    #expect(written.pixels == expected.pixels)
    #expect(try folder.contents() == ["a.png", "b.png", "diff.png"])
  }

  @Test("--diff-mask leaves unchanged pixels transparent")
  func diffMask() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let b = try folder.writePNG(Self.image(block: true), "b.png")
    let diffPath = folder.path("mask.png")
    #expect(try KagamiBinary.run(["diff", a, b, "--diff-mask", "-o", diffPath]).status == 1)
    let written = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: diffPath)))
    #expect(written[0, 0] == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(written[5, 5] == RGBAColor(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test("a missing file: exit 2, stderr names it")
  func missingFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let missing = folder.path("missing.png")
    let run = try KagamiBinary.run(["diff", a, missing])
    #expect(run.status == 2)
    #expect(run.standardError.contains(missing))
    #expect(run.standardError.contains("no such file"))
    #expect(run.standardOutput == "")
  }

  @Test("both files missing: the first one is reported, whichever thread finishes first")
  func bothMissing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = folder.path("first.png")
    let second = folder.path("second.png")
    for _ in 0..<5 {
      let run = try KagamiBinary.run(["diff", first, second])
      #expect(run.status == 2)
      #expect(run.standardError == "kagami diff: cannot read \(first): no such file\n")
    }
  }

  @Test("a corrupt or truncated PNG: exit 2, stderr names it")
  func corruptFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let garbage = folder.path("garbage.png")
    try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: garbage))
    let garbageRun = try KagamiBinary.run(["diff", garbage, a])
    #expect(garbageRun.status == 2)
    #expect(garbageRun.standardError.contains(garbage))
    let truncated = folder.path("truncated.png")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: a))
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
    let truncatedRun = try KagamiBinary.run(["diff", a, truncated])
    #expect(truncatedRun.status == 2)
    #expect(truncatedRun.standardError.contains(truncated))
  }

  @Test("images of different sizes: exit 2, stderr names both files and sizes")
  func sizeMismatch() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let b = try folder.writePNG(Self.image(height: 11), "b.png")
    let run = try KagamiBinary.run(["diff", a, b])
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(a) is 20x10"))
    #expect(run.standardError.contains("\(b) is 20x11"))
  }

  @Test("bad usage and an unwritable output: exit 2 with a message")
  func usageErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = try folder.writePNG(Self.image(), "a.png")
    let badThreshold = try KagamiBinary.run(["diff", a, a, "--threshold", "1.5"])
    #expect(badThreshold.status == 2)
    #expect(badThreshold.standardError.contains("--threshold"))
    #expect(try KagamiBinary.run(["diff", a]).status == 2)
    let nowhere = folder.path("no-such-folder/diff.png")
    let unwritable = try KagamiBinary.run(["diff", a, a, "--output", nowhere])
    #expect(unwritable.status == 2)
    #expect(unwritable.standardError.contains(nowhere))
    #expect(try KagamiBinary.run(["diff", "--help"]).status == 0)
  }
}
