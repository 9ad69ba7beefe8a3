/// One node line of a layout dump, parsed tolerantly: indentation depth, the first word as the id,
/// the first four numbers after it as the frame (x, y, width, height), any quoted text, and the rest.
package struct LayoutDumpLine: Equatable, Sendable {
  /// Leading spaces (tabs count as two) divided by two.
  package var depth: Int
  /// The first word, e.g. "RecipeCard#title".
  package var id: String
  /// x, y, width, height, when the line has at least four numbers.
  package var frame: [Double]?
  /// The first double-quoted string on the line, if any.
  package var text: String?
  /// Everything after the id, to notice other changes.
  package var rest: String

  /// Parses `line`; nil for a blank line.
  package init?(_ line: Substring) {
    var indent = 0
    var index = line.startIndex
    while index < line.endIndex, line[index] == " " || line[index] == "\t" {
      indent += line[index] == "\t" ? 2 : 1
      index = line.index(after: index)
    }
    let body = line[index...]
    guard let word = body.split(separator: " ", maxSplits: 1).first, !word.isEmpty else { return nil }
    depth = indent / 2
    id = word.hasSuffix(":") ? String(word.dropLast()) : String(word)
    rest = String(body.dropFirst(word.count)).trimmingCharacters(in: " ")
    text = LayoutDumpLine.quoted(in: rest)
    let numbers = LayoutDumpLine.numbers(in: text.map { rest.replacingOccurrences(of: "\"\($0)\"", with: "") } ?? rest)
    frame = numbers.count >= 4 ? Array(numbers.prefix(4)) : nil
  }

  private static func quoted(in text: String) -> String? {
    guard let open = text.firstIndex(of: "\"") else { return nil }
    let after = text.index(after: open)
    guard let close = text[after...].firstIndex(of: "\"") else { return nil }
    return String(text[after..<close])
  }

  /// Decimal numbers (optionally signed, with a fraction) in order of appearance.
  package static func numbers(in text: String) -> [Double] {
    var numbers: [Double] = []
    var current = ""
    func flush() {
      if let value = Double(current) { numbers.append(value) }
      current = ""
    }
    for character in text {
      if character.isASCII, character.isNumber || character == "." || (character == "-" && current.isEmpty) {
        current.append(character)
      } else {
        flush()
      }
    }
    flush()
    return numbers
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var slice = Substring(self)
    while slice.first == character { slice.removeFirst() }
    while slice.last == character { slice.removeLast() }
    return String(slice)
  }

  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty, let range = firstRange(of: target) else { return self }
    var result = self
    result.replaceSubrange(range, with: replacement)
    return result
  }
}
