/// A value in every app language: `Localized(ja: "材料", en: "Ingredients", ar: "المكونات")`.
public struct Localized<Value: Sendable>: Sendable {
  /// The Japanese value.
  public var ja: Value
  /// The English value.
  public var en: Value
  /// The Arabic value; nil falls back to English (only some features are translated so far).
  public var ar: Value?

  /// A value per language.
  public init(ja: Value, en: Value, ar: Value? = nil) {
    self.ja = ja
    self.en = en
    self.ar = ar
  }

  /// The value for `language`.
  public func value(for language: AppLanguage) -> Value {
    switch language {
    case .ja: return ja
    case .en: return en
    case .ar: return ar ?? en
    }
  }

  /// The value for `language` (`strings.title(language)`).
  public func callAsFunction(_ language: AppLanguage) -> Value { value(for: language) }

  /// Applies `transform` to both values.
  public func map<T: Sendable>(_ transform: (Value) -> T) -> Localized<T> {
    Localized<T>(ja: transform(ja), en: transform(en), ar: ar.map(transform))
  }
}

extension Localized: Equatable where Value: Equatable {}
