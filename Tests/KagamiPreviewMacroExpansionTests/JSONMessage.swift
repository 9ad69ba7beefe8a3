import Foundation
import KagamiPreviewMacroExpansion

/// Host messages decoded from JSON text, for the tests.
enum JSONMessage {
  static func decode(_ json: String) throws -> PluginHostMessage {
    try JSONDecoder().decode(PluginHostMessage.self, from: Data(json.utf8))
  }
}
