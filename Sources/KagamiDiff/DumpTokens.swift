/// The words of a dump line's attributes: split at spaces outside double quotes, so that
/// `text="a b"` and `font="Noto Sans":17:400` stay whole.
enum DumpTokens {
  /// The tokens of `text`.
  static func split(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var quoted = false
    for character in text {
      if character == "\"" { quoted.toggle() }
      if character == " ", !quoted {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// True for a frame position token such as `16,73` or `-4.5,0`.
  static func isPosition(_ token: String) -> Bool {
    let parts = token.split(separator: ",", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { Double($0) != nil }
  }

  /// True for a frame size token such as `343x41`.
  static func isSize(_ token: String) -> Bool {
    let parts = token.split(separator: "x", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { Double($0) != nil }
  }

  /// The `#rrggbbaa` colours in `token`, in order, and the token with each replaced by `#`.
  static func colours(in token: String) -> (colours: [String], shape: String) {
    var colours: [String] = []
    var shape = ""
    let characters = Array(token)
    var index = 0
    while index < characters.count {
      let end = index + 9
      if characters[index] == "#", end <= characters.count,
        characters[(index + 1)..<end].allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
        end == characters.count || !characters[end].isHexDigit
      {
        colours.append(String(characters[index..<end]))
        shape.append("#")
        index = end
      } else {
        shape.append(characters[index])
        index += 1
      }
    }
    return (colours, shape)
  }
}
