import Foundation
import KagamiReport

/// The gallery's entries from recorded baselines, without rendering: each module's previews are
/// found in the one folder under the baselines root that holds baselines of most of them
/// (`<preview>.<variant>.png`; ties go to the folder whose path names the module).
struct BaselineGallery<Host: PreviewHost> {
  let root: URL
  let modules: [PreviewModule<Host.Scenario, Host.Environment>]
  /// Variant names in the order to show them (the sandbox's variants); others follow, sorted.
  let variantOrder: [String]

  /// Entries in catalog order (previews, then variants in `variantOrder`, then the rest sorted); notes for stderr.
  func entries() throws(SandboxError) -> (entries: [GalleryEntry], notes: [String]) {
    let folders = try pngsByFolder()
    var entries: [GalleryEntry] = []
    var notes: [String] = []
    for module in modules {
      let names = module.previews.map(\.name).sorted { $0.count > $1.count }
      func matches(_ file: String) -> (preview: String, variant: String)? {
        for name in names where file.hasPrefix(name + ".") {
          let variant = String(file.dropFirst(name.count + 1).dropLast(".png".count))
          if VariantAxes(variantName: variant) != nil { return (name, variant) }
        }
        return nil
      }
      let scored = folders.map { folder, files in
        (folder: folder, files: files, score: Set(files.compactMap { matches($0)?.preview }).count)
      }
      let best = scored.map(\.score).max() ?? 0
      guard best > 0 else {
        notes.append("no baselines of module \(module.name) under \(root.path)")
        continue
      }
      let tied = scored.filter { $0.score == best }.sorted { $0.folder.path < $1.folder.path }
      let chosen = tied.first { $0.folder.path.lowercased().contains(module.name.lowercased()) } ?? tied[0]
      if tied.count > 1 {
        notes.append(
          "module \(module.name): baselines taken from \(chosen.folder.path) (also matching: "
            + tied.filter { $0.folder != chosen.folder }.map(\.folder.path).joined(separator: ", ") + ")")
      }
      for preview in module.previews {
        let rank = Dictionary(variantOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let variants = chosen.files.compactMap { file in
          matches(file).flatMap { $0.preview == preview.name ? (file, $0.variant) : nil }
        }
        .sorted { (rank[$0.1] ?? Int.max, $0.1) < (rank[$1.1] ?? Int.max, $1.1) }
        for (file, variant) in variants {
          guard let axes = VariantAxes(variantName: variant) else { continue }
          let url = chosen.folder.appendingPathComponent(file)
          guard let size = Self.pngSize(url) else {
            notes.append("skipped \(url.path): not a readable PNG")
            continue
          }
          entries.append(
            GalleryEntry(
              module.name, preview.name, variant: variant, axes: axes, image: url, width: size.width,
              height: size.height))
        }
      }
    }
    return (entries, notes)
  }

  /// Every folder under the root with the names of the PNG files directly in it.
  private func pngsByFolder() throws(SandboxError) -> [(URL, [String])] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .failed("no baselines folder at \(root.path)")
    }
    var folders: [URL: [String]] = [:]
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "png" else { continue }
      folders[url.deletingLastPathComponent().standardizedFileURL, default: []].append(url.lastPathComponent)
    }
    return folders.sorted { $0.key.path < $1.key.path }.map { ($0.key, $0.value) }
  }

  /// Width and height from a PNG's IHDR chunk, or nil when the file does not start like a PNG.
  static func pngSize(_ url: URL) -> (width: Int, height: Int)? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 24), head.count == 24,
      head.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { return nil }
    let bytes = [UInt8](head)
    func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }
}
