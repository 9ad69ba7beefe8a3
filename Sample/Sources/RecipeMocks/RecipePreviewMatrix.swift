import Foundation
import KagamiPreviews

/// The variants the sample app checks and renders its previews in.
public enum RecipePreviewMatrix {
  /// The devices every preview is checked on.
  public static let devices: [Device] = [.iPhoneSE3, .iPhone15, .iPad10]

  /// Every device × light and dark × Japanese and English, at 1× (12 variants): the layout (in
  /// points) is the device's, and the suite's baselines stay small.
  public static let standard = Traits.matrix(devices: devices, locales: [.jaJP, .enUS], scale: 1)

  /// The accessibility text sizes on iPhone 15, light, both languages, at 1×.
  public static let accessibilitySizes = Traits.matrix(
    devices: [.iPhone15], colorSchemes: [.light], locales: [.jaJP, .enUS],
    contentSizeCategories: [.extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge], scale: 1)

  /// Arabic, right to left, on iPhone 15 in light and dark at 1×: the features with Arabic fixtures
  /// and strings (Search and RecipeDetails so far).
  public static let rightToLeft = Traits.matrix(
    devices: [.iPhone15], locales: [arabic], layoutDirections: [.rtl], scale: 1)

  /// Arabic (Saudi Arabia): `AppLanguage.ar`'s locale.
  public static let arabic = ScreenLocale("ar_SA")

  /// iPhone 15 at its own 3× scale, light, Japanese: one full-resolution check per screen.
  public static let nativeScale = [Traits(device: .iPhone15, locale: .jaJP)]

  /// Every device at its own scale (iPhone SE and iPad at 2×, iPhone 15 at 3×) × light and dark ×
  /// Japanese and English (12 variants). The preview tests check it as hash-only snapshots: the
  /// suites' indexes hold their hashes and no PNG is committed (Docs/baselines-index.md).
  public static let nativeScaleMatrix = Traits.matrix(devices: devices, locales: [.jaJP, .enUS])

  /// The environment variable that turns the native-scale matrix off: `KAGAMI_NATIVE_SCALE=0`.
  public static let nativeScaleVariable = "KAGAMI_NATIVE_SCALE"

  /// Whether this process checks the native-scale matrix: yes unless `KAGAMI_NATIVE_SCALE=0`. It costs
  /// the sample's tests about 13 s of CPU time (Docs/benchmarks.md), so `swift test` runs it too.
  public static var checksNativeScale: Bool { ProcessInfo.processInfo.environment[nativeScaleVariable] != "0" }

  /// Layout dumps are checked in light variants only: dark ones lay out identically, and the
  /// image checks their colours (this halves the text baselines).
  @Sendable public static func checksLayout(_ traits: Traits) -> Bool { traits.colorScheme == .light }
}
