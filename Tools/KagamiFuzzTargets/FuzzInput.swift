import Foundation

/// Ways of reading one fuzz input as several documents.
enum FuzzInput {
  /// The byte that separates the documents of a multi-document input: 0xFF never occurs in UTF-8 text,
  /// so a seed made of text files keeps its documents whole.
  static let separator: UInt8 = 0xFF

  /// `data` split at every separator byte, padded with empty documents to at least `count`.
  static func documents(_ data: Data, count: Int) -> [Data] {
    var parts = data.split(separator: separator, omittingEmptySubsequences: false).map { Data($0) }
    while parts.count < count { parts.append(Data()) }
    return parts
  }

  /// A seed input from its documents.
  static func joined(_ documents: [Data]) -> Data {
    Data(documents.map { [UInt8]($0) }.joined(separator: [separator]))
  }
}
