/// Reads type names out of the tokens of a type as written.
enum TypeNames {
  /// The dotted components of a nominal type name (`A.B<T>` → `["A", "B"]`, `@unchecked Sendable`
  /// → `["Sendable"]`), or nil for other types (`any P`, `~Copyable`, `(A) -> B`, `[A]`, `A?`).
  static func components(of tokens: ArraySlice<SwiftToken>) -> [String]? {
    var index = tokens.startIndex
    while index < tokens.endIndex, tokens[index].kind == .attribute { index += 1 }
    var components: [String] = []
    while index < tokens.endIndex {
      guard tokens[index].kind == .identifier else { return nil }
      components.append(tokens[index].text)
      index += 1
      if index < tokens.endIndex, tokens[index].is("<") {
        guard let closing = matchingAngle(in: tokens, from: index) else { return nil }
        index = closing + 1
      }
      guard index < tokens.endIndex else { break }
      guard tokens[index].is("."), index + 1 < tokens.endIndex else { return nil }
      index += 1
    }
    return components.isEmpty ? nil : components
  }

  /// The protocol names an inheritance-clause entry names (`A & B` → both; `@unchecked Sendable` → `Sendable`).
  static func conformances(in tokens: ArraySlice<SwiftToken>) -> [[String]] {
    split(tokens, at: "&").compactMap { components(of: $0) }
  }

  /// `tokens` cut at every `separator` outside brackets and angle brackets.
  static func split(_ tokens: ArraySlice<SwiftToken>, at separator: String) -> [ArraySlice<SwiftToken>] {
    var parts: [ArraySlice<SwiftToken>] = []
    var depth = 0
    var start = tokens.startIndex
    for index in tokens.indices {
      let token = tokens[index]
      guard token.kind == .punctuation else { continue }
      switch token.text {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case separator where depth == 0:
        parts.append(tokens[start..<index])
        start = index + 1
      default: break
      }
    }
    parts.append(tokens[start..<tokens.endIndex])
    return parts.filter { !$0.isEmpty }
  }

  /// The index of the `>` that closes the `<` at `open`, counting nested angle brackets.
  static func matchingAngle(in tokens: ArraySlice<SwiftToken>, from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.endIndex where tokens[index].kind == .punctuation {
      if tokens[index].text == "<" { depth += 1 }
      if tokens[index].text == ">" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
