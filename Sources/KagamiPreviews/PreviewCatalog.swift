/// Every module's previews and the host that makes their environments: what the sandbox and the
/// gallery work on. Only the app's composition root builds one (it alone knows every module).
public struct PreviewCatalog<Host: PreviewHost>: Sendable {
  /// The app's mock world.
  public let host: Host
  /// The modules, in the order they are listed.
  public let modules: [PreviewModule<Host.Scenario, Host.Environment>]
  /// How long a preview may load when it names no timeout of its own.
  public let timeout: Duration

  /// A catalog of `modules` whose environments `host` makes.
  public init(
    host: Host, modules: [PreviewModule<Host.Scenario, Host.Environment>],
    timeout: Duration = previewTimeout
  ) {
    self.host = host
    self.modules = modules
    self.timeout = timeout
  }

  /// Throws on two modules with one name (case-insensitively: they share a gallery section and a
  /// folder) and on any module's bad preview names.
  public func validate() throws(PreviewError) {
    var seen: Set<String> = []
    for module in modules {
      try module.validate()
      if !seen.insert(module.name.lowercased()).inserted {
        throw .duplicateModule(module.name, known: modules.map(\.name))
      }
    }
  }

  /// `Module/preview` for every preview, in catalog order.
  public var identifiers: [String] { modules.flatMap(\.identifiers) }

  /// The module named `name` (case-insensitively); the error lists the modules.
  public func module(named name: String) throws(PreviewError) -> PreviewModule<Host.Scenario, Host.Environment> {
    guard let module = modules.first(where: { $0.name.lowercased() == name.lowercased() }) else {
      throw .unknownModule(name, known: modules.map(\.name))
    }
    return module
  }

  /// The preview named `Module/preview`; errors list what exists.
  public func preview(_ identifier: String) throws(PreviewError) -> (
    module: PreviewModule<Host.Scenario, Host.Environment>, preview: Preview<Host.Scenario, Host.Environment>
  ) {
    let parts = identifier.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw .badIdentifier(identifier, known: identifiers)
    }
    let module = try module(named: parts[0])
    return (module, try module.preview(named: parts[1]))
  }
}
