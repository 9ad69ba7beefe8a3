import Foundation
import Testing

/// The sample app's views speak SwiftUI: RecipeComponents and every feature module are written in
/// SwiftUI's spelling (`import SwiftUI`), and what only Kagami can say is declared in the seam,
/// `Sample/Sources/RecipeComponents/KagamiSeam/` (Docs/swiftui.md, "The sample app's seam").
@Suite struct SampleSwiftUISpellingTests {
  /// The seam: the one folder of sample view code allowed to name Kagami.
  static let seam = "Sample/Sources/RecipeComponents/KagamiSeam/"

  /// Kagami-only spellings, each with what SwiftUI writes instead. Taken from the dialect the sample
  /// was written in before it moved to SwiftUI's spelling (issue 33, item 6: `.flex(`, labelled
  /// paddings, `accessibilityRole`, `Bitmap`, `TraitsReader`, `Image(svg:)`, `Color(hex:)`, …), plus
  /// the font, colour and shape names of that dialect that SwiftUI spells differently. Lines that
  /// are comments are not read.
  static let dialect: [(pattern: String, instead: String, example: String)] = [
    (#"^import Kagami(Layout|Text|Image|Flex|Renderer|Testing)\b"#, "import SwiftUI", "import KagamiLayout"),
    (#"\.flex\("#, ".layoutPriority(0), or a seam modifier (KagamiSeam/View+StackSharing.swift)", ".flex(shrink: 1)"),
    (#"\.padding\((top|leading|bottom|trailing):"#, ".padding(.top, x), .padding(EdgeInsets(…))", ".padding(top: 4)"),
    (#"\.accessibilityRole\("#, ".accessibilityAddTraits(.isHeader)", ".accessibilityRole(.header)"),
    (#"\.accessibilityHidden\(\)"#, ".accessibilityHidden(true)", ".accessibilityHidden()"),
    (#"\bBitmap\b"#, "RecipeImage (the seam's; UIImage on iOS)", "let image: Bitmap?"),
    (#"\bTraitsReader\b"#, "ScreenReader (the seam's; GeometryReader on iOS)", "TraitsReader { traits in"),
    (#"\bTraits\b"#, "ScreenTraits (the seam's)", "func inset(_ traits: Traits)"),
    (#"\bImage\((svg|pixels):"#, "Image(recipeImage:name:) or Icon (the seam's)", #"Image(svg: "x.svg")"#),
    (#"\.strokeWidth\("#, "Icon(_:lineWidth:)", ".strokeWidth(2)"),
    (#"\.navigationPushed\("#, "pushedOnNavigationStack(backTitle:) (the seam's)", ".navigationPushed(backTitle: x)"),
    (#"\bColor\(hex:"#, "a Theme colour (KagamiSeam/Theme+Colors.swift)", "Color(hex: 0xFF8C1A)"),
    (#"\.tinted\("#, "Theme.accent", "Color.tinted(default: .orange)"),
    (
      #"\bColor\.(label|secondaryLabel|tertiaryLabel|groupedBackground|secondaryGroupedBackground|fill|separator|background)\b"#,
      "a Theme colour", "Color.label"
    ),
    (#"\bFont\((weight|family|size):"#, "Font.system(size:weight:)", "Font(weight: .bold, size: 12)"),
    (#"(?<!Font\.)\b(TextStyle|FontWeight)\b"#, "Font.TextStyle, Font.Weight", "var style: TextStyle"),
    (#"\.roundedRectangle\("#, "RoundedRectangle(cornerRadius:)", "in: .roundedRectangle(cornerRadius: 4)"),
  ]

  /// The Swift files of RecipeComponents and the feature modules outside the seam, by path.
  static func viewSources() throws -> [String] {
    let sources = Repository.root.appendingPathComponent("Sample/Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0 == "RecipeComponents" || $0.hasSuffix("Feature") }.sorted()
    var files: [String] = []
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let path as String in walker where path.hasSuffix(".swift") {
        let file = "Sample/Sources/\(module)/\(path)"
        if !file.hasPrefix(seam) { files.append(file) }
      }
    }
    return files.sorted()
  }

  /// The dialect spellings of `source`, as `line: spelling (write … instead)`.
  static func findings(in source: String) throws -> [String] {
    let rules = try dialect.map { (try NSRegularExpression(pattern: $0.pattern), $0.instead) }
    var findings: [String] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = String(line)
      if text.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
      for (rule, instead) in rules {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = rule.firstMatch(in: text, range: range), let found = Range(match.range, in: text)
        else { continue }
        findings.append("\(index + 1): \(text[found]) (write \(instead))")
      }
    }
    return findings
  }

  @Test func everyRuleCatchesItsExample() throws {
    for rule in Self.dialect {
      #expect(try Self.findings(in: rule.example).count >= 1, "the rule \(rule.pattern) misses \(rule.example)")
    }
    // SwiftUI's spellings pass, and comments are not read.
    let swiftUI = """
      import SwiftUI
      // A Bitmap, a TraitsReader and .flex(shrink: 1) in a comment.
      Text("a").padding(.top, 4).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .accessibilityAddTraits(.isHeader).accessibilityHidden(true).layoutPriority(0)
      ScreenReader { (traits: ScreenTraits) in Image(recipeImage: image, name: "a") }
      var style: Font.TextStyle { .body }
      """
    #expect(try Self.findings(in: swiftUI) == [])
  }

  @Test func sampleViewsUseSwiftUIsSpellingOutsideTheSeam() throws {
    let files = try Self.viewSources()
    // RecipeComponents and five feature modules: a walk that finds nothing proves nothing.
    #expect(files.count > 60, "only \(files.count) view sources found")
    #expect(files.contains("Sample/Sources/RecipeComponents/Icon.swift"))
    var findings: [String] = []
    for file in files {
      findings += try Self.findings(in: try Repository.text(file)).map { "\(file):\($0)" }
    }
    #expect(findings.isEmpty, "Kagami-only spellings outside \(Self.seam):\n\(findings.joined(separator: "\n"))")
  }

  @Test func theSeamIsSmallAndSaysWhatIOSWouldUse() throws {
    let folder = Repository.root.appendingPathComponent(Self.seam)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty, "no seam at \(Self.seam)")
    var lines = 0
    for file in files.sorted() {
      let text = try Repository.text(Self.seam + file)
      lines += text.split(separator: "\n").count
      #expect(text.contains("iOS"), "\(file) does not say what an iOS build would use instead")
    }
    #expect(lines <= 200, "the seam has grown to \(lines) lines")
  }
}
