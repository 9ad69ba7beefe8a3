// KagamiFixtures: canned API responses that people edit by hand, checked before anything decodes
// them. Design rules: a malformed file is reported at its exact line and column (the same on every
// platform, whatever Foundation's message says); nothing here depends on the rest of Kagami.
import Foundation

/// Checks that fixture bytes are JSON and locates the first error by line and column.
public enum FixtureJSON {
  /// Throws `FixtureJSONError` with the file, line and column of the first syntax error.
  public static func validate(_ data: Data, file: String) throws(FixtureJSONError) {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      let (line, column) = location(in: data, message: message)
      throw FixtureJSONError(file: file, line: line, column: column, reason: message)
    }
  }

  /// `data` with every unpaired UTF-16 surrogate escape in its strings (`"\ud83c"` alone) replaced
  /// by `\ufffd`, which Foundation's parser then accepts and decodes as U+FFFD; the same bytes when
  /// there is none.
  public static func repaired(_ data: Data) -> Data {
    let bytes = [UInt8](data)
    guard bytes.contains(UInt8(ascii: "\\")) else { return data }
    let (repaired, count) = SurrogateRepair.repaired(bytes)
    return count == 0 ? data : Data(repaired)
  }

  /// The position of the first syntax error: `JSONErrorLocator`'s (exact, the same on every
  /// platform), else Foundation's "line L, column C" or "character N" (a UTF-8 byte offset on Linux),
  /// else the end of the file.
  public static func location(in data: Data, message: String) -> (line: Int, column: Int) {
    if let offset = JSONErrorLocator.firstError(in: [UInt8](data)) { return position(ofByte: offset, in: data) }
    if let line = number(after: "line ", in: message), let column = number(after: "column ", in: message) {
      return (line, column)
    }
    let offset = number(after: "character ", in: message) ?? data.count
    return position(ofByte: min(max(offset, 0), data.count), in: data)
  }

  /// The 1-based line and column (in characters) of the byte at `offset`.
  public static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
    let bytes = [UInt8](data.prefix(offset))
    let lineStart = (bytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
    let line = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
    return (line, column)
  }

  private static func number(after label: String, in message: String) -> Int? {
    guard let range = message.range(of: label) else { return nil }
    let digits = message[range.upperBound...].prefix(while: \.isNumber)
    return Int(digits)
  }
}
