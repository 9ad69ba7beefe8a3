import Foundation

extension FontSet {
  /// The fonts committed in `Fixtures/Fonts` of the package containing `filePath` (the caller's
  /// source file), found by walking up to the folder holding `Package.swift`; when that package has
  /// no `Fixtures/Fonts/fonts.json`, Kagami's own bundled fonts.
  public static func bundled(filePath: String = #filePath) throws -> FontSet {
    for candidate in [filePath, #filePath] {
      if let directory = packageFontsDirectory(from: candidate),
        FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("fonts.json"))
      {
        return try FontSet(directory: directory)
      }
    }
    throw TextError.unreadable(path: filePath, reason: "no Fixtures/Fonts/fonts.json in the package above it")
  }

  /// `<package root>/Fixtures/Fonts` for the package containing `filePath`, if there is one.
  public static func packageFontsDirectory(from filePath: String) -> String? {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.path != "/" && !url.path.isEmpty {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url.appendingPathComponent("Fixtures/Fonts").path
      }
      url = url.deletingLastPathComponent()
    }
    return nil
  }
}
