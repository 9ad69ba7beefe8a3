import Foundation
import KagamiFileSystem
import KagamiImage
import KagamiResults

/// `kagami baselines verify` and `migrate`: the suites' baseline indexes against their PNGs.
public struct BaselineIndexMaintenance: Sendable {
  /// The package whose `Snapshots/` folder is read.
  public let packageRoot: URL
  /// The test targets to look at; empty: every folder under `Snapshots/`.
  public let targets: [String]

  /// Maintenance of the indexes under `packageRoot`'s `Snapshots/`, for `targets` (empty: all).
  public init(packageRoot: URL, targets: [String] = []) {
    self.packageRoot = packageRoot
    self.targets = targets
  }

  /// The suite folders, package-relative (`Snapshots/<Target>/<Suite>`), sorted.
  func suites() -> [String] {
    let snapshots = packageRoot.appendingPathComponent("Snapshots")
    let found = ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).sorted()
    var suites: [String] = []
    for target in found where targets.isEmpty || targets.contains(target) {
      let folder = snapshots.appendingPathComponent(target)
      for suite in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(suite).path, isDirectory: &isFolder),
          isFolder.boolValue
        {
          suites.append("Snapshots/\(target)/\(suite)")
        }
      }
    }
    return suites
  }

  /// Names every disagreement between each index and its suite's PNGs: an unreadable index, a PNG
  /// the index does not list, a listed PNG whose pixels hash otherwise or whose size differs, a
  /// hash-only snapshot with a committed PNG. A Git LFS pointer is checked through its object in the
  /// local LFS store when fetched, else named as not fetched (its index line checked alone; not a
  /// disagreement). Status 1 when there is a disagreement, 0 when none.
  public func verify() -> CommandOutcome {
    var problems: [String] = []
    var notes: [String] = []
    var checked = 0
    var indexes = 0
    for suite in suites() {
      let folder = packageRoot.appendingPathComponent(suite)
      let index: BaselineIndex
      do {
        guard let read = try BaselineIndex.read(folder: folder) else { continue }
        index = read
      } catch {
        problems.append("\(error)")
        continue
      }
      indexes += 1
      let pngs = Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") })
      for name in pngs.sorted() where index[name] == nil {
        problems.append("\(suite)/\(name): a PNG the index does not list (run `kagami baselines migrate`)")
      }
      for entry in index.sortedEntries {
        let path = "\(suite)/\(entry.file)"
        if entry.storage == .hashOnly {
          if pngs.contains(entry.file) { problems.append("\(path): hash-only in the index, but a PNG is committed") }
          continue
        }
        switch baselineBytes(at: folder.appendingPathComponent(entry.file), path: path) {
        case .png(let data):
          checked += 1
          problems += disagreements(of: entry, path: path, data: data)
        case .unfetchedPointer(let note): notes.append(note)
        case .problem(let problem): problems.append(problem)
        }
      }
    }
    var lines = notes + problems
    lines.append(
      "\(problems.count) disagreement(s) in \(indexes) index(es); \(checked) indexed PNG(s) decoded and hashed"
        + (notes.isEmpty ? "" : "; \(notes.count) Git LFS pointer(s) not fetched, checked by their index lines alone"))
    return CommandOutcome(standardOutput: lines.joined(separator: "\n") + "\n", status: problems.isEmpty ? 0 : 1)
  }

  /// What differs between `entry` and the PNG at `url`.
  private func disagreements(of entry: BaselineIndexEntry, path: String, data: Data) -> [String] {
    let bitmap: Bitmap
    do {
      bitmap = try PNGCodec.decode(data)
    } catch {
      return ["\(path): corrupt PNG: \(error)"]
    }
    var problems: [String] = []
    if bitmap.width != entry.width || bitmap.height != entry.height {
      problems.append(
        "\(path): the index says \(entry.width)x\(entry.height), the PNG is \(bitmap.width)x\(bitmap.height)")
    }
    let hash = bitmap.pixelHash.hex
    if hash != entry.hash {
      problems.append("\(path): the index holds pixel hash \(entry.hash), the PNG's pixels hash to \(hash)")
    } else if let chunk = (try? PNGCodec.textChunks(in: data)).flatMap({ BaselineChunks.read($0).hash }), chunk != hash
    {
      problems.append("\(path): the PNG's pixel-hash chunk says \(chunk), its pixels and the index \(hash)")
    }
    return problems
  }

  /// Writes an index for every suite folder holding PNGs: each PNG's pixel hash (computed from its
  /// pixels), size and fingerprint (from its chunk); hash-only lines of an existing index are kept.
  /// The PNGs are not touched. An index that cannot be read is rewritten only when it holds no
  /// hash-only line (which the PNGs could not give back).
  public func migrate() -> CommandOutcome {
    var lines: [String] = []
    let staging = AtomicFile.stagingFolder(packageRoot: packageRoot)
    do {
      for suite in suites() {
        let folder = packageRoot.appendingPathComponent(suite)
        var index: BaselineIndex
        do {
          index = try BaselineIndex.read(folder: folder) ?? BaselineIndex()
        } catch {
          let text =
            (try? String(contentsOf: folder.appendingPathComponent(BaselineIndex.fileName), encoding: .utf8)) ?? ""
          if text.contains(" hash-only ") {
            throw CommandFailure("\(error); it lists hash-only snapshots, so it was not rewritten: fix it by hand")
          }
          index = BaselineIndex()
        }
        let pngs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
          $0.hasSuffix(".png")
        }.sorted()
        guard !pngs.isEmpty || !index.entries.isEmpty else { continue }
        for (file, entry) in index.entries where entry.storage == .png && !pngs.contains(file) {
          index.remove(file: file)
        }
        for name in pngs {
          let data: Data
          switch baselineBytes(at: folder.appendingPathComponent(name), path: "\(suite)/\(name)") {
          case .png(let bytes): data = bytes
          case .unfetchedPointer:
            // Its line, if the index has one, stays; without one the pointer cannot give a hash.
            if index[name] != nil { continue }
            let command = LFSPointer.pullCommand([LFSPointer.repositoryPath(of: folder.appendingPathComponent(name))])
            throw CommandFailure(
              "\(suite)/\(name) is a Git LFS pointer whose object is not fetched, and no index lists it: "
                + "run `\(command)` at the repository's root, then migrate")
          case .problem(let problem): throw CommandFailure(problem)
          }
          let bitmap: Bitmap
          do {
            bitmap = try PNGCodec.decode(data)
          } catch {
            throw CommandFailure("\(suite)/\(name): corrupt PNG: \(error)")
          }
          let fingerprint = (try? PNGCodec.textChunks(in: data)).flatMap { BaselineChunks.read($0).fingerprint }
          index.set(
            BaselineIndexEntry(
              file: name, hash: bitmap.pixelHash.hex, width: bitmap.width, height: bitmap.height, storage: .png,
              fingerprint: fingerprint))
          PixelBufferPool.shared.recycle(bitmap)
        }
        try index.write(folder: folder, staging: staging)
        lines.append("wrote \(suite)/\(BaselineIndex.fileName) (\(index.entries.count) snapshot(s))")
      }
    } catch {
      return .failure("kagami baselines migrate: \(error)")
    }
    lines.append("\(lines.count) index(es) written")
    return CommandOutcome(standardOutput: lines.joined(separator: "\n") + "\n", status: 0)
  }
}
