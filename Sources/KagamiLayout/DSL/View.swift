/// A piece of a screen, described SwiftUI-style: a view is either a primitive the layout knows
/// (stacks, `Flex`, `Spacer`, shapes) or a composition through its `body`.
public protocol View {
  /// The type of the view this view is made of.
  associatedtype Body: View
  /// The view this view is made of (primitives have `Never` and never call it).
  @ViewBuilder var body: Body { get }
}
