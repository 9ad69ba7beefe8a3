import Foundation

/// Unpaired UTF-16 surrogate escapes in JSON strings (`"\ud83c"` without its low half, a lone
/// `"\udf5b"`), which real API payloads carry when a client cut an emoji in half. Foundation's JSON
/// parser rejects them ("Invalid UTF-8 sequence"); `FixtureJSON.repaired(_:)` turns each into
/// `\ufffd`, the replacement character every decoder would give, so the screen draws "�" where the
/// broken emoji was, as an app would. Paired escapes and everything outside strings stay untouched.
enum SurrogateRepair {
  /// `bytes` with every unpaired surrogate escape inside a string replaced by `\ufffd` (six bytes
  /// for six), and how many were replaced.
  static func repaired(_ bytes: [UInt8]) -> (bytes: [UInt8], count: Int) {
    var output = bytes
    var count = 0
    var inString = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard inString else {
        if byte == UInt8(ascii: "\"") { inString = true }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = false
        index += 1
      } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        guard bytes[index + 1] == UInt8(ascii: "u"), let value = escapedUnit(bytes, at: index) else {
          index += 2  // another escape (\" \\ \n …) or a malformed one, left to the parser
          continue
        }
        if (0xD800...0xDBFF).contains(value), let low = escapedUnit(bytes, at: index + 6),
          (0xDC00...0xDFFF).contains(low)
        {
          index += 12  // a proper pair
        } else if (0xD800...0xDFFF).contains(value) {
          output.replaceSubrange(index + 2..<index + 6, with: Array("fffd".utf8))
          count += 1
          index += 6
        } else {
          index += 6
        }
      } else {
        index += 1
      }
    }
    return (output, count)
  }

  /// The value of the `\uXXXX` escape at `index`, or nil when there is none there.
  private static func escapedUnit(_ bytes: [UInt8], at index: Int) -> UInt16? {
    guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    else { return nil }
    return UInt16(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16)
  }
}
