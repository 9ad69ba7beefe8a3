/// One line of an audit file read back into its parts (`rule severity order "label" x,y wxh #id:
/// measured`, as `AuditFinding.line` writes it), and the finding's identity across screens.
public struct AuditFindingLine: Hashable, Sendable {
  /// The whole line.
  public let line: String
  /// The rule's name ("contrast", "touch-target", …).
  public let rule: String
  /// The severity's name ("warning", …).
  public let severity: String
  /// What VoiceOver reads for the element ("" when nothing).
  public let label: String
  /// The node's id (`.id(…)`), if it has one.
  public let id: String?
  /// The measured value in words.
  public let measured: String

  /// The parts of `line`; nil when it is not an audit-file line.
  public init?(_ line: String) {
    let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
    guard words.count == 4, let rest = Self.unquote(words[3]) else { return nil }
    // After the label: " x,y wxh", then " #id" or nothing, then ": measured".
    guard let colon = rest.remainder.range(of: ": ") else { return nil }
    let place = rest.remainder[..<colon.lowerBound].split(separator: " ", maxSplits: 2)
    guard place.count >= 2 else { return nil }
    self.line = line
    rule = String(words[0])
    severity = String(words[1])
    label = rest.label
    id = place.count == 3 && place[2].hasPrefix("#") ? String(place[2].dropFirst()) : nil
    measured = String(rest.remainder[colon.upperBound...])
  }

  /// What makes two findings the same across screens and variants: the rule, the node (its id, else
  /// its label) and the measured value without where on the screen it was measured. A shared
  /// component found wanting on ten screens is one identity with ten occurrences. Positions never
  /// count: contrast drops its " at x,y pt"; reading order and duplicate labels (whose values
  /// name other elements' places in reading order) are the rule and the node alone, and so are
  /// touch targets (a control that is still too small at another size is the same finding).
  public var identity: String {
    let node = id.map { "#" + $0 } ?? "\"\(label)\""
    let value: String
    switch rule {
    case "contrast", "non-text-contrast":
      value = measured.range(of: " at ", options: .backwards).map { String(measured[..<$0.lowerBound]) } ?? measured
    case "reading-order", "duplicate-label", "touch-target": value = ""
    default: value = measured
    }
    return value.isEmpty ? "\(rule) \(node)" : "\(rule) \(node): \(value)"
  }

  /// The quoted label at the start of `text` (escapes undone) and what follows its closing quote.
  private static func unquote(_ text: Substring) -> (label: String, remainder: Substring)? {
    guard text.first == "\"" else { return nil }
    var label = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { return (label, text[text.index(after: index)...]) }
      if character == "\\" {
        index = text.index(after: index)
        guard index < text.endIndex else { return nil }
        label.append(text[index] == "n" ? "\n" : text[index])
      } else {
        label.append(character)
      }
      index = text.index(after: index)
    }
    return nil
  }
}
