/// One generic parameter of a scanned type, as written.
struct ScannedGenericParameter: Sendable {
  /// Its name, e.g. `Item`.
  var name: String
  /// Its inline constraint, e.g. `Sendable & Hashable`, if any.
  var constraint: String?
  /// Whether it is a parameter pack (`each T`) or a value generic (`let n: Int`), which the generator does not support.
  var isUnsupported: Bool

  /// `Name: Constraint` or `Name`, as it goes in a generic parameter clause.
  var declaration: String { constraint.map { "\(name): \($0)" } ?? name }
}
