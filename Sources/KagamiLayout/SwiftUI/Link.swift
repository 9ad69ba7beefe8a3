import Foundation

/// A link to a URL, as SwiftUI's `Link`: its label drawn in the tint colour, read by accessibility
/// as a link. A snapshot does not open it.
public struct Link<Label: View>: View {
  let label: Label

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

  /// The label in the tint colour.
  public var body: some View { label.foregroundColor(.accentColor).accessibilityRole(.link) }
}

extension Link where Label == Text {
  /// A link to `destination` titled `title`.
  public init(_ title: String, destination: URL) { label = Text(title) }

  /// A link to `destination` titled with the localized `titleKey` (drawn as the key).
  public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
}
