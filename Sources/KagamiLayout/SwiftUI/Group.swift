/// Views kept together without a container, as SwiftUI's `Group`: its views take their places in the
/// parent one by one, and a modifier on the group applies to each of them.
public struct Group<Content: View>: View {
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The group's views.
  public var body: Content { return content }
}

extension Group: GroupOfViews {
  var groupedViews: any View { content }
}

/// A view that only groups others (`Group`), for what splits a preview into its views.
protocol GroupOfViews {
  /// The grouped views.
  var groupedViews: any View { get }
}
