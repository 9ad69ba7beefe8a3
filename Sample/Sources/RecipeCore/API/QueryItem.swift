/// One `name=value` pair of an endpoint's query, kept in the order given.
public struct QueryItem: Sendable, Equatable {
  /// The parameter name.
  public var name: String
  /// The parameter value (not percent-encoded).
  public var value: String

  /// A query item.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
