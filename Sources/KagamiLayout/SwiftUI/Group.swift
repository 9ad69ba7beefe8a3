/// Views kept together without a container, as SwiftUI's `Group`: its views take their places in the
/// parent one by one, and a modifier on the group applies to each of them.
public struct Group<Content: View>: View {
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The group's views.
  public var body: Content { return content }
}
