/// SwiftUI's `ForEach(_:id:content:)`, identified by a key path (`\.self`, `\.id`, `\.offset`).
extension ForEach {
  /// Views made by `content` for each element of `data`; `id` names each element's identity, which a
  /// still frame does not need (no node ids are set: dumps are as without it).
  public init<Data: Sequence, ID: Hashable, Content: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content
  ) {
    views = data.map { AnyView(content($0)) }
  }
}
