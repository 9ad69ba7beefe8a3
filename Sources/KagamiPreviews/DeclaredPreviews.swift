import KagamiLayout

// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CKagamiPreviewRecords

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

/// A `#Preview` or a `PreviewProvider` as preview content: its view, made anew for each variant.
struct DeclaredPreviewContent: PreviewContent {
  let make: @Sendable () -> AnyView

  init(_ declaration: any PreviewDeclaration.Type) { make = { AnyView(declaration.makeView()) } }

  init<Provider: PreviewProvider>(_ provider: Provider.Type) { make = { AnyView(Provider.previews) } }

  /// The view at `index` of the views `provider`'s previews list (`PreviewPart`).
  init<Provider: PreviewProvider>(_ provider: Provider.Type, part index: Int) {
    make = { PreviewPart.parts(of: Provider.previews)[index].view }
  }

  func makeView() -> AnyView { make() }
}

extension PreviewModule where Scenario == NoScenario, Environment == Void {
  /// The `#Preview`s and `PreviewProvider`s of the source module `module`, as a preview module named
  /// `name` (default: the module's name), for `assertPreviewSnapshots`, the sandbox and the gallery.
  /// `#Preview`s come first, in file and line order, named by `DeclaredPreviews.previewName(of:among:)`;
  /// then providers, named by `DeclaredPreviews.previewName(of:)` (the full type name if that is taken).
  /// A provider whose `previews` lists several views (a `Group`) gives one preview per view, named
  /// `<provider>.<display name>` (`previewDisplayName`), or `<provider>.<position>` from 1.
  public static func declared(inModule module: String, named name: String? = nil) -> PreviewModule {
    let declarations = DeclaredPreviews.declarations(inModule: module)
    var previews = declarations.map { declaration in
      Preview<NoScenario, Void>(
        DeclaredPreviews.previewName(of: declaration, among: declarations), scenario: .default,
        layout: PreviewTrait.layout(of: declaration.traits)
      ) { _ in DeclaredPreviewContent(declaration) }
    }
    var taken = Set(previews.map(\.name))
    for provider in DeclaredPreviews.providers(inModule: module) {
      var previewName = DeclaredPreviews.previewName(of: provider)
      if taken.contains(previewName) { previewName = String(describing: provider) }
      taken.insert(previewName)
      let names = partNames(of: provider)
      guard names.count > 1 else {
        previews.append(Preview(previewName, scenario: .default) { _ in content(of: provider) })
        continue
      }
      for (index, partName) in names.enumerated() {
        var name = "\(previewName).\(partName)"
        if taken.contains(name) { name = "\(previewName).\(index + 1)" }
        taken.insert(name)
        previews.append(Preview(name, scenario: .default) { _ in content(of: provider, part: index) })
      }
    }
    return PreviewModule(name ?? module, previews: previews)
  }

  private static func content<Provider: PreviewProvider>(of provider: Provider.Type) -> DeclaredPreviewContent {
    DeclaredPreviewContent(provider)
  }

  private static func content<Provider: PreviewProvider>(of provider: Provider.Type, part: Int)
    -> DeclaredPreviewContent
  {
    DeclaredPreviewContent(provider, part: part)
  }

  /// The names of the views `provider`'s previews list: each one's display name (spaces and slashes
  /// as `-`), or its position from 1.
  private static func partNames<Provider: PreviewProvider>(of provider: Provider.Type) -> [String] {
    PreviewPart.parts(of: Provider.previews).enumerated().map { index, part in
      guard let name = part.name, !name.isEmpty else { return "\(index + 1)" }
      return String(name.map { $0.isWhitespace || $0 == "/" ? "-" : $0 })
    }
  }
}

extension DeclaredPreviews {
  /// Every type in this program that conforms to `PreviewProvider` (generic ones aside), found in
  /// Swift's conformance records, ordered by their full names.
  public static var providers: [any PreviewProvider.Type] {
    final class Found { var types: [any PreviewProvider.Type] = [] }
    let found = Found()
    withExtendedLifetime(found) {
      kagami_enumerate_conformances(
        "KagamiPreviews", "PreviewProvider",
        { metadata, context in
          guard let metadata, let context else { return }
          let type = unsafeBitCast(metadata, to: Any.Type.self)
          if let provider = type as? any PreviewProvider.Type {
            Unmanaged<Found>.fromOpaque(context).takeUnretainedValue().types.append(provider)
          }
        }, Unmanaged.passUnretained(found).toOpaque())
    }
    return found.types.sorted { String(reflecting: $0) < String(reflecting: $1) }
  }

  /// The providers declared in `module` (the first part of their full names).
  public static func providers(inModule module: String) -> [any PreviewProvider.Type] {
    providers.filter { String(reflecting: $0).split(separator: ".").first.map(String.init) == module }
  }

  /// The preview name Kagami gives a provider: its type name without `_Previews` (`GreetingCard`).
  public static func previewName(of provider: any PreviewProvider.Type) -> String {
    let name = String(describing: provider)
    return name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : name
  }
}
