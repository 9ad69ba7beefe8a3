import Foundation

extension PNGCodec {
  /// `data` with its tEXt chunks of the same keywords as `chunks` replaced by `chunks` (written right
  /// after IHDR); every other chunk, the image data included, is copied byte for byte, so the pixels
  /// cannot change. Checks the signature, that IHDR comes first and every chunk's bounds.
  public static func replacingTextChunks(in data: Data, with chunks: [PNGTextChunk]) throws(PNGError) -> Data {
    for chunk in chunks { try chunk.validate() }
    let replaced = Set(chunks.map(\.keyword))
    let bytes = [UInt8](data)
    guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature) else {
      throw .notPNG("the 8-byte PNG signature is missing")
    }
    var output = Data(signature)
    var offset = 8
    while true {
      guard bytes.count - offset >= 12 else { throw .malformed("file is truncated at byte \(offset): no IEND chunk") }
      let length = Int(bigEndian32(bytes, at: offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      guard length <= 0x7FFF_FFFF, bytes.count - offset - 12 >= length else {
        throw .malformed("chunk \(type) at byte \(offset) claims \(length) bytes; the file is truncated")
      }
      if offset == 8, type != "IHDR" { throw .malformed("the first chunk is \(type), not IHDR") }
      let end = offset + 12 + length
      var keep = true
      if type == "tEXt" {
        let body = bytes[(offset + 8)..<(offset + 8 + length)]
        let keyword = String(decoding: body.prefix { $0 != 0 }, as: UTF8.self)
        keep = !replaced.contains(keyword)
      }
      if keep { output.append(contentsOf: bytes[offset..<end]) }
      if type == "IHDR" {
        for chunk in chunks { output.append(textChunkBytes(chunk)) }
      }
      if type == "IEND" { return output }
      offset = end
    }
  }

  /// One tEXt chunk as stored: length, type, keyword, NUL, text, CRC (the chunk must be valid).
  private static func textChunkBytes(_ chunk: PNGTextChunk) -> Data {
    var body = Data("tEXt".utf8)
    body.append(contentsOf: Array(chunk.keyword.utf8))
    body.append(0)
    body.append(contentsOf: Array(chunk.text.utf8))
    let crc = body.withUnsafeBytes { crc32($0) }
    var result = Data()
    result.append(contentsOf: bigEndianBytes(UInt32(body.count - 4)))
    result.append(body)
    result.append(contentsOf: bigEndianBytes(crc))
    return result
  }

  private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }
}
