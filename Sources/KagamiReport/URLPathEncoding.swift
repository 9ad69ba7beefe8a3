/// Percent-encoding of URL paths, byte by byte: what Foundation's `addingPercentEncoding` with
/// `.urlPathAllowed` gives (RFC 3986 `pchar` and `/` kept, everything else as `%XX` of its UTF-8
/// bytes), without building a character set per call — the report encodes three links per card.
package enum URLPathEncoding {
  /// The bytes `.urlPathAllowed` keeps: letters, digits, `-._~`, `!$&'()*+,;=`, `:@` and `/`.
  static let pathAllowed: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
    for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
    for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
    for character in "-._~!$&'()*+,;=:@/".utf8 { table[Int(character)] = true }
    return table
  }()

  /// `path` with every byte outside `.urlPathAllowed`, and every byte of `alsoEncoded`, as `%XX`
  /// (upper-case hex digits, as Foundation writes them).
  package static func encode(_ path: String, alsoEncoding alsoEncoded: String = "") -> String {
    let extra = Array(alsoEncoded.utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      if pathAllowed[Int(byte)] && !extra.contains(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
