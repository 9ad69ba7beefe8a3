// KagamiDigest: SHA-256, for the font manifest checks, the renderer fingerprint and shortened
// snapshot names. Design rules: OpenSSL's libcrypto from the system (the machine's optimized
// code, nothing to compile); the digest of the same bytes is the same everywhere, so file names and
// fingerprints written with it stay valid across machines and Kagami versions.
// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import COpenSSL

/// The SHA-256 digest of some bytes.
public struct SHA256Digest: Sendable, Equatable {
  /// The 32 bytes of the digest.
  public let bytes: [UInt8]

  /// The digest of `data`.
  public init(of data: some Sequence<UInt8>) {
    var digest = [UInt8](repeating: 0, count: 32)
    func hash(_ source: UnsafeBufferPointer<UInt8>) {
      digest.withUnsafeMutableBufferPointer { output in
        kagami_sha256(source.baseAddress, source.count, output.baseAddress)
      }
    }
    // Data and arrays are hashed in place; other sequences are gathered first.
    if data.withContiguousStorageIfAvailable(hash) == nil {
      Array(data).withUnsafeBufferPointer(hash)
    }
    bytes = digest
  }

  /// The first `count` bytes in lowercase hexadecimal (all 32 by default).
  public func hex(prefix count: Int = 32) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(count * 2)
    for byte in bytes.prefix(count) {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
