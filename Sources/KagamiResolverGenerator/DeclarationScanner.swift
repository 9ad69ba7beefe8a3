import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reads one source file's declarations (types, extensions, protocols, `Output`s, imports) into a
/// `ModuleScan`. Purely syntactic: it never guesses what the compiler would infer, and skips function
/// bodies, so local types never count.
final class DeclarationScanner: SyntaxVisitor {
  /// Where the scanner is: the qualified name of the enclosing type or extension, and an extension's default access.
  private struct Scope {
    var components: [String]
    var isExtension: Bool
    var extensionAccess: AccessLevel?
  }

  private let input: SourceInput
  private let qualifiers: Set<String>
  private let converter: SourceLocationConverter
  private var scopes: [Scope] = []
  private(set) var scan = ModuleScan()

  /// Scans `input`; `qualifiers` are module names that may prefix a type name (`KagamiDescriptors.ViewDescriptor`).
  static func scan(_ input: SourceInput, qualifiers: Set<String>) -> ModuleScan {
    let tree = Parser.parse(source: input.text)
    let scanner = DeclarationScanner(input: input, tree: tree, qualifiers: qualifiers)
    if tree.hasError {
      let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
      scanner.scan.syntaxErrors = diagnostics.filter { $0.diagMessage.severity == .error }.map { diagnostic in
        let location = diagnostic.location(converter: scanner.converter)
        return GeneratorDiagnostic(
          spot: SourceSpot(path: input.path, line: location.line, column: location.column),
          message: "this file does not parse (\(diagnostic.message)); the descriptor resolver cannot be generated"
        )
      }
      return scanner.scan
    }
    scanner.walk(tree)
    return scanner.scan
  }

  private init(input: SourceInput, tree: SourceFileSyntax, qualifiers: Set<String>) {
    self.input = input
    self.qualifiers = qualifiers
    self.converter = SourceLocationConverter(fileName: input.path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Nominal types

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node, name: node.name, generics: node.genericParameterClause, where: node.genericWhereClause,
      inheritance: node.inheritanceClause, modifiers: node.modifiers)
  }
  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node, name: node.name, generics: node.genericParameterClause, where: node.genericWhereClause,
      inheritance: node.inheritanceClause, modifiers: node.modifiers)
  }
  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let isFinal = node.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
    return enter(
      node, name: node.name, generics: node.genericParameterClause, where: node.genericWhereClause,
      inheritance: node.inheritanceClause, modifiers: node.modifiers, isNonFinalClass: !isFinal)
  }
  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node, name: node.name, generics: node.genericParameterClause, where: node.genericWhereClause,
      inheritance: node.inheritanceClause, modifiers: node.modifiers)
  }
  override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

  // MARK: Extensions, protocols, typealiases, imports

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let components = TypeNames.components(of: node.extendedType).map(normalized) ?? []
    if !components.isEmpty, let inheritance = node.inheritanceClause {
      scan.extensions.append(
        ScannedExtension(
          components: components, inheritedNames: inheritedNames(inheritance),
          whereClause: node.genericWhereClause?.requirements.trimmedDescription, spot: spot(of: node)))
    }
    scopes.append(
      Scope(components: components, isExtension: true, extensionAccess: AccessLevel(modifiers: node.modifiers)))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherited = node.inheritanceClause.map(inheritedNames) ?? []
    scan.protocols.append(ScannedProtocol(components: enclosing + [node.name.text], inheritedNames: inherited))
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "Output", !scopes.isEmpty { scan.outputOwners.append(enclosing) }
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.importKindSpecifier == nil, let module = node.path.first?.name.text {
      scan.imports.append(module)
    }
    return .skipChildren
  }

  // MARK: Bodies that cannot declare members

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Helpers

  private var enclosing: [String] { scopes.last?.components ?? [] }

  private func enter(
    _ node: some SyntaxProtocol, name: TokenSyntax, generics: GenericParameterClauseSyntax?,
    where whereClause: GenericWhereClauseSyntax?, inheritance: InheritanceClauseSyntax?,
    modifiers: DeclModifierListSyntax, isNonFinalClass: Bool = false
  ) -> SyntaxVisitorContinueKind {
    let components = enclosing + [name.text]
    let parent = scopes.last
    let parameters = generics?.parameters.map { parameter in
      ScannedGenericParameter(
        name: parameter.name.text, constraint: parameter.inheritedType?.trimmedDescription,
        // `each T` and `let N` parameters (the `specifier` of swift-syntax 601+, `eachKeyword` in 600),
        // read from the text so that every supported swift-syntax version agrees.
        isUnsupported: ["each ", "let "].contains { parameter.trimmedDescription.hasPrefix($0) })
    }
    scan.types.append(
      ScannedType(
        components: components, genericParameters: parameters ?? [],
        whereClause: whereClause?.requirements.trimmedDescription,
        inheritedNames: inheritance.map(inheritedNames) ?? [], explicitAccess: AccessLevel(modifiers: modifiers),
        extensionAccess: parent?.isExtension == true ? parent?.extensionAccess : nil,
        isInExtension: parent?.isExtension == true, isNonFinalClass: isNonFinalClass, spot: spot(of: node)))
    if name.text == "Output", parent != nil { scan.outputOwners.append(enclosing) }
    scopes.append(Scope(components: components, isExtension: false, extensionAccess: nil))
    return .visitChildren
  }

  private func inheritedNames(_ clause: InheritanceClauseSyntax) -> [[String]] {
    clause.inheritedTypes.flatMap { TypeNames.conformances(in: $0.type) }.map(normalized)
  }

  /// Drops a leading module qualifier (`KagamiDescriptors.ViewDescriptor` → `ViewDescriptor`).
  private func normalized(_ components: [String]) -> [String] {
    if components.count > 1, let first = components.first, qualifiers.contains(first) {
      return Array(components.dropFirst())
    }
    return components
  }

  private func spot(of node: some SyntaxProtocol) -> SourceSpot {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourceSpot(path: input.path, line: location.line, column: location.column)
  }
}
