import Foundation
import KagamiAffected
import KagamiResults

extension TestRun {
  /// Whether `kagami test` renders the references of failed hash-only snapshots when neither
  /// `--render-references` nor `--no-render-references` is given: on an interactive terminal outside
  /// CI (no `CI` variable), where someone waits to look; not on CI, where building the base commit
  /// would double the job (CI names the command instead, or passes `--render-references`).
  public static func rendersReferencesByDefault(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    isTerminal: Bool = isatty(STDERR_FILENO) != 0
  ) -> Bool {
    isTerminal && (environment["CI"] ?? "").isEmpty
  }

  /// After the run: finds the failed hash-only snapshots without a reference and, when this run
  /// renders references, renders them at the merge base (`ReferenceRendering`) and runs their tests
  /// again in `bundle` so that they compare with them. Returns the lines to print.
  func renderMissingReferences(
    _ results: [TestUnitResult], artifacts: URL, packageName: String, bundle: TestBundle,
    environment: [String: String], work: URL
  ) -> [String] {
    let records = (try? ArtifactStore(folder: artifacts).records()) ?? []
    let missing = MissingReference.all(in: records, packageRoot: packageRoot)
    guard !missing.isEmpty else { return [] }
    let targets = Set(missing.map(\.record.testTarget)).sorted()
    guard rendersReferences ?? Self.rendersReferencesByDefault() else {
      let command = (["kagami test --render-references"] + targets.map { "--target \($0)" }).joined(separator: " ")
      return [
        "\(missing.count) hash-only snapshot(s) failed with no reference image to show; `\(command)` renders "
          + "their references from the merge base"
      ]
    }
    let rendering = ReferenceRendering(
      packageRoot: packageRoot, packageName: packageName, artifacts: artifacts,
      base: base ?? AffectedAnalysis(packageRoot: packageRoot).defaultBase, configuration: configuration, jobs: jobs)
    let rendered = rendering.render(missing, tests: ReferenceRendering.failingTests(results, naming: missing))
    if !rendered.copied.isEmpty {
      let units = ReferenceRendering.units(for: ReferenceRendering.failingTests(results, naming: rendered.copied))
      let total = units.reduce(0) { $0 + $1.testCount }
      FileHandle.standardError.write(
        Data("kagami test: running \(total) failed test(s) again to compare with the references\n".utf8))
      let folder = work.appendingPathComponent("references")
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let worker = TestWorker(
        bundle: bundle, workFolder: folder, environment: environment, progress: TestProgress(total: total))
      _ = WorkerPool.map(units, jobs: max(1, jobs)) { worker.run($0) }
    }
    return rendered.lines
  }
}
