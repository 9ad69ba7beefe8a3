import CKagamiPreviewRecords
import KagamiLayout

/// The `#Preview`s compiled into this program, found in the `kagami_previews` section where each
/// macro expansion put a record: no catalog to keep, nothing to register.
public enum DeclaredPreviews {
  /// Every declaration, ordered by file ID and line.
  public static var all: [any PreviewDeclaration.Type] {
    guard let start = kagami_preview_records_start(), let end = kagami_preview_records_end(), end > start else {
      return []
    }
    let stride = MemoryLayout<PreviewRecord>.stride
    let count = (end - start) / stride
    let records = start.assumingMemoryBound(to: PreviewRecord.self)
    var declarations: [any PreviewDeclaration.Type] = []
    for index in 0..<count {
      let slot = UnsafeMutablePointer<(any PreviewDeclaration.Type)?>.allocate(capacity: 1)
      slot.initialize(to: nil)
      records[index](UnsafeMutableRawPointer(slot))
      if let declaration = slot.move() { declarations.append(declaration) }
      slot.deallocate()
    }
    return declarations.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
  }

  /// The declarations of `module` (the first part of their file IDs).
  public static func declarations(inModule module: String) -> [any PreviewDeclaration.Type] {
    all.filter { $0.fileID.split(separator: "/").first.map(String.init) == module }
  }

  /// The preview name Kagami gives a declaration: the file's base name, then `.` and the given name
  /// with spaces and slashes as `-` (`ProfileCard.Dark-mode`), or the file's base name alone for an
  /// unnamed one; a second unnamed preview in a file adds `.L<line>`.
  public static func previewName(
    of declaration: any PreviewDeclaration.Type, among others: [any PreviewDeclaration.Type]
  ) -> String {
    let file = declaration.fileID.split(separator: "/").last.map(String.init) ?? declaration.fileID
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    if let name = declaration.name {
      let cleaned = String(name.map { $0.isWhitespace || $0 == "/" ? "-" : $0 })
      return base + "." + (cleaned.hasPrefix(".") ? String(cleaned.dropFirst()) : cleaned)
    }
    let unnamedBefore = others.filter {
      $0.fileID == declaration.fileID && $0.name == nil && $0.line < declaration.line
    }
    return unnamedBefore.isEmpty ? base : "\(base).L\(declaration.line)"
  }
}

/// A `#Preview` as preview content: its view, made anew for each variant.
struct DeclaredPreviewContent: PreviewContent {
  let declaration: any PreviewDeclaration.Type

  func makeView() -> AnyView { AnyView(declaration.makeView()) }
}

extension PreviewModule where Scenario == NoScenario, Environment == Void {
  /// The `#Preview`s of the source module `module`, as a preview module named `name` (default: the
  /// module's name), for `assertPreviewSnapshots`, the sandbox and the gallery. Names follow
  /// `DeclaredPreviews.previewName(of:among:)`.
  public static func declared(inModule module: String, named name: String? = nil) -> PreviewModule {
    let declarations = DeclaredPreviews.declarations(inModule: module)
    let previews = declarations.map { declaration in
      Preview<NoScenario, Void>(
        DeclaredPreviews.previewName(of: declaration, among: declarations), scenario: .default
      ) { _ in DeclaredPreviewContent(declaration: declaration) }
    }
    return PreviewModule(name ?? module, previews: previews)
  }
}
