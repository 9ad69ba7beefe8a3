import Foundation

extension PNGCodec {
  /// The tEXt chunks of a PNG, read by walking the chunk list: image data is skipped, not inflated.
  /// Checks the signature, that IHDR comes first, every chunk's bounds, and each tEXt chunk's CRC.
  public static func textChunks(in data: Data) throws(PNGError) -> [PNGTextChunk] {
    let result = data.withUnsafeBytes { raw in Result { () throws(PNGError) in try textChunks(in: raw) } }
    return try result.get()
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  private static func textChunks(in bytes: UnsafeRawBufferPointer) throws(PNGError) -> [PNGTextChunk] {
    guard bytes.count >= 8, zip(bytes.prefix(8), signature).allSatisfy({ $0 == $1 }) else {
      throw .notPNG("the 8-byte PNG signature is missing")
    }
    var chunks: [PNGTextChunk] = []
    var offset = 8
    var isFirst = true
    while true {
      guard bytes.count - offset >= 12 else {
        throw .malformed("file is truncated at byte \(offset): no IEND chunk")
      }
      let length = Int(readUInt32(bytes, at: offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      guard length <= 0x7FFF_FFFF, bytes.count - offset - 12 >= length else {
        throw .malformed("chunk \(type) at byte \(offset) claims \(length) bytes; the file is truncated")
      }
      if isFirst, type != "IHDR" {
        throw .malformed("the first chunk is \(type), not IHDR")
      }
      isFirst = false
      if type == "tEXt" {
        let typeAndData = UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)])
        let stored = readUInt32(bytes, at: offset + 8 + length)
        guard crc32(typeAndData) == stored else {
          throw .malformed("tEXt chunk at byte \(offset) has a bad CRC")
        }
        chunks.append(try parseText(UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])))
      }
      if type == "IEND" { return chunks }
      offset += 12 + length
    }
  }

  private static func parseText(_ body: UnsafeRawBufferPointer) throws(PNGError) -> PNGTextChunk {
    guard let separator = body.firstIndex(of: 0), separator > 0 else {
      throw .malformed("tEXt chunk has no keyword separator")
    }
    // tEXt is Latin-1: map each byte to the code point of the same value.
    let latin1 = { (slice: Slice<UnsafeRawBufferPointer>) in
      String(String.UnicodeScalarView(slice.map { Unicode.Scalar($0) }))
    }
    return PNGTextChunk(keyword: latin1(body[..<separator]), text: latin1(body[(separator + 1)...]))
  }

  private static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }
}
