import Foundation
import KagamiFileSystem
import KagamiRenderer

/// Renders many previews to PNG files, `jobs` previews at a time: each into
/// `<folder>/<Module>/<preview>.<variant>.png`, written atomically with the artifact encoder (the
/// same pixels give the same bytes). A preview that fails does not stop the others; the batch
/// throws once all ran, listing every failure.
struct PreviewBatch<Host: PreviewHost> {
  let catalog: PreviewCatalog<Host>
  let modules: [PreviewModule<Host.Scenario, Host.Environment>]
  let variants: [Traits]
  let jobs: Int

  /// The files written, in catalog order (modules, then previews, then variants as given).
  func run(into folder: URL) async throws(SandboxError) -> [RenderedFile] {
    let items = modules.flatMap { module in module.previews.map { (module: module.name, preview: $0) } }
    let total = items.count * variants.count
    var results = [Result<[RenderedFile], SandboxError>?](repeating: nil, count: items.count)
    var written = 0
    await withTaskGroup(of: (Int, Result<[RenderedFile], SandboxError>).self) { group in
      var next = 0
      func startNext() {
        guard next < items.count else { return }
        let index = next
        let item = items[index]
        next += 1
        group.addTask { (index, await render(item.preview, of: item.module, into: folder)) }
      }
      for _ in 0..<max(1, jobs) { startNext() }
      for await (index, result) in group {
        results[index] = result
        let identifier = "\(items[index].module)/\(items[index].preview.name)"
        switch result {
        case .success(let files):
          written += files.count
          Self.progress("[\(written)/\(total)] \(identifier): \(files.count) image\(files.count == 1 ? "" : "s")")
        case .failure(let error):
          Self.progress("[\(written)/\(total)] \(identifier): FAILED: \(error)")
        }
        startNext()
      }
    }
    var files: [RenderedFile] = []
    var failures: [String] = []
    for result in results {
      switch result {
      case .success(let rendered)?: files += rendered
      case .failure(let error)?: failures.append("\(error)")
      case nil: break
      }
    }
    if !failures.isEmpty { throw .failures(failures) }
    return files
  }

  /// One preview in every variant, written; a load problem fails it.
  private func render(_ preview: Preview<Host.Scenario, Host.Environment>, of module: String, into folder: URL) async
    -> Result<[RenderedFile], SandboxError>
  {
    let identifier = "\(module)/\(preview.name)"
    do {
      let (shots, problems) = try await PreviewRenderer.render(
        preview, identifier: identifier, host: catalog.host, variants: variants, timeout: catalog.timeout)
      if !problems.isEmpty {
        return .failure(.failed("\(identifier): \(problems.joined(separator: "; "))"))
      }
      var files: [RenderedFile] = []
      for shot in shots {
        let path = "\(module)/\(preview.name).\(shot.traits.variantName).png"
        try Self.writePNG(shot.screenshot, to: folder.appendingPathComponent(path))
        files.append(
          RenderedFile(
            module: module, preview: preview.name, traits: shot.traits, path: path,
            hash: "\(shot.screenshot.bitmap.pixelHash)", width: shot.screenshot.bitmap.width,
            height: shot.screenshot.bitmap.height))
      }
      return .success(files)
    } catch let error as PreviewError {
      return .failure(.preview(error))
    } catch let error as SandboxError {
      return .failure(error)
    } catch {
      return .failure(.failed("\(error)"))
    }
  }

  /// The screenshot's PNG, written atomically with the encoder of failure artifacts (`.fast`): these
  /// files are looked at, not committed, so one quick encode beats trying every baseline encoding.
  static func writePNG(_ screenshot: Screenshot, to url: URL) throws(SandboxError) {
    do {
      try AtomicFile.write(try PNGCodec.encode(screenshot.bitmap, options: .fast), to: url)
    } catch let error as AtomicFile.Failure {
      throw .write("\(error)")
    } catch {
      throw .write("cannot encode \(url.path): \(error)")
    }
  }

  static func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
