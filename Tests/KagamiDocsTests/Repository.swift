import Foundation

/// The repository's files as the documentation tests read them: Markdown's links, code and headings,
/// Package.swift's products, `kagami`'s subcommands. Plain text parsing, no dependency.
enum Repository {
  /// The package root (three folders above this file).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The text of a file, by its path from the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The Markdown files whose links and `kagami` commands are checked: the README, the changelog,
  /// the example's README and every document in Docs/.
  static func markdownFiles() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    return ["README.md", "CHANGELOG.md", "Examples/GettingStarted/README.md"] + docs
  }

  // MARK: Package.swift

  /// The names of the products Package.swift declares (`.library`, `.executable`, `.plugin` in `products:`).
  static func products() throws -> Set<String> {
    let manifest = try text("Package.swift")
    guard let start = manifest.range(of: "products: ["),
      let end = manifest.range(of: "\n  ],", range: start.upperBound..<manifest.endIndex)
    else { return [] }
    let block = manifest[start.upperBound..<end.lowerBound]
    return Set(block.matches(of: #/\.(?:library|executable|plugin)\(name: "([^"]+)"/#).map { String($0.output.1) })
  }

  // MARK: The kagami command

  /// The subcommand names of `kagami`: the types Sources/kagami lists, each looked up in
  /// Sources/KagamiCommands for its `commandName`.
  static func kagamiSubcommands() throws -> Set<String> {
    let root = try text("Sources/kagami/Kagami.swift")
    guard let list = root.firstMatch(of: #/subcommands: \[([^\]]*)\]/#) else { return [] }
    let types = list.output.1.matches(of: #/(\w+)\.self/#).map { String($0.output.1) }
    let folder = Self.root.appendingPathComponent("Sources/KagamiCommands")
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted().map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
    var names: Set<String> = []
    for type in types {
      guard let declaration = sources.range(of: "struct \(type):"),
        let name = sources[declaration.upperBound...].firstMatch(of: #/commandName: "([^"]+)"/#)
      else {
        names.insert("<\(type): no commandName found>")
        continue
      }
      names.insert(String(name.output.1))
    }
    return names
  }

  // MARK: Markdown

  /// The contents of the fenced code blocks (```…```) of a Markdown text, and the text without them.
  static func splitFencedCode(_ markdown: String) -> (code: [String], prose: String) {
    var code: [String] = []
    var prose: [Substring] = []
    var block: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        if let open = block {
          code.append(open.joined(separator: "\n"))
          block = nil
        } else {
          block = []
        }
      } else if block != nil {
        block!.append(line)
      } else {
        prose.append(line)
      }
    }
    return (code, prose.joined(separator: "\n"))
  }

  /// The fenced code blocks of a Markdown file, joined (commands written in prose are left out).
  static func fencedCode(_ path: String) throws -> String {
    splitFencedCode(try text(path)).code.joined(separator: "\n")
  }

  /// Inline code spans (`…`) of prose.
  static func inlineCode(_ prose: String) -> [String] {
    prose.matches(of: #/`([^`\n]+)`/#).map { String($0.output.1) }
  }

  /// Every piece of code in a Markdown text: fenced blocks and inline spans.
  static func code(in markdown: String) -> [String] {
    let (blocks, prose) = splitFencedCode(markdown)
    return blocks + inlineCode(prose)
  }

  /// The `X` of every `kagami X` in a piece of code ("kagami" standing alone, as a command).
  static func kagamiSubcommandsNamed(in code: String) -> [String] {
    code.matches(of: #/(?:^|[\s/"(])kagami ([a-z][a-z-]*)/#.anchorsMatchLineEndings()).map { String($0.output.1) }
  }

  /// The targets of the Markdown links and images of a text, outside code.
  static func links(in markdown: String) -> [String] {
    let prose = splitFencedCode(markdown).prose.replacing(#/`[^`\n]+`/#, with: "")
    return prose.matches(of: #/\]\(([^)\s]+)\)/#).map { String($0.output.1) }
  }

  /// GitHub's anchors for the headings of a Markdown text: lower case, punctuation dropped, spaces
  /// as hyphens.
  static func anchors(in markdown: String) -> Set<String> {
    let prose = splitFencedCode(markdown).prose
    var anchors: Set<String> = []
    for line in prose.split(separator: "\n") where line.hasPrefix("#") {
      let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
      let kept = title.lowercased().unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
      }
      anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  /// The paragraph of a Markdown text that starts with `prefix`, up to its first full stop.
  static func firstSentence(ofParagraphStartingWith prefix: String, in markdown: String) -> String? {
    guard let start = markdown.range(of: "\n" + prefix) else { return nil }
    let rest = markdown[start.lowerBound...].dropFirst()
    let paragraph = rest.components(separatedBy: "\n\n").first ?? ""
    return paragraph.components(separatedBy: ". ").first.map { $0.replacingOccurrences(of: "\n", with: " ") }
  }

  /// The names in backticks of a text.
  static func backtickedNames(_ text: String) -> Set<String> {
    Set(text.matches(of: #/`([A-Za-z][A-Za-z0-9-]*)`/#).map { String($0.output.1) })
  }

  // MARK: Packages

  /// The packages each `apt-get install` line of a text names (options left out), one list per line.
  static func aptInstallLines(in text: String) -> [[String]] {
    text.split(separator: "\n").compactMap { line -> [String]? in
      guard let install = line.range(of: "apt-get install") else { return nil }
      return line[install.upperBound...].split(separator: " ").map(String.init).filter { !$0.hasPrefix("-") }
    }
  }

  /// The packages Scripts/install-dependencies.sh installs.
  static func installScriptPackages() throws -> Set<String> {
    let script = try text("Scripts/install-dependencies.sh")
    guard let start = script.range(of: "packages=(\n"),
      let end = script.range(of: "\n)", range: start.upperBound..<script.endIndex)
    else { return [] }
    return Set(
      script[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap {
        $0.split(separator: " ").first.map(String.init)
      })
  }
}
