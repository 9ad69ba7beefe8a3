/// A message the compiler sends a macro plugin executable (version 7 of the plugin protocol, as
/// swift-syntax 603 speaks it): JSON with one key, the message's kind, whose value holds its fields.
/// Only the fields the preview macro needs are read; other kinds are kept by name so the plugin
/// can answer them.
public enum PluginHostMessage: Decodable, Equatable, Sendable {
  /// `getCapability`: the host's protocol version (absent from old hosts).
  case getCapability(hostProtocolVersion: Int?)
  /// `expandFreestandingMacro`: the macro's type, the expansion's discriminator and its source.
  case expandFreestandingMacro(typeName: String, discriminator: String, syntax: PluginSyntax)
  /// `expandAttachedMacro`: the macro's type (the preview macro is not attached; it is refused).
  case expandAttachedMacro(typeName: String)
  /// `loadPluginLibrary`: a request only a plugin server answers.
  case loadPluginLibrary
  /// A kind this plugin does not know.
  case unknown(kind: String)

  /// Reads the message's one key and the fields of its kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PluginMessageKey.self)
    guard let kind = container.allKeys.first else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a message without a kind"))
    }
    switch kind.stringValue {
    case "getCapability":
      let fields = try container.nestedContainer(keyedBy: PluginMessageKey.self, forKey: kind)
      let capability = try fields.decodeIfPresent(HostCapability.self, forKey: PluginMessageKey("capability"))
      self = .getCapability(hostProtocolVersion: capability?.protocolVersion)
    case "expandFreestandingMacro":
      let fields = try container.decode(FreestandingExpansionFields.self, forKey: kind)
      self = .expandFreestandingMacro(
        typeName: fields.macro.typeName, discriminator: fields.discriminator, syntax: fields.syntax)
    case "expandAttachedMacro":
      let fields = try container.decode(AttachedExpansionFields.self, forKey: kind)
      self = .expandAttachedMacro(typeName: fields.macro.typeName)
    case "loadPluginLibrary":
      self = .loadPluginLibrary
    default:
      self = .unknown(kind: kind.stringValue)
    }
  }

  struct HostCapability: Decodable {
    var protocolVersion: Int?
  }

  struct MacroReference: Decodable {
    var typeName: String
  }

  struct FreestandingExpansionFields: Decodable {
    var macro: MacroReference
    var discriminator: String
    var syntax: PluginSyntax
  }

  struct AttachedExpansionFields: Decodable {
    var macro: MacroReference
  }
}

/// Source text the compiler sends a plugin (`PluginMessage.Syntax`): its kind, its text, and where
/// the text starts.
public struct PluginSyntax: Codable, Equatable, Sendable {
  /// `declaration`, `expression`, `statement`, …
  public var kind: String
  /// The source text of the node.
  public var source: String
  /// Where `source` starts in its file.
  public var location: PluginSourceLocation

  /// Syntax of this kind and text, starting at `location`.
  public init(kind: String, source: String, location: PluginSourceLocation) {
    self.kind = kind
    self.source = source
    self.location = location
  }
}

/// A position in a source file as the compiler describes it to a plugin.
public struct PluginSourceLocation: Codable, Equatable, Sendable {
  /// The file's ID, as `#fileID` spells it (`Module/File.swift`).
  public var fileID: String
  /// The file's path; diagnostics name it.
  public var fileName: String
  /// The byte offset in the file.
  public var offset: Int
  /// The line, 1-based.
  public var line: Int
  /// The column, 1-based.
  public var column: Int

  /// A location with these fields.
  public init(fileID: String, fileName: String, offset: Int, line: Int, column: Int) {
    self.fileID = fileID
    self.fileName = fileName
    self.offset = offset
    self.line = line
    self.column = column
  }
}
