/// One line of the symbol table (`Symbols/symbols.txt`): the icon an SF Symbol name draws, and how
/// its `.fill` variant paints the icon's shapes.
package struct SymbolEntry: Equatable, Sendable {
  /// The Lucide icon's file name, without `.svg`.
  package var icon: String
  /// The shapes (0-based, in file order) the `.fill` variant fills; nil: every shape.
  package var filled: [Int]?
  /// The shapes the `.fill` variant draws in the background colour, on top (knocked-out details).
  package var cut: [Int]
  /// True when the icon mirrors in a right-to-left layout.
  package var flips: Bool

  /// An entry from its parts.
  package init(icon: String, filled: [Int]? = nil, cut: [Int] = [], flips: Bool = false) {
    self.icon = icon
    self.filled = filled
    self.cut = cut
    self.flips = flips
  }

  /// The table's entries by symbol name, from the text of `symbols.txt` (`NAME ICON [fill=I,J]
  /// [cut=I,J] [flip]` a line; `#` starts a comment). A malformed line is an error naming it.
  package static func table(_ text: String) throws(SymbolTableError) -> [String: SymbolEntry] {
    var entries: [String: SymbolEntry] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let name = words.first else { continue }
      guard words.count >= 2 else { throw SymbolTableError(line: index + 1, message: "\(name) names no icon") }
      var entry = SymbolEntry(icon: String(words[1]))
      for option in words.dropFirst(2) {
        if option == "flip" {
          entry.flips = true
        } else if option.hasPrefix("fill="), let list = indices(option.dropFirst(5)) {
          entry.filled = list
        } else if option.hasPrefix("cut="), let list = indices(option.dropFirst(4)) {
          entry.cut = list
        } else {
          throw SymbolTableError(line: index + 1, message: "unknown option \(option)")
        }
      }
      guard entries[String(name)] == nil else {
        throw SymbolTableError(line: index + 1, message: "\(name) is listed twice")
      }
      entries[String(name)] = entry
    }
    return entries
  }

  private static func indices(_ list: Substring) -> [Int]? {
    let values = list.split(separator: ",").map { Int($0) }
    guard !values.isEmpty, values.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
    return values.map { $0! }
  }
}
