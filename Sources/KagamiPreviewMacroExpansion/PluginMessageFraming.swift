/// How plugin messages travel on the executable's standard input and output: each is a 64-bit
/// little-endian byte count followed by that many bytes of JSON. A count of zero, or the end of the
/// input, ends the conversation.
public enum PluginMessageFraming {
  /// The size of a message's header.
  public static let headerSize = 8

  /// `payload` with its header.
  public static func frame(_ payload: [UInt8]) -> [UInt8] {
    let count = UInt64(payload.count)
    return (0..<headerSize).map { UInt8(truncatingIfNeeded: count >> (8 * UInt64($0))) } + payload
  }

  /// The byte count a header holds.
  public static func payloadCount(header: [UInt8]) -> Int {
    Int(header.prefix(headerSize).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) })
  }
}
