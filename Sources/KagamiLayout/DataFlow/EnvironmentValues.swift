import Foundation

/// What a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`: the screen's traits
/// (colour scheme, text size, locale, direction), Kagami's text settings, and values of your own
/// under `EnvironmentKey`s. Read with `@Environment(\.colorScheme)`, written for a subtree with
/// `.environment(\.colorScheme, .dark)`.
///
/// The traits are the injected ones (never the process's): `locale` is the screen's locale,
/// `timeZone` is UTC and `calendar` Gregorian unless a test sets them.
public struct EnvironmentValues: CustomStringConvertible {
  /// The resolver's environment, which these values read and write.
  var environment: ViewEnvironment

  /// The values of a screen with the default traits (iPhone 15, light, Large, en_US).
  public init() {
    environment = ViewEnvironment(traits: Traits(), context: LayoutContext(fonts: nil), scroll: .viewport)
  }

  init(_ environment: ViewEnvironment) { self.environment = environment }

  /// The value for `key`, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { environment.custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { environment.custom[ObjectIdentifier(key)] = newValue }
  }

  /// The traits the screen is drawn with.
  public var traits: Traits {
    get { environment.traits }
    set { environment.traits = newValue }
  }

  /// Light or dark.
  public var colorScheme: ColorScheme {
    get { environment.traits.colorScheme }
    set { environment.traits.colorScheme = newValue }
  }

  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection {
    get { environment.traits.layoutDirection }
    set { environment.traits.layoutDirection = newValue }
  }

  /// The Dynamic Type size (UIKit's name).
  public var sizeCategory: ContentSizeCategory {
    get { environment.traits.contentSizeCategory }
    set { environment.traits.contentSizeCategory = newValue }
  }

  /// The Dynamic Type size (SwiftUI's name).
  public var dynamicTypeSize: DynamicTypeSize {
    get { DynamicTypeSize(environment.traits.contentSizeCategory) }
    set { environment.traits.contentSizeCategory = newValue.contentSizeCategory }
  }

  /// The screen's locale as Foundation's `Locale` (for formatters).
  public var locale: Locale {
    get { self[LocaleKey.self] ?? Locale(identifier: environment.traits.locale.identifier) }
    set {
      environment.traits.locale = ScreenLocale(newValue.identifier)
      self[LocaleKey.self] = newValue
    }
  }

  /// The time zone dates are shown in: UTC unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar dates are shown in: Gregorian in `timeZone` unless set.
  public var calendar: Calendar {
    get {
      if let calendar = self[CalendarKey.self] { return calendar }
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      calendar.locale = locale
      return calendar
    }
    set { self[CalendarKey.self] = newValue }
  }

  /// Pixels per point of the device.
  public var displayScale: CGFloat {
    get { CGFloat(environment.traits.device.scale) }
    set { environment.traits.device.scale = max(1, Int(newValue.rounded())) }
  }

  /// `.compact` on phones in portrait, as iOS reports them.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] ?? (environment.traits.device.width < 600 ? .compact : .regular) }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// `.regular` on phones in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] ?? .regular }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Whether controls are enabled (`.disabled(true)` clears it).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The most lines `Text` takes (nil: no limit).
  public var lineLimit: Int? {
    get { environment.lineLimit }
    set { environment.lineLimit = newValue }
  }

  /// How multiline text is aligned.
  public var multilineTextAlignment: TextAlignment {
    get { environment.textAlignment }
    set { environment.textAlignment = newValue }
  }

  /// Dismisses the presentation: does nothing in a snapshot (nothing is presented).
  public var dismiss: DismissAction { DismissAction() }

  /// Opens a URL: does nothing in a snapshot.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Whether the app is in front: `.active`.
  public var scenePhase: ScenePhase { .active }

  /// Whether the view is presented: false in a snapshot.
  public var isPresented: Bool { false }

  /// A dump of the values for messages.
  public var description: String {
    "EnvironmentValues(\(environment.traits.variantName), \(environment.custom.count) custom values)"
  }
}

private enum LocaleKey: EnvironmentKey { static let defaultValue: Locale? = nil }
private enum TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! }
}
private enum CalendarKey: EnvironmentKey { static let defaultValue: Calendar? = nil }
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .handled } }
