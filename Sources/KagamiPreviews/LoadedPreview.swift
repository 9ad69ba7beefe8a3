/// A preview's content loaded in one locale, with the problems its host reported while loading.
public struct LoadedPreview: Sendable {
  /// The content, to render in each variant of the locale.
  public let content: any PreviewContent
  /// What the host reported (a missing fixture…): each one fails the preview.
  public let problems: [String]
}
