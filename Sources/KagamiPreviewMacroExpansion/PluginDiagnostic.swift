/// A diagnostic a plugin reports (`PluginMessage.Diagnostic`): an error at one byte offset of a
/// file, with no highlights, notes or fix-its.
public struct PluginDiagnostic: Encodable, Equatable, Sendable {
  /// The message.
  public var message: String
  /// The path of the file (`PluginSourceLocation.fileName`).
  public var fileName: String
  /// The byte offset in that file.
  public var offset: Int

  /// An error with this message at `offset` of `fileName`.
  public init(message: String, fileName: String, offset: Int) {
    self.message = message
    self.fileName = fileName
    self.offset = offset
  }

  struct Position: Encodable {
    var fileName: String
    var offset: Int
  }

  enum CodingKeys: String, CodingKey {
    case message, severity, position, highlights, notes, fixIts
  }

  /// Writes the fields the host expects: severity `error`, and empty highlights, notes and fix-its.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(message, forKey: .message)
    try container.encode("error", forKey: .severity)
    try container.encode(Position(fileName: fileName, offset: offset), forKey: .position)
    try container.encode([String](), forKey: .highlights)
    try container.encode([String](), forKey: .notes)
    try container.encode([String](), forKey: .fixIts)
  }
}
