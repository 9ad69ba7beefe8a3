@_spi(Internals) import SnapshotTesting

/// Checks every preview of `module` in every variant against its baselines: one call per module
/// checks them all, so adding a preview needs no test code.
///
/// - Baselines are `<preview>.<variant>.<ext>` (the variant named by `Traits.variantName`) in the
///   calling test's suite folder, one per preview × variant × format.
/// - Content is loaded once per preview and locale, through `host`; previews load and render in
///   parallel. Each failure (a load that throws or times out, a problem the host reported such as a
///   missing fixture, a changed snapshot) is reported on its own and names the preview.
/// - `textFormatsWhere` picks the variants whose text formats (layout and accessibility dumps) are
///   checked; images are checked in every variant. Dark variants lay out like light ones, so
///   `{ $0.colorScheme == .light }` halves the text baselines.
/// - `only` restricts the check to the named previews (an unknown name fails, listing the module's).
public func assertPreviewSnapshots<Host: PreviewHost>(
  _ module: PreviewModule<Host.Scenario, Host.Environment>,
  host: Host,
  variants: [Traits],
  formats: [SnapshotFormat] = [.image, .layout],
  textFormatsWhere includesTextFormats: @escaping @Sendable (Traits) -> Bool = { _ in true },
  only names: [String]? = nil,
  timeout: Duration = .seconds(30),
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let report: @Sendable (String) -> Void = { message in
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let previews: [Preview<Host.Scenario, Host.Environment>]
  do {
    try module.validate()
    previews =
      try names.map { try $0.map { name throws(PreviewError) in try module.preview(named: name) } }
      ?? module.previews
  } catch {
    report("\(error)")
    return
  }
  // Child tasks inherit the caller's task-locals: the test, its record mode and image options.
  await withTaskGroup(of: Void.self) { group in
    for preview in previews {
      group.addTask {
        await checkPreview(
          preview, of: module, host: host, variants: variants, formats: formats,
          includesTextFormats: includesTextFormats, timeout: timeout, record: record, report: report,
          location: (fileID, filePath, line, column))
      }
    }
  }
}

/// One preview of `assertPreviewSnapshots`, locale by locale.
private func checkPreview<Host: PreviewHost>(
  _ preview: Preview<Host.Scenario, Host.Environment>, of module: PreviewModule<Host.Scenario, Host.Environment>,
  host: Host, variants: [Traits], formats: [SnapshotFormat], includesTextFormats: @Sendable (Traits) -> Bool,
  timeout: Duration, record: SnapshotTestingConfiguration.Record?, report: @Sendable (String) -> Void,
  location: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
) async {
  let identifier = "\(module.name)/\(preview.name)"
  for group in PreviewRenderer.byLocale(variants) {
    let loaded: LoadedPreview
    do {
      loaded = try await PreviewLoader.load(
        preview, identifier: identifier, locale: group.locale, host: host, timeout: preview.timeout ?? timeout)
    } catch {
      report("\(error)")
      continue
    }
    // A screen that turned a missing or broken fixture into an error state must not pass or become a baseline.
    for problem in loaded.problems { report("\(identifier) (\(group.locale.identifier)): \(problem)") }
    for traits in group.variants {
      let cell = SnapshotVariant<any PreviewContent>(traits.variantName) { content in
        try PreviewRenderer.render(content, scope: preview.scope, in: traits)
      }
      let cellFormats =
        includesTextFormats(traits) ? formats : formats.filter { if case .image = $0 { true } else { false } }
      assertSnapshots(
        of: loaded.content, variants: [cell], formats: cellFormats, record: record, fileID: location.fileID,
        file: location.filePath, testName: preview.name, line: location.line, column: location.column)
    }
  }
}
