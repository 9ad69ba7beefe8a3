/// Finds the descriptors in a module's scan and checks them: every conformer of `TypedDescriptor`
/// (directly, through a protocol that refines it, or through an extension) and every type declared
/// directly in a descriptor namespace (`ViewDescriptor`, `DataStoreDescriptor`).
struct DescriptorCatalog {
  /// The root protocol of every descriptor.
  static let rootProtocol = "TypedDescriptor"
  /// The namespaces whose direct members are descriptors.
  static let namespaces: Set<String> = ["ViewDescriptor", "DataStoreDescriptor"]

  private let scan: ModuleScan
  private var typesByName: [String: ScannedType] = [:]
  private var diagnostics: [GeneratorDiagnostic] = []

  /// The descriptors of `scan`, sorted by qualified name, or every problem found.
  static func descriptors(in scan: ModuleScan) -> Result<[Descriptor], GeneratorFailure> {
    if !scan.syntaxErrors.isEmpty { return .failure(GeneratorFailure(diagnostics: scan.syntaxErrors)) }
    var catalog = DescriptorCatalog(scan: scan)
    let found = catalog.collect()
    if !catalog.diagnostics.isEmpty { return .failure(GeneratorFailure(diagnostics: catalog.diagnostics)) }
    return .success(found.sorted { $0.qualifiedName < $1.qualifiedName })
  }

  private init(scan: ModuleScan) { self.scan = scan }

  private mutating func collect() -> [Descriptor] {
    for type in scan.types {
      if let first = typesByName[type.qualifiedName] {
        report(type.spot, "'\(type.qualifiedName)' is declared twice (first at \(first.spot))")
      } else {
        typesByName[type.qualifiedName] = type
      }
    }
    let protocols = descriptorProtocols()
    let outputOwners = Set(scan.outputOwners.map { $0.joined(separator: ".") })
    var found: [Descriptor] = []
    for type in scan.types where typesByName[type.qualifiedName]?.spot == type.spot {
      let direct = type.inheritedNames.contains { protocols.contains($0.last ?? "") }
      let viaExtension = scan.extensions.first {
        $0.components == type.components && $0.inheritedNames.contains { protocols.contains($0.last ?? "") }
      }
      let inNamespace = type.components.count == 2 && Self.namespaces.contains(type.components[0])
      guard direct || viaExtension != nil else {
        if inNamespace {
          report(
            type.spot,
            "'\(type.qualifiedName)' is declared in the \(type.components[0]) namespace but does not conform to TypedDescriptor; add ': TypedDescriptor' or move it out of the namespace"
          )
        }
        continue
      }
      guard outputOwners.contains(type.qualifiedName) else {
        report(
          type.spot,
          "descriptor '\(type.qualifiedName)' declares no 'Output'; add 'public typealias Output = …' naming what resolving it returns"
        )
        continue
      }
      if type.isNonFinalClass {
        report(
          type.spot,
          "descriptor class '\(type.qualifiedName)' must be final (a subclass would share its resolver); mark it 'final' or make it a struct"
        )
        continue
      }
      if let descriptor = describe(type, conformance: direct ? nil : viaExtension) { found.append(descriptor) }
    }
    checkStrayConformances(protocols)
    checkShortNames(found)
    return found
  }

  /// `TypedDescriptor` and every protocol in the sources that refines it, directly or not.
  private func descriptorProtocols() -> Set<String> {
    var names: Set<String> = [Self.rootProtocol]
    var grew = true
    while grew {
      grew = false
      for proto in scan.protocols where !names.contains(proto.components.last ?? "") {
        if proto.inheritedNames.contains(where: { names.contains($0.last ?? "") }), let name = proto.components.last {
          names.insert(name)
          grew = true
        }
      }
    }
    return names
  }

  private mutating func describe(_ type: ScannedType, conformance: ScannedExtension?) -> Descriptor? {
    var access = type.ownAccess
    var parameters: [String] = []
    var requirements: [String] = []
    var reference: [String] = []
    for depth in 1...type.components.count {
      let name = type.components[depth - 1]
      guard let level = typesByName[type.components.prefix(depth).joined(separator: ".")] else {
        reference.append(name)
        continue
      }
      access = min(access, level.ownAccess)
      if level.genericParameters.contains(where: \.isUnsupported) {
        report(
          level.spot,
          "'\(level.qualifiedName)' has a parameter pack or value generic parameter, which descriptors do not support")
        return nil
      }
      parameters += level.genericParameters.map(\.declaration)
      requirements += level.whereClause.map { [$0] } ?? []
      let arguments = level.genericParameters.map(\.name)
      reference.append(arguments.isEmpty ? name : "\(name)<\(arguments.joined(separator: ", "))>")
    }
    guard access >= .public else {
      report(
        type.spot,
        "descriptor '\(type.qualifiedName)' is \(access.keyword); descriptors must be public so that the composition root can resolve them"
      )
      return nil
    }
    if let condition = conformance?.whereClause { requirements.append(condition) }
    return Descriptor(
      qualifiedName: type.qualifiedName, typeReference: reference.joined(separator: "."),
      genericParameters: parameters, requirements: requirements,
      conformanceRequirements: conformance?.whereClause, spot: type.spot)
  }

  /// A conformance added by an extension to a type these sources do not declare cannot be resolved.
  private mutating func checkStrayConformances(_ protocols: Set<String>) {
    for ext in scan.extensions where typesByName[ext.components.joined(separator: ".")] == nil {
      if ext.inheritedNames.contains(where: { protocols.contains($0.last ?? "") }) {
        report(
          ext.spot,
          "'\(ext.components.joined(separator: "."))' gets a descriptor conformance here but is not declared in this module; declare descriptors in the module that owns the resolver"
        )
      }
    }
  }

  /// Two descriptors with one short name in different namespaces would be confused in catalogs and messages.
  private mutating func checkShortNames(_ found: [Descriptor]) {
    var firstByShortName: [String: Descriptor] = [:]
    for descriptor in found {
      if let first = firstByShortName[descriptor.shortName] {
        report(
          descriptor.spot,
          "descriptor name '\(descriptor.shortName)' clashes across namespaces: '\(descriptor.qualifiedName)' and '\(first.qualifiedName)' (at \(first.spot)); give one of them another name"
        )
      } else {
        firstByShortName[descriptor.shortName] = descriptor
      }
    }
  }

  private mutating func report(_ spot: SourceSpot, _ message: String) {
    diagnostics.append(GeneratorDiagnostic(spot: spot, message: message))
  }
}
