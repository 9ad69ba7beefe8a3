// KagamiTesting: snapshot assertions for rendered screens on top of pointfreeco/swift-snapshot-testing.
// Design rules: record modes, `withSnapshotTesting` and the `.snapshots` trait are the library's own
// (re-exported); Kagami drives its own verify so that every write is atomic (temp + rename), a
// passing image check never decodes its baseline (pixel hash in a tEXt chunk), and nothing is
// written under Snapshots/ when the record mode is `never`. `verify…` returns a failure message,
// `assert…` reports it. Strategies are built from a render closure `(Value) throws -> Screenshot`,
// the one seam between this module and whatever renders screens.
// `import KagamiTesting` is all a test needs: the DSL and traits (KagamiLayout), screenshots
// (KagamiRenderer), previews and `assertPreviewSnapshots` (KagamiPreviews), comparison options (KagamiDiff), the image vocabulary, the accessibility audit's policies (KagamiAudit) and swift-snapshot-testing.
// Result records and the runner's files (KagamiResults) are not re-exported.
@_exported import KagamiAudit
@_exported import KagamiDiff
@_exported import KagamiImage
@_exported import KagamiLayout
@_exported import KagamiPreviews
@_exported import KagamiRenderer
@_exported import SnapshotTesting
