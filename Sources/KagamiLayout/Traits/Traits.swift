import KagamiText

/// Everything about the environment a screen is rendered in: device, colour scheme, text size,
/// locale and layout direction. Traits are injected (passed to the layout), never read from the
/// process.
public struct Traits: Hashable, Sendable {
  /// The device (screen size, scale, safe area).
  public var device: Device
  /// Light or dark.
  public var colorScheme: ColorScheme
  /// The Dynamic Type size.
  public var contentSizeCategory: ContentSizeCategory
  /// The locale.
  public var locale: ScreenLocale
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection

  /// Traits from their parts (defaults: iPhone 15, light, Large, en_US, left to right).
  public init(
    device: Device = .iPhone15, colorScheme: ColorScheme = .light, contentSizeCategory: ContentSizeCategory = .large,
    locale: ScreenLocale = .enUS, layoutDirection: LayoutDirection = .ltr
  ) {
    self.device = device
    self.colorScheme = colorScheme
    self.contentSizeCategory = contentSizeCategory
    self.locale = locale
    self.layoutDirection = layoutDirection
  }

  /// A short stable name for file names: `iphone15-light`, plus the size category, locale and
  /// direction when they differ from the defaults.
  public var variantName: String {
    var parts = [device.name, colorScheme.rawValue]
    if contentSizeCategory != .large { parts.append("size\(contentSizeCategory.rawValue)") }
    if locale != .enUS { parts.append(locale.identifier) }
    if layoutDirection == .rtl { parts.append("rtl") }
    return parts.joined(separator: "-")
  }
}
