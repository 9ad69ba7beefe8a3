// KagamiResolverGenerator: generates a module's exhaustive descriptor resolver (Docs/resolver.md).
// Design rules: purely syntactic (its own token scanner over KagamiSwiftSource, no swift-syntax and
// no type checker), so it runs before the module compiles and its host tool builds in seconds;
// every problem becomes a `file:line:column: error:` diagnostic, never a crash; the output depends
// only on the sources' text and header names (sorted, no dates, no absolute paths).

/// Turns a module's sources into the Swift file that declares its resolver protocol and dispatch.
public struct ResolverGenerator: Sendable {
  /// The module the sources belong to (a `ModuleName.` prefix on type names is ignored; it is never imported).
  public var moduleName: String
  /// The generated protocol's name.
  public var protocolName: String

  /// A generator for `moduleName`'s sources that names the protocol `protocolName`.
  public init(moduleName: String, protocolName: String = "ConcreteResolver") {
    self.moduleName = moduleName
    self.protocolName = protocolName
  }

  /// The generated file for `inputs`, or every error found in them.
  public func generate(_ inputs: [SourceInput]) -> Result<String, GeneratorFailure> {
    let qualifiers: Set<String> = [moduleName, "KagamiDescriptors"]
    var scan = ModuleScan()
    for input in inputs {
      scan.append(DeclarationScanner.scan(input, qualifiers: qualifiers))
    }
    return DescriptorCatalog.descriptors(in: scan).map { descriptors in
      var displayNames: [String: String] = [:]
      for input in inputs { displayNames[input.path] = input.displayName }
      let imports = Set(scan.imports).subtracting([moduleName]).sorted()
      return ResolverRenderer(
        protocolName: protocolName, inputNames: inputs.map(\.displayName).sorted(), imports: imports,
        descriptors: descriptors, displayNames: displayNames
      ).render()
    }
  }
}
