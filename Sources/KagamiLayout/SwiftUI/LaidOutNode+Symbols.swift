extension LaidOutNode {
  /// The SF Symbol names in the tree that no icon is mapped to (`Image(systemName:)` drew the
  /// labelled placeholder for them), sorted, each once: what result records and reports list.
  public var unmappedSymbols: [String] {
    var names = Set<String>()
    collectUnmappedSymbols(into: &names)
    return names.sorted()
  }

  private func collectUnmappedSymbols(into names: inout Set<String>) {
    if case .vector(let drawing) = content, let name = drawing.name, name.hasPrefix(SymbolMetrics.unmappedPrefix) {
      names.insert(String(name.dropFirst(SymbolMetrics.unmappedPrefix.count)))
    }
    for child in children { child.collectUnmappedSymbols(into: &names) }
  }
}
