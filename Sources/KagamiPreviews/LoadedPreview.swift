/// A preview's content loaded in one locale, with the problems its host reported while loading.
package struct LoadedPreview: Sendable {
  /// The content, to render in each variant of the locale.
  package let content: any PreviewContent
  /// What the host reported (a missing fixture…): each one fails the preview.
  package let problems: [String]
}
