import KagamiLayout
import KagamiText
import RecipeCore

/// One cell of the preview matrix: device, colour scheme, app language, text size and the pixel
/// scale the snapshot is rendered at. Its `name` is the variant part of a baseline's file name.
public struct PreviewVariant: Hashable, Sendable {
  /// The device (size, safe area; its scale unless `scale` overrides it).
  public var device: Device
  /// Light or dark.
  public var colorScheme: ColorScheme
  /// The app language (and with it the locale the screen is laid out in).
  public var language: AppLanguage
  /// The Dynamic Type size.
  public var contentSize: ContentSizeCategory
  /// Pixels per point; nil renders at the device's own scale.
  public var scale: Int?

  /// A variant from its parts.
  public init(
    device: Device, colorScheme: ColorScheme = .light, language: AppLanguage = .ja,
    contentSize: ContentSizeCategory = .large, scale: Int? = nil
  ) {
    self.device = device
    self.colorScheme = colorScheme
    self.language = language
    self.contentSize = contentSize
    self.scale = scale
  }

  /// `iphone15.dark.ja`, plus `-1x` when the scale is overridden and `.size<n>` off the default size.
  public var name: String { traits.variantName }

  /// The traits the screen is laid out and painted with.
  public var traits: Traits {
    Traits(
      device: device, colorScheme: colorScheme, contentSizeCategory: contentSize,
      locale: language == .ja ? .jaJP : .enUS, layoutDirection: .ltr
    ).scaled(to: scale)
  }

  /// Every combination, devices varying slowest, then schemes, languages and sizes.
  public static func matrix(
    devices: [Device], colorSchemes: [ColorScheme] = [.light, .dark], languages: [AppLanguage] = [.ja, .en],
    contentSizes: [ContentSizeCategory] = [.large], scale: Int? = nil
  ) -> [PreviewVariant] {
    devices.flatMap { device in
      colorSchemes.flatMap { scheme in
        languages.flatMap { language in
          contentSizes.map {
            PreviewVariant(device: device, colorScheme: scheme, language: language, contentSize: $0, scale: scale)
          }
        }
      }
    }
  }
}
