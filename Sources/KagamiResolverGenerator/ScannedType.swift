/// A struct, enum, class or actor declared in the scanned sources, as written.
struct ScannedType: Sendable {
  /// The qualified name from module scope, e.g. `["ViewDescriptor", "Search"]`.
  var components: [String]
  /// Its generic parameters, in order.
  var genericParameters: [ScannedGenericParameter]
  /// The requirements of its `where` clause, as written, if any.
  var whereClause: String?
  /// The names in its inheritance clause, each split at the dots.
  var inheritedNames: [[String]]
  /// The access level it spells out, if any.
  var explicitAccess: AccessLevel?
  /// The access level of the extension it sits directly in (its default), if any.
  var extensionAccess: AccessLevel?
  /// Whether it sits directly in an extension (rather than in a type's body or at file scope).
  var isInExtension: Bool
  /// Whether it is a class not marked `final` (a subclass would inherit its dispatch conformance).
  var isNonFinalClass: Bool
  /// Where it is declared.
  var spot: SourceSpot

  /// The access level it has before its enclosing types limit it.
  var ownAccess: AccessLevel { explicitAccess ?? extensionAccess ?? .internal }
  /// The dotted name.
  var qualifiedName: String { components.joined(separator: ".") }
}
