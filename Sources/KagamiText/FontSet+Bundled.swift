import Foundation

extension FontSet {
  /// The fonts committed in this package's `Fixtures/Fonts`, found by walking up from this source
  /// file to the folder holding `Package.swift`.
  public static func bundled(filePath: String = #filePath) throws -> FontSet {
    guard let directory = packageFontsDirectory(from: filePath) else {
      throw TextError.unreadable(path: filePath, reason: "no Package.swift above it, so no Fixtures/Fonts")
    }
    return try FontSet(directory: directory)
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
