/// Escaping for HTML and XML text and attribute values (the report, and the runner's JUnit file).
package enum HTML {
  /// `text` with `& < > " '` escaped.
  package static func escape(_ text: String) -> String {
    // Most text has nothing to escape: one pass over the bytes, and the string itself is returned.
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
