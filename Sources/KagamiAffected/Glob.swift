/// A path pattern: `*` matches within one path segment, `**` across any number of segments, `?` one
/// character other than `/`. Patterns are relative to the package root.
public struct Glob: Equatable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let characters: [Character]

  /// A glob from its pattern.
  public init(_ pattern: String) {
    self.pattern = pattern
    characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
  }

  public var description: String { pattern }

  /// Whether `path` matches the whole pattern.
  public func matches(_ path: String) -> Bool {
    var memo: [Int: Bool] = [:]
    return match(Array(path), 0, 0, &memo)
  }

  private func match(_ path: [Character], _ p: Int, _ s: Int, _ memo: inout [Int: Bool]) -> Bool {
    let key = p * (path.count + 1) + s
    if let known = memo[key] { return known }
    let result: Bool
    if p == characters.count {
      result = s == path.count
    } else if characters[p] == "*" {
      if p + 1 < characters.count, characters[p + 1] == "*" {
        let atSegmentStart = s == 0 || path[s - 1] == "/"
        if p + 2 < characters.count, characters[p + 2] == "/" {
          // `**/` matches zero or more whole segments.
          result =
            (atSegmentStart && match(path, p + 3, s, &memo)) || (s < path.count && match(path, p, s + 1, &memo))
        } else {
          // A trailing or embedded `**` matches any run of characters, slashes included.
          result = match(path, p + 2, s, &memo) || (s < path.count && match(path, p, s + 1, &memo))
        }
      } else {
        result = match(path, p + 1, s, &memo) || (s < path.count && path[s] != "/" && match(path, p, s + 1, &memo))
      }
    } else if s < path.count, characters[p] == "?" ? path[s] != "/" : characters[p] == path[s] {
      result = match(path, p + 1, s + 1, &memo)
    } else {
      result = false
    }
    memo[key] = result
    return result
  }
}
