/// Why a view could not be laid out (besides engine and text errors, which pass through).
public enum ViewLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Views nest deeper than the limit.
  case tooDeep(limit: Int)
  /// Text needs fonts but the layout context has none.
  case noFonts(text: String)
  /// A view reads an environment object no ancestor provides (the message names the type).
  case missingEnvironmentObject(String)

  public var description: String {
    switch self {
    case .tooDeep(let limit): return "views nest deeper than \(limit) levels"
    case .noFonts(let text): return "Text(\"\(text.prefix(40))\") needs fonts: give the layout context a FontSet"
    case .missingEnvironmentObject(let message): return message
    }
  }
}
