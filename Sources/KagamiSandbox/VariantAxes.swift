/// A variant's axes by the names its variant name uses: `iphone15-1x`, `dark`, `ja`, `large`, `ltr`.
/// Filters, the gallery's entries and parsed baseline names all compare these.
struct VariantAxes: Equatable, Sendable {
  var device: String
  var scheme: String
  var locale: String
  var size: String
  var direction: String

  init(device: String, scheme: String, locale: String, size: String, direction: String) {
    self.device = device
    self.scheme = scheme
    self.locale = locale
    self.size = size
    self.direction = direction
  }

  /// The axes of `traits`.
  init(_ traits: Traits) {
    self.init(
      device: traits.device.name, scheme: traits.colorScheme.rawValue, locale: traits.locale.variantComponent,
      size: "\(traits.contentSizeCategory)", direction: Self.name(of: traits.layoutDirection))
  }

  /// The axes of a variant name (`iphone15-1x.dark.ja.size9.rtl`), or nil when it is not one.
  init?(variantName: String) {
    var parts = variantName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, parts.count <= 5, !parts[0].isEmpty, ["light", "dark"].contains(parts[1]), !parts[2].isEmpty
    else { return nil }
    var direction = "ltr"
    if parts.last == "rtl", parts.count > 3 {
      direction = "rtl"
      parts.removeLast()
    }
    var size = "large"
    if parts.count == 4 {
      guard parts[3].hasPrefix("size"), let raw = Int(parts[3].dropFirst(4)),
        let category = ContentSizeCategory(rawValue: raw)
      else { return nil }
      size = "\(category)"
    }
    guard parts.count <= 4 else { return nil }
    self.init(device: parts[0], scheme: parts[1], locale: parts[2], size: size, direction: direction)
  }

  /// `rtl` or `ltr`.
  static func name(of direction: LayoutDirection) -> String { direction == .rtl ? "rtl" : "ltr" }
}
