extension SnapshotFingerprint {
  /// One font a snapshot drew with: its file name and the first 16 hex digits of its SHA-256.
  public struct FontPin: Equatable, Sendable {
    /// The file name in its font folder.
    public var file: String
    /// The first 16 hex digits of the file's SHA-256.
    public var hash: String

    /// A pin from a file name and its SHA-256 (any length; the first 16 hex digits are kept). What
    /// a tEXt chunk cannot hold (anything but printable ASCII) and the separators `,` and `@`
    /// become `_` in the name.
    public init(file: String, sha256: String) {
      self.file = String(
        String.UnicodeScalarView(
          file.unicodeScalars.map { (0x20...0x7E).contains($0.value) && $0 != "," && $0 != "@" ? $0 : "_" }))
      hash = String(sha256.lowercased().prefix(16))
    }
  }

  /// The `fonts` field for `pins`: "none" when the snapshot drew no text, "unknown" for nil.
  public static func fontsField(_ pins: [FontPin]?) -> String {
    guard let pins else { return "unknown" }
    return pins.isEmpty ? "none" : pins.map { "\($0.file)@\($0.hash)" }.joined(separator: ", ")
  }

  /// The fonts this fingerprint names; nil when unknown or in the older whole-manifest form.
  public var fontPins: [FontPin]? {
    if fonts == "none" { return [] }
    guard fonts.contains("@") else { return nil }
    return fonts.components(separatedBy: ", ").compactMap { item in
      guard let at = item.lastIndex(of: "@") else { return nil }
      return FontPin(file: String(item[..<at]), sha256: String(item[item.index(after: at)...]))
    }
  }

  /// This fingerprint with `pins` as the fonts the snapshot drew with.
  public func drawing(with pins: [FontPin]?) -> SnapshotFingerprint {
    var copy = self
    copy.fonts = Self.fontsField(pins)
    return copy
  }

  /// True when a part of it predates what Kagami writes now: the fonts as a digest of the whole
  /// manifest, or a library version recorded as "unknown" (fonts are "unknown" legitimately, for a
  /// screenshot made from pixels). `kagami baselines refresh` rewrites such
  /// fingerprints of baselines whose pixels still pass, without touching the pixels.
  public var isOutdated: Bool {
    let manifestDigest = fonts != "unknown" && fontPins == nil
    return manifestDigest || [kagami, freeType, harfBuzz, libpng, icu, friBidi].contains("unknown")
  }

  /// What changed in the environment since `baseline` and could have changed these pixels, as
  /// "FreeType 2.12.1 → 2.13.0" and "font NotoColorEmoji.ttf e5899ed3… → dac5c276…" lines; empty
  /// when nothing did. Only known values on both sides count: a field the baseline never recorded
  /// blames nothing. Kagami's version and FreeType (glyphs and shapes) always count; a font only
  /// when both drew with the same file and its hash differs (fonts used because the text changed
  /// are the app's change, not the environment's); HarfBuzz, ICU and FriBidi only when either side
  /// drew text; libpng never (images are compared as decoded pixels).
  public func environmentChanges(since baseline: SnapshotFingerprint) -> [String] {
    var changes: [String] = []
    func compare(_ name: String, _ old: String, _ new: String) {
      guard old != new, old != "unknown", new != "unknown" else { return }
      changes.append("\(name) \(old) → \(new)")
    }
    compare("Kagami", baseline.kagami, kagami)
    let oldPins = baseline.fontPins
    let newPins = fontPins
    if let oldPins, let newPins {
      for new in newPins {
        guard let old = oldPins.first(where: { $0.file == new.file }), old.hash != new.hash else { continue }
        changes.append("font \(new.file) \(old.hash)… → \(new.hash)…")
      }
    }
    compare("FreeType", baseline.freeType, freeType)
    let drewText = oldPins.map { !$0.isEmpty } ?? true || newPins.map { !$0.isEmpty } ?? true
    if drewText {
      compare("HarfBuzz", baseline.harfBuzz, harfBuzz)
      compare("ICU", baseline.icu, icu)
      compare("FriBidi", baseline.friBidi, friBidi)
    }
    return changes
  }
}
