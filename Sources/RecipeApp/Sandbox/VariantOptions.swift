import ArgumentParser
import KagamiLayout
import KagamiText
import RecipeCore
import RecipeMocks

/// The `--device --scheme --locale --size --scale` options shared by the sandbox's render commands.
struct VariantOptions: ParsableArguments {
  @Option(help: "Device: iphone-se3 (iphonese), iphone15, iphone15promax or ipad10 (ipad).")
  var device = "iphone15"

  @Option(help: "Colour scheme: light or dark.")
  var scheme = "light"

  @Option(help: "App language: ja or en.")
  var locale = "ja"

  @Option(help: "Dynamic Type size, e.g. large, extraExtraExtraLarge, accessibilityMedium.")
  var size = "large"

  @Option(help: "Pixels per point (default: the device's own).")
  var scale: Int?

  /// The variant these options name; errors name the bad value and the accepted ones.
  func variant() throws(SandboxError) -> PreviewVariant {
    let aliases = ["iphonese": "iphone-se3", "iphone-se": "iphone-se3", "ipad": "ipad10"]
    let deviceName = aliases[device.lowercased()] ?? device.lowercased()
    guard let device = Device.presets.first(where: { $0.name == deviceName }) else {
      throw .unknownDevice(device, known: Device.presets.map(\.name))
    }
    guard let scheme = ColorScheme(rawValue: scheme.lowercased()) else { throw .unknownScheme(scheme) }
    let languageCode = String(locale.lowercased().prefix { $0 != "_" && $0 != "-" })
    guard let language = AppLanguage(rawValue: languageCode) else { throw .unknownLanguage(locale) }
    let sizes = ContentSizeCategory.allCases
    guard let size = sizes.first(where: { "\($0)".lowercased() == size.lowercased() }) else {
      throw .unknownSize(size, known: sizes.map { "\($0)" })
    }
    if let scale, !(1...3).contains(scale) { throw .badScale(scale) }
    return PreviewVariant(device: device, colorScheme: scheme, language: language, contentSize: size, scale: scale)
  }
}
