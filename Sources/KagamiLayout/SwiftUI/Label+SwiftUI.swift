extension Label where Title == Text, Icon == Image {
  /// A label with the text `title` and the SF Symbol `systemImage` (drawn as `Image(systemName:)`
  /// draws it).
  public init(_ title: String, systemImage: String) {
    self.init(title: Text(title), icon: Image(systemName: systemImage))
  }

  /// A label with the localized text `titleKey` (drawn as the key) and the SF Symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    self.init(title: Text(titleKey), icon: Image(systemName: systemImage))
  }

  /// A label with the text `title` and the asset-catalog image `image` (see `Image(_:bundle:)`).
  public init(_ title: String, image: String) { self.init(title: Text(title), icon: Image(image)) }
}
