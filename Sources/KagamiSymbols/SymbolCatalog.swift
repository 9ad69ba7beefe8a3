// KagamiSymbols: SF Symbol names → openly licensed icons, because Apple's symbols cannot be shipped.
// Design rules: the icons are Lucide's SVG files (ISC, `Symbols/Lucide/LICENSE`), a resource found
// through `Bundle.module`, read with KagamiSVG; the table `Symbols/symbols.txt` says which icon a
// name draws and how its `.fill` variant paints it; names the table does not list are derived by
// fixed rules (`.fill`, `.circle`, `.square`); a name nothing matches is unmapped, and the caller
// draws `Symbols/unmapped.svg` and lists it. No host path reaches a drawing or an error (files are
// named relative to `Symbols/`). Docs/symbols.md has the measurement that chose the names.
import Foundation
import KagamiImage
import KagamiSVG

/// The symbol table and the icons it names, loaded once per process (each icon when first drawn).
package final class SymbolCatalog: @unchecked Sendable {
  /// The catalog of this module's resources.
  package static let shared = SymbolCatalog()

  /// The table's entries by SF Symbol name (empty when the table cannot be read: see `loadError`).
  package let entries: [String: SymbolEntry]
  /// Why the table could not be read, or nil.
  package let loadError: String?
  private let folder: URL?
  private let lock = NSLock()
  private var icons: [String: VectorDrawing?] = [:]

  private init() {
    folder = Bundle.module.url(forResource: "Symbols", withExtension: nil)
    var entries: [String: SymbolEntry] = [:]
    var loadError: String?
    do {
      guard let folder else { throw SymbolTableError(line: 0, message: "the Symbols resource is missing") }
      let text = try String(contentsOf: folder.appendingPathComponent("symbols.txt"), encoding: .utf8)
      entries = try SymbolEntry.table(text)
    } catch {
      loadError = "\(error)"
    }
    self.entries = entries
    self.loadError = loadError
  }

  /// What `name` draws, or nil when no icon is mapped to it. Rules, in order: the table's own line;
  /// `NAME.fill` is `NAME` filled; `NAME.circle` and `NAME.square` enclose `NAME`'s icon.
  package func glyph(named name: String) -> SymbolGlyph? {
    if let entry = entries[name], let icon = icon(entry.icon) {
      return SymbolGlyph(icon: icon, entry: entry, enclosure: nil, isFilled: false)
    }
    if name.hasSuffix(".fill"), var glyph = glyph(named: String(name.dropLast(5))), !glyph.isFilled {
      glyph.isFilled = true
      return glyph
    }
    for (suffix, enclosure) in [(".circle", SymbolGlyph.Enclosure.circle), (".square", .square)]
    where name.hasSuffix(suffix) {
      let inner = String(name.dropLast(suffix.count))
      if let entry = entries[inner], let icon = icon(entry.icon) {
        return SymbolGlyph(icon: icon, entry: entry, enclosure: enclosure, isFilled: false)
      }
    }
    return nil
  }

  /// What an unmapped name draws: a dashed rounded square with a question mark (24 × 24,
  /// `currentColor`), named `name`.
  package func placeholder(name: String, lineWidth: Double) -> VectorDrawing {
    var drawing = file("unmapped.svg") ?? VectorDrawing(viewBox: Rect(x: 0, y: 0, width: 24, height: 24), shapes: [])
    drawing.name = name
    for index in drawing.shapes.indices where drawing.shapes[index].stroke != nil {
      drawing.shapes[index].strokeStyle.lineWidth = lineWidth
    }
    return drawing
  }

  /// The Lucide icon `icon` (`Symbols/Lucide/ICON.svg`), parsed once; nil when it cannot be read.
  package func icon(_ icon: String) -> VectorDrawing? { file("Lucide/\(icon).svg") }

  /// Reads the SVG file at `path` below `Symbols/` once (errors name that relative path only).
  private func file(_ path: String) -> VectorDrawing? {
    lock.lock()
    defer { lock.unlock() }
    if let known = icons[path] { return known }
    var drawing: VectorDrawing?
    if let folder, let data = try? Data(contentsOf: folder.appendingPathComponent(path)) {
      drawing = try? SVGDocument.parse(data, file: path, name: path)
    }
    icons[path] = drawing
    return drawing
  }

  /// What is wrong with the table, one line per problem (for tests): icons that cannot be read by
  /// KagamiSVG, `fill=`/`cut=` indices past an icon's shapes.
  package func tableProblems() -> [String] {
    var problems: [String] = []
    if let loadError { problems.append(loadError) }
    for name in entries.keys.sorted() {
      let entry = entries[name]!
      guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent("Lucide/\(entry.icon).svg"))
      else {
        problems.append("\(name): Lucide/\(entry.icon).svg is missing")
        continue
      }
      do {
        let drawing = try SVGDocument.parse(data, file: "Lucide/\(entry.icon).svg")
        let indices = (entry.filled ?? []) + entry.cut
        if let bad = indices.first(where: { $0 >= drawing.shapes.count }) {
          problems.append("\(name): \(entry.icon) has no shape \(bad)")
        }
      } catch {
        problems.append("\(name): \(error)")
      }
    }
    return problems
  }
}
