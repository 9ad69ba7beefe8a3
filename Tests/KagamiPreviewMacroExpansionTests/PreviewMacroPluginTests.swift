import KagamiPreviewMacroExpansion
import Testing

/// The plugin protocol: messages as the compiler frames and spells them, and the replies.
@Suite struct PreviewMacroPluginTests {
  static let location =
    #"{"fileID":"Profile/ProfileCard.swift","fileName":"/p/Sources/Profile/ProfileCard.swift","offset":700,"line":32,"column":1}"#

  static func expansionMessage(
    source: String, discriminator: String = "$s7Profile0023ProfileCardswift_tiAIefMX31_0_33_"
  ) -> String {
    let escaped = source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    return
      #"{"expandFreestandingMacro":{"macro":{"moduleName":"KagamiPreviewMacros","typeName":"PreviewMacro","name":"Preview"},"macroRole":"declaration","discriminator":""#
      + discriminator + #"","syntax":{"kind":"declaration","source":""# + escaped + #"","location":"# + location
      + #"},"lexicalContext":[]}}"#
  }

  static func reply(_ plugin: inout PreviewMacroPlugin, _ json: String) throws -> String {
    String(decoding: try plugin.reply(toJSON: Array(json.utf8)), as: UTF8.self)
  }

  @Test func capability() throws {
    var plugin = PreviewMacroPlugin()
    let reply = try Self.reply(&plugin, #"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
    #expect(reply == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    #expect(plugin.hostProtocolVersion == 7)
  }

  @Test func expansion() throws {
    var plugin = PreviewMacroPlugin()
    _ = try Self.reply(&plugin, #"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
    let message = Self.expansionMessage(source: "// lead\n#Preview(\"Following\") {\n  ProfileCard()\n}")
    let reply = try plugin.reply(to: JSONMessage.decode(message))
    guard case .expandMacroResult(let source?, let diagnostics) = reply else {
      Issue.record("no expansion: \(reply)")
      return
    }
    #expect(diagnostics.isEmpty)
    #expect(
      source.contains(
        "struct $s7Profile0023ProfileCardswift_tiAIefMX31_0_33_7PreviewfMu_: KagamiPreviews.PreviewDeclaration"))
    #expect(source.contains("private let $s7Profile0023ProfileCardswift_tiAIefMX31_0_33_13PreviewRecordfMu_:"))
    #expect(source.contains("static var fileID: String { \"Profile/ProfileCard.swift\" }"))
    #expect(source.contains("static var line: Int { 33 }"))
    #expect(source.contains("\"Following\"\n"))
    #expect(source.contains("static var traits: [KagamiPreviews.PreviewTrait] {\n    []\n  }"))
  }

  @Test func oldHostsGetTheOldReply() throws {
    var plugin = PreviewMacroPlugin()
    let reply = plugin.reply(to: try JSONMessage.decode(Self.expansionMessage(source: "#Preview { A() }")))
    guard case .expandFreestandingMacroResult(.some, []) = reply else {
      Issue.record("\(reply)")
      return
    }
  }

  @Test func errorIsADiagnosticAtTheMacro() throws {
    var plugin = PreviewMacroPlugin()
    _ = try Self.reply(&plugin, #"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
    let reply = try Self.reply(&plugin, Self.expansionMessage(source: "\n  #Preview(\"No body\")"))
    let diagnostic =
      ##"{"fixIts":[],"highlights":[],"message":"#Preview needs a closure that returns its view","notes":[],"##
      + #""position":{"fileName":"\/p\/Sources\/Profile\/ProfileCard.swift","offset":703},"severity":"error"}"#
    #expect(reply == #"{"expandMacroResult":{"diagnostics":["# + diagnostic + "]}}")
    #expect(!reply.contains("expandedSource"))
  }

  @Test func uniqueNamesWithoutADiscriminator() {
    let location = PluginSourceLocation(fileID: "M/F.swift", fileName: "/F.swift", offset: 12, line: 2, column: 1)
    var names = UniqueNames(discriminator: "", location: location)
    #expect(names.make("Preview") == "__kagami_M_F_swift_12_7PreviewfMu_")
    #expect(names.make("Preview") == "__kagami_M_F_swift_12_7PreviewfMu0_")
  }

  @Test func framing() {
    let framed = PluginMessageFraming.frame(Array("{}".utf8))
    #expect(framed == [2, 0, 0, 0, 0, 0, 0, 0, 123, 125])
    #expect(PluginMessageFraming.payloadCount(header: [0, 1, 0, 0, 0, 0, 0, 0]) == 256)
  }
}
