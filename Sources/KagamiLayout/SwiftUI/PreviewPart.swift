/// One of the views a `PreviewProvider`'s `previews` lists, as Xcode shows each in a preview of its
/// own: the views of a `Group` (or of the builder block) one by one, each with the name
/// `previewDisplayName` gave it.
package struct PreviewPart {
  /// The name `previewDisplayName(_:)` gave the view, if any.
  package let name: String?
  /// The view.
  package let view: AnyView

  /// The views `view` lists: a `Group`'s or a builder block's views one by one (nested groups
  /// flattened), any other view as the only one.
  package static func parts<V: View>(of view: V) -> [PreviewPart] { parts(of: view as any View, name: nil) }

  private static func parts(of view: any View, name: String?) -> [PreviewPart] {
    if let named = view as? any PreviewNamed {
      let inner = parts(of: named.namedContent, name: nil)
      if inner.count == 1 { return [PreviewPart(name: named.displayName ?? inner[0].name, view: inner[0].view)] }
      return inner
    }
    if let erased = view as? AnyView { return parts(of: erased.base, name: name) }
    if let group = view as? ViewGroup { return group.views.flatMap { parts(of: $0.base, name: nil) } }
    if let group = view as? any GroupOfViews { return parts(of: group.groupedViews, name: name) }
    return [PreviewPart(name: name, view: AnyView(view))]
  }
}

/// A view with the name Xcode's canvas shows for it (`previewDisplayName(_:)`); drawn as its content.
public struct PreviewNamedView<Content: View>: View, PreviewNamed {
  let content: Content
  let name: String?

  /// `content` named `name` in the canvas.
  package init(content: Content, name: String?) {
    self.content = content
    self.name = name
  }

  /// The content.
  public var body: Content { return content }

  var namedContent: any View { content }
  var displayName: String? { name }
}

/// A view carrying a preview's display name.
protocol PreviewNamed {
  var namedContent: any View { get }
  var displayName: String? { get }
}
