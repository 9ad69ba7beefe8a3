@_spi(Internals) import SnapshotTesting

/// Checks every preview of `module` in every variant against its baselines: one call per module
/// checks them all, so adding a preview needs no test code. Each failure is reported on its own.
///
/// - Each preview is rendered once per variant (a `Traits` value) and checked with every strategy
///   in `strategies` (strategies for screens: `.image`, `.image(options:)`, `.layoutDump`,
///   `.accessibilityDump`; what each stores is used, the screen is the preview's). Baselines are `<preview>.<variant>.<ext>` (the variant named by
///   `Traits.variantName`) in the calling test's suite folder, one per preview × variant × strategy.
/// - Content is loaded once per preview and locale, through `host`; previews load and render in
///   parallel. A load that throws or outlives `timeout` (or the preview's own), and any problem the
///   host reported (a missing fixture), fail the check naming the preview, whatever it drew.
/// - `textDumpsWhere` picks the variants whose text dumps (layout and accessibility) are checked;
///   images are checked in every variant. Dark variants lay out like light ones, so
///   `{ $0.colorScheme == .light }` halves the text baselines.
/// - `only` restricts the check to the named previews (an unknown name fails, listing the module's).
/// - `audit` runs the accessibility audit with every image check of the module's previews (one
///   switch for the whole module; `ImageSnapshotOptions.audit`): findings beside each baseline as
///   `.audit.txt` and in the result records. A strategy that names its own audit keeps it.
public func assertPreviewSnapshots<Host: PreviewHost>(
  _ module: PreviewModule<Host.Scenario, Host.Environment>,
  host: Host,
  variants: [Traits],
  as strategies: [ScreenSnapshotting<Screenshot>] = [.image, .layoutDump],
  textDumpsWhere includesTextDumps: @escaping @Sendable (Traits) -> Bool = { _ in true },
  only names: [String]? = nil,
  audit: AuditPolicy? = nil,
  timeout: Duration = previewTimeout,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let failures = await verifyPreviewSnapshots(
    module, host: host, variants: variants, as: strategies, textDumpsWhere: includesTextDumps, only: names,
    audit: audit, timeout: timeout, record: record, file: "\(filePath)")
  for failure in failures {
    recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// `assertPreviewSnapshots` without reporting: every failure message, previews in module order,
/// each preview's in variant and strategy order (empty when everything matches).
public func verifyPreviewSnapshots<Host: PreviewHost>(
  _ module: PreviewModule<Host.Scenario, Host.Environment>,
  host: Host,
  variants: [Traits],
  as strategies: [ScreenSnapshotting<Screenshot>] = [.image, .layoutDump],
  textDumpsWhere includesTextDumps: @escaping @Sendable (Traits) -> Bool = { _ in true },
  only names: [String]? = nil,
  audit: AuditPolicy? = nil,
  timeout: Duration = previewTimeout,
  record: SnapshotTestingConfiguration.Record? = nil,
  file filePath: String = #filePath
) async -> [String] {
  let previews: [Preview<Host.Scenario, Host.Environment>]
  do {
    try module.validate()
    previews =
      try names.map { try $0.map { name throws(PreviewError) in try module.preview(named: name) } }
      ?? module.previews
  } catch {
    return ["\(error)"]
  }
  // Child tasks inherit the caller's task-locals: the test, its settings and image options.
  let formats = strategies.map { strategy in
    guard let audit, case .image(var options) = strategy.format, options.audit == nil else { return strategy.format }
    options.audit = audit
    return SnapshotFormat.image(options)
  }
  return await withTaskGroup(of: (Int, [String]).self) { group in
    for (index, preview) in previews.enumerated() {
      group.addTask {
        let failures = await verifyPreview(
          preview, identifier: "\(module.name)/\(preview.name)", host: host, variants: variants,
          formats: formats, includesTextDumps: includesTextDumps, timeout: timeout, record: record, file: filePath)
        return (index, failures)
      }
    }
    var byPreview = [[String]](repeating: [], count: previews.count)
    for await (index, failures) in group { byPreview[index] = failures }
    return byPreview.flatMap { $0 }
  }
}

/// One preview of `verifyPreviewSnapshots`, locale by locale.
private func verifyPreview<Host: PreviewHost>(
  _ preview: Preview<Host.Scenario, Host.Environment>, identifier: String, host: Host, variants: [Traits],
  formats: [SnapshotFormat], includesTextDumps: @Sendable (Traits) -> Bool, timeout: Duration,
  record: SnapshotTestingConfiguration.Record?, file: String
) async -> [String] {
  var failures: [String] = []
  for group in PreviewRenderer.byLocale(variants) {
    let loaded: LoadedPreview
    do {
      loaded = try await PreviewLoader.load(
        preview, identifier: identifier, locale: group.locale, host: host, timeout: preview.timeout ?? timeout)
    } catch {
      failures.append("\(error)")
      continue
    }
    // A screen that turned a missing or broken fixture into an error state must not pass or become
    // a baseline: its variants in this locale are not checked (nor recorded).
    guard loaded.problems.isEmpty else {
      failures += loaded.problems.map { "\(identifier) (\(group.locale.identifier)): \($0)" }
      continue
    }
    for traits in group.variants {
      let includesText = includesTextDumps(traits)
      // Every strategy of one variant shares one render of the loaded content.
      let cell = formats.filter { format in
        if case .image = format { true } else { includesText }
      }.map { format in
        var strategy = ScreenSnapshotting<any PreviewContent>(format: format, variant: traits.variantName) {
          try PreviewRenderer.render($0, layout: preview.layout, in: traits)
        }
        strategy.renderKey = traits
        return strategy
      }
      failures += verifySnapshots(of: loaded.content, as: cell, record: record, file: file, testName: preview.name)
    }
  }
  return failures
}
