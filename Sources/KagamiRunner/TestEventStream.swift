import Foundation

/// Reads Swift Testing's JSON event stream (`--event-stream-version 0`) as it grows: which records are
/// test functions, which ended, and the issues recorded against them.
struct TestEventStream {
  /// A test function that finished.
  struct Finished: Equatable {
    var id: String
    var passed: Bool
    var issues: [String]
  }

  private var functions: Set<String> = []
  private var issues: [String: [String]] = [:]
  private var failed: Set<String> = []
  private var pending = Data()
  /// Bytes of the file consumed so far.
  private(set) var offset: UInt64 = 0

  /// Reads what was appended to `url` since the last call; returns the tests that finished.
  mutating func poll(_ url: URL) -> [Finished] {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? handle.close() }
    try? handle.seek(toOffset: offset)
    let data = handle.readDataToEndOfFile()
    offset += UInt64(data.count)
    pending.append(data)
    var finished: [Finished] = []
    while let newline = pending.firstIndex(of: 0x0A) {
      let line = pending[pending.startIndex..<newline]
      pending.removeSubrange(pending.startIndex...newline)
      if let result = consume(Data(line)) { finished.append(result) }
    }
    return finished
  }

  private mutating func consume(_ line: Data) -> Finished? {
    guard let record = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
      let payload = record["payload"] as? [String: Any]
    else { return nil }
    if record["kind"] as? String == "test" {
      if payload["kind"] as? String == "function", let id = payload["id"] as? String { functions.insert(id) }
      return nil
    }
    guard let kind = payload["kind"] as? String, let id = payload["testID"] as? String else { return nil }
    let texts = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    switch kind {
    case "issueRecorded":
      let isKnown = (payload["issue"] as? [String: Any])?["isKnown"] as? Bool ?? false
      if !isKnown {
        failed.insert(id)
        issues[id, default: []].append(texts.joined(separator: " "))
      }
      return nil
    case "testEnded" where functions.contains(id):
      return Finished(id: id, passed: !failed.contains(id), issues: issues[id] ?? [])
    default:
      return nil
    }
  }
}
