/// What rendered a baseline: Kagami's version, the fonts this snapshot drew with (each file and its
/// hash), FreeType, HarfBuzz, libpng, ICU and FriBidi versions. Stored in the baseline's tEXt chunk so
/// that a failure can say which part of the environment changed, if any could have changed its pixels.
public struct SnapshotFingerprint: Codable, Equatable, Sendable {
  /// Kagami's version string.
  public var kagami: String
  /// The fonts the snapshot drew with, in fallback order, as `file@hash` (the first 16 hex digits of
  /// the file's SHA-256) joined by ", "; "none" when it drew no text; "unknown" when that is not
  /// known (a screenshot made from pixels). Baselines recorded before per-snapshot fonts hold a
  /// digest of the whole manifest here (16 hex digits, no `@`): see `isOutdated`.
  public var fonts: String
  /// FreeType's version.
  public var freeType: String
  /// HarfBuzz's version.
  public var harfBuzz: String
  /// libpng's version.
  public var libpng: String
  /// ICU's version and its Unicode data version (grapheme clusters, emoji properties), e.g.
  /// "72.1 (Unicode 15.0)"; "unknown" in baselines recorded before it was written.
  public var icu: String
  /// FriBidi's version and its Unicode data version (the bidirectional algorithm), e.g.
  /// "1.0.8 (Unicode 10.0.0)"; "unknown" in baselines recorded before it was written.
  public var friBidi: String

  /// The version of Kagami written into fingerprints.
  public static let kagamiVersion = "0.1.0"

  /// A fingerprint from its parts.
  public init(
    kagami: String, fonts: String, freeType: String, harfBuzz: String, libpng: String, icu: String = "unknown",
    friBidi: String = "unknown"
  ) {
    self.kagami = kagami
    self.fonts = fonts
    self.freeType = freeType
    self.harfBuzz = harfBuzz
    self.libpng = libpng
    self.icu = icu
    self.friBidi = friBidi
  }

  /// Decodes a fingerprint; records written before `icu` or `friBidi` existed read them as "unknown".
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kagami: try container.decode(String.self, forKey: .kagami),
      fonts: try container.decode(String.self, forKey: .fonts),
      freeType: try container.decode(String.self, forKey: .freeType),
      harfBuzz: try container.decode(String.self, forKey: .harfBuzz),
      libpng: try container.decode(String.self, forKey: .libpng),
      icu: try container.decodeIfPresent(String.self, forKey: .icu) ?? "unknown",
      friBidi: try container.decodeIfPresent(String.self, forKey: .friBidi) ?? "unknown")
  }

  /// `key=value` lines, as stored in the `kagami:fingerprint` tEXt chunk.
  public var text: String {
    fields.map { "\($0.0)=\($0.1)" }.joined(separator: "\n")
  }

  /// Parses `text`; unknown keys are ignored and missing ones read "unknown".
  public init(text: String) {
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      values[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    self.init(
      kagami: values["kagami"] ?? "unknown", fonts: values["fonts"] ?? "unknown",
      freeType: values["freetype"] ?? "unknown", harfBuzz: values["harfbuzz"] ?? "unknown",
      libpng: values["libpng"] ?? "unknown", icu: values["icu"] ?? "unknown", friBidi: values["fribidi"] ?? "unknown")
  }

  /// "FreeType 2.12.1 → 2.13.0"-style descriptions of every field that differs from `other`.
  public func differences(from other: SnapshotFingerprint) -> [String] {
    zip(other.fields, fields).compactMap { old, new in
      old.1 == new.1 ? nil : "\(old.2) \(old.1) → \(new.1)"
    }
  }

  /// One line for people, without the fonts (which vary per snapshot): "Kagami 0.1.0, FreeType
  /// 2.12.1, HarfBuzz 6.0.0, libpng 1.6.39, ICU 72.1 (Unicode 15.0), FriBidi 1.0.8 (Unicode 10.0.0)".
  public var summary: String {
    fields.filter { $0.0 != "fonts" }.map { "\($0.2) \($0.1)" }.joined(separator: ", ")
  }

  private var fields: [(String, String, String)] {
    [
      ("kagami", kagami, "Kagami"), ("fonts", fonts, "fonts"), ("freetype", freeType, "FreeType"),
      ("harfbuzz", harfBuzz, "HarfBuzz"), ("libpng", libpng, "libpng"), ("icu", icu, "ICU"),
      ("fribidi", friBidi, "FriBidi"),
    ]
  }
}
