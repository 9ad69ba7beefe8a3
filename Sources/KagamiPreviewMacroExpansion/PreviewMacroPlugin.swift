#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The preview macro's side of the compiler's plugin protocol, without swift-syntax: it answers
/// `getCapability` with the protocol version it speaks and expands `#Preview` from the source text
/// of `expandFreestandingMacro`. The executable feeds it the messages (`PluginMessageFraming`).
public struct PreviewMacroPlugin: Sendable {
  /// The protocol version this plugin speaks: swift-syntax 603's.
  public static let protocolVersion = 7
  /// The host's protocol version, once it has said (1 until then, as swift-syntax assumes).
  public private(set) var hostProtocolVersion = 1

  /// A plugin that has received no message.
  public init() {}

  /// The reply to one message's JSON.
  /// - Throws: `DecodingError` when the payload is not a message.
  public mutating func reply(toJSON payload: [UInt8]) throws -> [UInt8] {
    let message = try JSONDecoder().decode(PluginHostMessage.self, from: Data(payload))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys  // the same bytes for the same reply
    return try Array(encoder.encode(reply(to: message)))
  }

  /// The reply to `message`.
  public mutating func reply(to message: PluginHostMessage) -> PluginReply {
    switch message {
    case .getCapability(let version):
      if let version { hostProtocolVersion = version }
      return .capability(protocolVersion: Self.protocolVersion)
    case .expandFreestandingMacro(let typeName, let discriminator, let syntax):
      let (source, diagnostics) = Self.expand(typeName: typeName, discriminator: discriminator, syntax: syntax)
      return hostProtocolVersion >= 5
        ? .expandMacroResult(expandedSource: source, diagnostics: diagnostics)
        : .expandFreestandingMacroResult(expandedSource: source, diagnostics: diagnostics)
    case .expandAttachedMacro(let typeName):
      let message = "KagamiPreviewMacros has no attached macro '\(typeName)'"
      return .expandAttachedMacroResult(diagnostics: [PluginDiagnostic(message: message, fileName: "", offset: 0)])
    case .loadPluginLibrary, .unknown:
      let message = "KagamiPreviewMacros is a plugin executable; it loads no plugin libraries"
      return .loadPluginLibraryResult(diagnostics: [PluginDiagnostic(message: message, fileName: "", offset: 0)])
    }
  }

  /// The expanded source of one freestanding macro, or the diagnostics that say why there is none.
  static func expand(
    typeName: String, discriminator: String, syntax: PluginSyntax
  ) -> (source: String?, diagnostics: [PluginDiagnostic]) {
    let location = syntax.location
    guard typeName == "PreviewMacro" else {
      let message = "KagamiPreviewMacros has no macro '\(typeName)'"
      return (nil, [PluginDiagnostic(message: message, fileName: location.fileName, offset: location.offset)])
    }
    let call: PreviewMacroCall
    do {
      call = try PreviewMacroCall(parsing: syntax.source)
    } catch {
      let diagnostic = PluginDiagnostic(
        message: error.message, fileName: location.fileName, offset: location.offset + error.offset)
      return (nil, [diagnostic])
    }
    let linesBefore = syntax.source.utf8.prefix(call.start).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    var names = UniqueNames(discriminator: discriminator, location: location)
    let expansion = PreviewExpansion(
      call: call, typeName: names.make("Preview"), recordName: names.make("PreviewRecord"),
      fileID: location.fileID, line: location.line + linesBefore)
    return (expansion.source, [])
  }
}
