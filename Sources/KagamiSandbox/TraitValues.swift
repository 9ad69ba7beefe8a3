/// Trait values from the command line, by the names variant names use; unknown values are errors
/// that list what is accepted.
enum TraitValues {
  static let deviceAliases = ["iphonese": "iphone-se3", "iphone-se": "iphone-se3", "ipad": "ipad10"]

  /// A preset device or one of `known` by name (case-insensitive, aliases `iphonese`, `ipad`).
  static func device(_ text: String, known: [Device]) throws(SandboxError) -> Device {
    let name = deviceAliases[text.lowercased()] ?? text.lowercased()
    let devices =
      known.map(baseDevice) + Device.presets.filter { preset in !known.contains { $0.name.hasPrefix(preset.name) } }
    guard let device = devices.first(where: { $0.name.lowercased() == name }) else {
      throw .unknownValue("device", text, known: devices.map(\.name))
    }
    return device
  }

  /// `device` without a scale override (`iphone15-1x` is `iphone15` at 1×; its own scale is the preset's).
  static func baseDevice(_ device: Device) -> Device {
    guard let preset = Device.presets.first(where: { device.name.hasPrefix($0.name + "-") || device.name == $0.name })
    else { return device }
    return preset
  }

  static func scheme(_ text: String) throws(SandboxError) -> ColorScheme {
    guard let scheme = ColorScheme(rawValue: text.lowercased()) else {
      throw .unknownValue("colour scheme", text, known: ColorScheme.allCases.map(\.rawValue))
    }
    return scheme
  }

  /// A locale of `known` by identifier, variant component or language (`ja`, `ja_JP`), or any
  /// full identifier with a region (`en_GB`).
  static func locale(_ text: String, known: [ScreenLocale]) throws(SandboxError) -> ScreenLocale {
    let candidates = known + [.jaJP, .enUS].filter { !known.contains($0) }
    let lowered = text.lowercased().replacingOccurrences(of: "-", with: "_")
    if let match = candidates.first(where: {
      $0.identifier.lowercased() == lowered || $0.variantComponent.lowercased() == lowered
        || $0.languageCode.lowercased() == lowered
    }) {
      return match
    }
    let parts = text.replacingOccurrences(of: "-", with: "_").split(separator: "_")
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }) else {
      throw .unknownValue("locale", text, known: candidates.map(\.identifier))
    }
    return ScreenLocale("\(parts[0].lowercased())_\(parts[1].uppercased())")
  }

  /// A Dynamic Type size by case name (`large`, `accessibilityMedium`) or variant part (`size9`).
  static func size(_ text: String) throws(SandboxError) -> ContentSizeCategory {
    let sizes = ContentSizeCategory.allCases
    if let size = sizes.first(where: { "\($0)".lowercased() == text.lowercased() || "size\($0.rawValue)" == text }) {
      return size
    }
    throw .unknownValue("content size", text, known: sizes.map { "\($0)" })
  }

  static func direction(_ text: String) throws(SandboxError) -> LayoutDirection {
    switch text.lowercased() {
    case "ltr": return .ltr
    case "rtl": return .rtl
    default: throw .unknownValue("layout direction", text, known: ["ltr", "rtl"])
    }
  }

  static func scale(_ value: Int) throws(SandboxError) -> Int {
    guard (1...3).contains(value) else { throw .unknownValue("scale", "\(value)", known: ["1", "2", "3"]) }
    return value
  }
}
