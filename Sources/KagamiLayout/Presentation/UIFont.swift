import Foundation

/// UIKit's `UIFont`, for SwiftUI code that reaches for it (`Font(UIFont.preferredFont(forTextStyle:))`,
/// `UIFont.systemFont(ofSize:weight:)`): a Kagami `Font` under UIKit's names. Text styles are at the
/// Large size (UIKit's `preferredFont` would follow the device's setting; a snapshot's text size comes
/// from its traits through SwiftUI's text styles).
public struct UIFont: Hashable, Sendable {
  /// The font.
  public let font: Font

  /// A font from Kagami's.
  public init(_ font: Font) { self.font = font }

  /// The size in points.
  public var pointSize: CGFloat { CGFloat(font.size) }
  /// The line height in points (1.2 × the size, as the bundled fonts' metrics are not read here).
  public var lineHeight: CGFloat { CGFloat(font.size * 1.2) }

  /// The system font at `fontSize` and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(Font(weight: weight, size: Double(fontSize)))
  }
  /// The bold system font at `fontSize`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
  /// The monospaced-digit system font (Kagami's fonts have tabular digits by default).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }
  /// The font of a text style at the Large size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(Font(style)) }

  /// This font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var font = self.font
    font.size = Double(fontSize)
    return UIFont(font)
  }

  /// UIKit's name for a text style.
  public typealias TextStyle = KagamiText.TextStyle
  /// UIKit's name for a weight.
  public typealias Weight = FontWeight
}

extension Font {
  /// SwiftUI's font made from a `UIFont`.
  public init(_ uiFont: UIFont) { self = uiFont.font }
}

/// UIKit's `UIDevice`, as SwiftUI code asks it which kind of device it runs on: a snapshot is always
/// drawn for a phone (the traits' device), so the answer is always `.phone`.
public final class UIDevice: Sendable {
  /// The device.
  public static let current = UIDevice()
  /// Always `.phone`.
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// "iOS".
  public let systemName = "iOS"
  /// Kagami draws iOS 17's look.
  public let systemVersion = "17.0"
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Hashable, Sendable {
  /// Not known.
  case unspecified
  /// A phone.
  case phone
  /// A tablet.
  case pad
  /// A TV.
  case tv
  /// A car.
  case carPlay
  /// A Mac.
  case mac
  /// A headset.
  case vision
}
