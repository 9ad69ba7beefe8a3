import KagamiPreviewMacroExpansion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler plugin executable behind `#Preview` (SwiftPM passes it to the compiler with
/// `-load-plugin-executable`). It speaks the plugin protocol itself — framed JSON on standard input
/// and output (`PluginMessageFraming`, `PreviewMacroPlugin`) — so an adopter's build compiles no
/// swift-syntax. Nothing else may write to standard output.
@main
enum KagamiPreviewMacrosPlugin {
  static func main() {
    var plugin = PreviewMacroPlugin()
    while let header = readInput(count: PluginMessageFraming.headerSize) {
      let count = PluginMessageFraming.payloadCount(header: header)
      guard count > 0, let payload = readInput(count: count) else { break }
      do {
        writeOutput(PluginMessageFraming.frame(try plugin.reply(toJSON: payload)))
      } catch {
        let message = Array("KagamiPreviewMacros: a message it cannot read: \(error)\n".utf8)
        _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(1)
      }
    }
  }

  /// Exactly `count` bytes of standard input, or nil at its end.
  static func readInput(count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(STDIN_FILENO, buffer.baseAddress! + filled, count - filled)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return nil }
      filled += result
    }
    return bytes
  }

  /// Writes all of `bytes` to standard output.
  static func writeOutput(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(STDOUT_FILENO, buffer.baseAddress! + written, bytes.count - written)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { exit(1) }
      written += result
    }
  }
}
