import Foundation
import KagamiText
import Testing

/// ICU is loaded at run time (the newest `libicuuc.so.N`), not linked: the library the loader reports
/// is the one whose functions run, the versions are that library's own, and when no ICU is found the
/// error says what was looked for and which Debian package provides it.
@Suite struct ICULoaderTests {
  /// The loaded library's real file is `libicuuc.so.<version>` (Debian's `libicuuc.so.72.1`, reached
  /// through the `libicuuc.so.72` link): the version ICU reports must be that one, and the soname's
  /// number its major version, so the functions called are the loaded library's.
  @Test func versionsAreTheLoadedLibrarys() throws {
    let path = try GraphemeClusters.icuLibrary()
    let soname = URL(fileURLWithPath: path).lastPathComponent
    #expect(soname.hasPrefix("libicuuc.so."), "\(path)")
    let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().lastPathComponent
    let fileVersion = String(file.dropFirst("libicuuc.so.".count))
    let versions = GraphemeClusters.versions
    #expect(versions.icu == fileVersion, "ICU reports \(versions.icu); the loaded file is \(file)")
    let major = versions.icu.split(separator: ".").first.map(String.init) ?? ""
    #expect(soname == "libicuuc.so.\(major)", "ICU \(versions.icu) from \(path)")
    #expect(TextLibraries.icuVersion == "\(versions.icu) (Unicode \(versions.unicode))")
    #expect(!versions.unicode.isEmpty && versions.unicode != "unknown")
  }

  /// The loader takes the newest library in its range: looking from 99 down to 50 again finds the
  /// same file, and looking only below it finds nothing newer.
  @Test func loaderTakesTheNewest() throws {
    let loaded = try GraphemeClusters.icuLibrary()
    #expect(try GraphemeClusters.findICU(newest: 99, oldest: 50) == loaded)
    let major = Int32(GraphemeClusters.versions.icu.split(separator: ".").first ?? "") ?? 0
    #expect(major >= 50)
    if let older = try? GraphemeClusters.findICU(newest: major - 1, oldest: 50) {
      #expect(older != loaded, "an older soname resolved to the loaded library: \(older)")
    }
  }

  /// No ICU in the range: the error names the sonames looked for and the Debian packages.
  @Test func missingICUSaysWhatWasLookedFor() {
    #expect {
      _ = try GraphemeClusters.findICU(newest: 49, oldest: 40)
    } throws: { error in
      let text = "\(error)"
      return text.contains("libicuuc.so.N") && text.contains("N = 49 down to 40")
        && text.contains("libicu72 on Debian 12") && text.contains("libicu76 on Debian 13")
    }
  }
}
