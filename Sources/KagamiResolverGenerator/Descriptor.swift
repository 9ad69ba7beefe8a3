/// One descriptor the generated resolver must cover.
public struct Descriptor: Sendable, Equatable {
  /// The dotted name, e.g. `ViewDescriptor.Search`; the sort key of the generated file.
  public var qualifiedName: String
  /// The type as a generated declaration spells it, e.g. `ViewDescriptor.Picker<Item>`.
  public var typeReference: String
  /// The generic parameters the resolver requirement declares, e.g. `Item: Sendable`.
  public var genericParameters: [String]
  /// The `where` requirements of the resolver requirement (the type's own and its conformance's).
  public var requirements: [String]
  /// The `where` requirements of a conditional conformance to `TypedDescriptor`, if any.
  public var conformanceRequirements: String?
  /// Where the descriptor is declared.
  public var spot: SourceSpot

  /// The last component of the name, which must be unique across namespaces.
  public var shortName: String { String(qualifiedName.split(separator: ".").last ?? "") }
}
