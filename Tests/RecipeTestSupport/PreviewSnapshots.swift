// RecipeTestSupport: the one way feature test targets snapshot their previews.
// Design rules:
// - A preview is rendered exactly as the sandbox renders it (`PreviewRendering` in RecipeMocks):
//   the mock environment of its scenario, the variant's traits; nothing else varies.
// - The content is loaded once per language and rendered once per variant; each variant is checked
//   in every format, baselines named `<preview>.<variant>.<ext>` under the test file's suite folder.
// - Layout dumps are checked in light variants only: dark ones lay out identically, and the image
//   checks their colours (this halves the text baselines).
// - A preview whose fixtures are missing or malformed fails, whatever its screen shows.
// - The standard matrix renders at 1 pixel per point: the layout (in points) is the device's, and
//   the whole sample suite's baselines stay small; `nativeScale` variants check full resolution.
import KagamiLayout
import KagamiTesting
import RecipeCore
import RecipeMocks
import Testing

/// Matrices of preview variants used by the sample app's snapshot tests.
public enum PreviewSnapshots {
  /// The devices every preview is checked on.
  public static let devices: [Device] = [.iPhoneSE3, .iPhone15, .iPad10]

  /// Every device × light and dark × Japanese and English, at 1× (12 variants).
  public static let standard = PreviewVariant.matrix(devices: devices, scale: 1)

  /// The accessibility text sizes on iPhone 15, light, both languages, at 1×.
  public static let accessibilitySizes = PreviewVariant.matrix(
    devices: [.iPhone15], colorSchemes: [.light],
    contentSizes: [.extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge], scale: 1)

  /// iPhone 15 at its own 3× scale, light, Japanese: one full-resolution check per screen.
  public static let nativeScale = [PreviewVariant(device: .iPhone15, colorScheme: .light, language: .ja)]
}

/// Checks every preview in every variant against its baselines: the image always, the other formats
/// (the layout dump by default) in light variants only; each failure is reported on its own. Use one call per preview from a parameterized test so previews render in parallel.
public func assertPreviewSnapshots(
  _ previews: [Preview],
  variants: [PreviewVariant] = PreviewSnapshots.standard,
  formats: [SnapshotFormat] = [.image, .layout],
  resolver: (any ConcreteResolver & Sendable)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  for preview in previews {
    for language in AppLanguage.allCases where variants.contains(where: { $0.language == language }) {
      let log = LogRecorder()
      let content = await PreviewRendering.content(
        of: preview, language: language, resolver: resolver, logger: log.logger)
      // A screen that turned a missing or broken fixture into an error state must not become a baseline.
      for problem in log.fixtureErrors {
        Issue.record(
          "\(preview.name) (\(language.rawValue)): \(problem)",
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      }
      for variant in variants where variant.language == language {
        let cell = SnapshotVariant<ScreenContent>(variant.name) { content in
          let shot = try ScreenRendererPool.shared.withRenderer {
            try PreviewRendering.render(content, of: preview, in: variant, with: $0)
          }
          return shot
        }
        // Dark variants lay out exactly like light ones; their colours are in the image.
        let cellFormats =
          variant.colorScheme == .light ? formats : formats.filter { if case .image = $0 { true } else { false } }
        assertSnapshots(
          of: content, variants: [cell], formats: cellFormats, fileID: fileID, file: filePath, testName: preview.name,
          line: line, column: column)
      }
    }
  }
}
