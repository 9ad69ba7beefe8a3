import Foundation
import KagamiDigest
import Testing

/// SHA-256 through the system's libcrypto: FIPS 180-4's examples, and the same digest for every way
/// of passing the same bytes (file names and fingerprints are made from it).
@Suite("SHA-256 (KagamiDigest)")
struct SHA256DigestTests {
  @Test(
    "FIPS 180-4 example digests",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
    ])
  func examples(text: String, expected: String) {
    #expect(SHA256Digest(of: Array(text.utf8)).hex() == expected)
  }

  @Test("a million 'a's; Data, arrays, string views and lazy sequences agree; prefixes")
  func inputs() {
    let million = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(
      SHA256Digest(of: million).hex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    let text = "kagami 鏡 🍛"
    let digest = SHA256Digest(of: Array(text.utf8))
    #expect(SHA256Digest(of: text.utf8) == digest)
    #expect(SHA256Digest(of: Data(text.utf8)) == digest)
    #expect(SHA256Digest(of: text.utf8.lazy.map { $0 }) == digest)
    #expect(digest.bytes.count == 32)
    #expect(digest.hex(prefix: 8) == String(digest.hex().prefix(16)))
  }
}
