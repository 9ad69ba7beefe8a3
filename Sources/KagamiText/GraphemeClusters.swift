// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CICU

/// Extended grapheme clusters (UAX #29) from ICU: what a reader sees as one character — an emoji
/// ZWJ sequence, a flag, a keycap, a letter with its marks. Line breaking and truncation must never
/// split one. ICU is used rather than Swift's `Character` because the latter disagrees with
/// Unicode 15.0's GraphemeBreakTest.txt on one case (U+2701 ZWJ U+2701), and the same bytes must
/// segment the same way on every machine: ICU's data version is part of the fingerprint.
public enum GraphemeClusters {
  /// The scalar offsets at which each cluster of `scalars` ends, in order (the last is
  /// `scalars.count`; none for an empty text). Throws when ICU fails (its error name).
  public static func boundaries(in scalars: [Unicode.Scalar]) throws(TextError) -> [Int] {
    guard !scalars.isEmpty else { return [] }
    var utf16: [UInt16] = []
    var scalarAt: [Int] = []  // UTF-16 offset → scalar offset, for offsets that start a scalar
    utf16.reserveCapacity(scalars.count)
    for (index, scalar) in scalars.enumerated() {
      for unit in String(scalar).utf16 {
        scalarAt.append(index)
        utf16.append(unit)
      }
    }
    scalarAt.append(scalars.count)
    var offsets = [Int32](repeating: 0, count: utf16.count)
    var error = cicu_name()
    let count = cicu_grapheme_boundaries(utf16, Int32(utf16.count), &offsets, Int32(offsets.count), &error)
    guard count >= 0 else {
      throw .engine("ICU grapheme break iterator: \(name(error))")
    }
    return offsets.prefix(Int(count)).map { scalarAt[Int($0)] }
  }

  /// `text` split into its grapheme clusters.
  public static func clusters(of text: String) throws(TextError) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var start = 0
    return try boundaries(in: scalars).map { end in
      defer { start = end }
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[start..<end])
      return String(view)
    }
  }

  /// ICU's version and the Unicode version of its segmentation data, e.g. ("72.1", "15.0"); both
  /// "unknown" when no ICU library loads (`icuLibrary()` says why).
  public static var versions: (icu: String, unicode: String) {
    var icu = cicu_name()
    var unicode = cicu_name()
    guard cicu_versions(&icu, &unicode) == 0 else { return ("unknown", "unknown") }
    return (name(icu), name(unicode))
  }

  /// The path of the ICU library loaded at run time, the newest `libicuuc.so.N` the dynamic linker
  /// finds (e.g. "/usr/lib/x86_64-linux-gnu/libicuuc.so.76"). Throws, naming what was looked for and
  /// the Debian package that provides it, when none loads.
  public static func icuLibrary() throws(TextError) -> String {
    var library = cicu_name()
    var error = cicu_name()
    guard cicu_load(&library, &error) == 0 else { throw .engine(name(error)) }
    return name(library)
  }

  /// The path of the newest `libicuuc.so.N` that loads for N from `newest` down to `oldest`, looked
  /// for as `icuLibrary()` looks (from 99 down to 50) but not kept; throws `icuLibrary()`'s error when
  /// none loads.
  public static func findICU(newest: Int32, oldest: Int32) throws(TextError) -> String {
    var library = cicu_name()
    var error = cicu_name()
    guard cicu_probe(newest, oldest, &library, &error) == 0 else { throw .engine(name(error)) }
    return name(library)
  }

  private static func name(_ value: cicu_name) -> String {
    withUnsafeBytes(of: value.text) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
