/// A PNG tEXt chunk: a Latin-1 keyword (1–79 characters) and its text.
public struct PNGTextChunk: Equatable, Hashable, Sendable {
  /// The keyword.
  public var keyword: String
  /// The text.
  public var text: String

  /// A chunk from its keyword and text.
  public init(keyword: String, text: String) {
    self.keyword = keyword
    self.text = text
  }

  /// Throws unless the keyword and text can be stored in a tEXt chunk as they are.
  func validate() throws(PNGError) {
    let keywordBytes = Array(keyword.utf8)
    guard (1...79).contains(keywordBytes.count),
      keywordBytes.allSatisfy({ (0x20...0x7E).contains($0) }),
      keywordBytes.first != 0x20, keywordBytes.last != 0x20
    else {
      throw .invalidArgument("tEXt keyword \"\(keyword)\" must be 1-79 printable ASCII characters")
    }
    guard text.utf8.allSatisfy({ $0 == 0x0A || (0x20...0x7E).contains($0) }) else {
      throw .invalidArgument("tEXt text for \"\(keyword)\" must be printable ASCII (escape anything else)")
    }
  }
}
