/// A message a macro plugin sends the compiler in answer to one of its messages, encoded as the
/// host decodes it: JSON with one key, the reply's kind, whose value holds its fields.
public enum PluginReply: Encodable, Equatable, Sendable {
  /// `getCapabilityResult`: the protocol version the plugin speaks.
  case capability(protocolVersion: Int)
  /// `expandMacroResult` (hosts of version 5 and later): the expanded source, or nil when the
  /// diagnostics hold an error.
  case expandMacroResult(expandedSource: String?, diagnostics: [PluginDiagnostic])
  /// `expandFreestandingMacroResult`: the same, for hosts before version 5.
  case expandFreestandingMacroResult(expandedSource: String?, diagnostics: [PluginDiagnostic])
  /// `expandAttachedMacroResult`: a refusal for an attached role (nil sources, an error).
  case expandAttachedMacroResult(diagnostics: [PluginDiagnostic])
  /// `loadPluginLibraryResult`: this executable loads no libraries.
  case loadPluginLibraryResult(diagnostics: [PluginDiagnostic])

  /// Writes `{"<kind>": {<fields>}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PluginMessageKey.self)
    switch self {
    case .capability(let version):
      var fields = container.nestedContainer(keyedBy: PluginMessageKey.self, forKey: .init("getCapabilityResult"))
      var capability = fields.nestedContainer(keyedBy: PluginMessageKey.self, forKey: .init("capability"))
      try capability.encode(version, forKey: .init("protocolVersion"))
    case .expandMacroResult(let source, let diagnostics), .expandFreestandingMacroResult(let source, let diagnostics):
      let kind = if case .expandMacroResult = self { "expandMacroResult" } else { "expandFreestandingMacroResult" }
      var fields = container.nestedContainer(keyedBy: PluginMessageKey.self, forKey: .init(kind))
      try fields.encodeIfPresent(source, forKey: .init("expandedSource"))
      try fields.encode(diagnostics, forKey: .init("diagnostics"))
    case .expandAttachedMacroResult(let diagnostics):
      var fields = container.nestedContainer(keyedBy: PluginMessageKey.self, forKey: .init("expandAttachedMacroResult"))
      try fields.encode(diagnostics, forKey: .init("diagnostics"))
    case .loadPluginLibraryResult(let diagnostics):
      var fields = container.nestedContainer(keyedBy: PluginMessageKey.self, forKey: .init("loadPluginLibraryResult"))
      try fields.encode(false, forKey: .init("loaded"))
      try fields.encode(diagnostics, forKey: .init("diagnostics"))
    }
  }
}
