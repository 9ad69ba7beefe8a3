import KagamiFlex
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

  /// The one variant-naming scheme of Kagami (strategies, preview matrices, the sandbox, the report):
  /// `<device>.<scheme>.<language>` plus `.size<n>` off the Large text size and `.rtl` for right to
  /// left, e.g. `iphone15.light.en`, `iphone15-1x.dark.ja.size11`. The device part is the device's
  /// name (`scaled(to:)` appends `-1x`).
  public var variantName: String {
    var parts = [device.name, colorScheme.rawValue, locale.variantComponent]
    if contentSizeCategory != .large { parts.append("size\(contentSizeCategory.rawValue)") }
    if layoutDirection == .rtl { parts.append("rtl") }
    return parts.joined(separator: ".")
  }

  /// These traits drawn at `scale` pixels per point (nil or the device's own scale: unchanged); the
  /// device's name, and so the variant name, then says `-<scale>x`.
  public func scaled(to scale: Int?) -> Traits {
    guard let scale, scale != device.scale else { return self }
    var copy = self
    copy.device.scale = scale
    copy.device.name += "-\(scale)x"
    return copy
  }

  /// Every combination of the axes, as one list of traits: devices vary slowest, then colour
  /// schemes, locales, text sizes and layout directions; `scale` overrides every device's scale.
  public static func matrix(
    devices: [Device] = [.iPhone15], colorSchemes: [ColorScheme] = [.light, .dark],
    locales: [ScreenLocale] = [.enUS], contentSizeCategories: [ContentSizeCategory] = [.large],
    layoutDirections: [LayoutDirection] = [.ltr], scale: Int? = nil
  ) -> [Traits] {
    devices.flatMap { device in
      colorSchemes.flatMap { scheme in
        locales.flatMap { locale in
          contentSizeCategories.flatMap { size in
            layoutDirections.map { direction in
              Traits(
                device: device, colorScheme: scheme, contentSizeCategory: size, locale: locale,
                layoutDirection: direction
              ).scaled(to: scale)
            }
          }
        }
      }
    }
  }
}
