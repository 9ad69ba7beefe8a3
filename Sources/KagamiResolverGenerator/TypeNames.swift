import SwiftSyntax

/// Reads type names out of type syntax.
enum TypeNames {
  /// The dotted components of a nominal type name (`A.B<T>` → `["A", "B"]`), or nil for other types.
  static func components(of type: TypeSyntax) -> [String]? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
    if let member = type.as(MemberTypeSyntax.self) {
      return components(of: member.baseType).map { $0 + [member.name.text] }
    }
    if let attributed = type.as(AttributedTypeSyntax.self) { return components(of: attributed.baseType) }
    return nil
  }

  /// The protocol names an inheritance-clause entry names (`A & B` → both; `@unchecked Sendable` → `Sendable`).
  static func conformances(in type: TypeSyntax) -> [[String]] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { conformances(in: $0.type) }
    }
    return components(of: type).map { [$0] } ?? []
  }
}
