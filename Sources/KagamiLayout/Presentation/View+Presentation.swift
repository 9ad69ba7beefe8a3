/// Presentations (sheets, covers, popovers, alerts, dialogs) and search. A snapshot draws the
/// presenting screen as it is: these modifiers have **no effect** on it, whatever their binding
/// says. Snapshot the presented view on its own to test it.
extension View {
  /// A sheet shown while `isPresented` is true. **No effect** on a still frame.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }

  /// A sheet for `item` while it is not nil. **No effect** on a still frame.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }

  /// A full-screen cover shown while `isPresented` is true. **No effect** on a still frame.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }

  /// A full-screen cover for `item` while it is not nil. **No effect** on a still frame.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }

  /// A popover shown while `isPresented` is true. **No effect** on a still frame.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }

  /// An alert with actions shown while `isPresented` is true. **No effect** on a still frame.
  public func alert<Title: StringProtocol, Actions: View>(
    _ title: Title, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> Self { self }

  /// An alert with actions and a message shown while `isPresented` is true. **No effect** on a still frame.
  public func alert<Title: StringProtocol, Actions: View, Message: View>(
    _ title: Title, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> Self { self }

  /// An alert titled by a localized key. **No effect** on a still frame.
  public func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> Self { self }

  /// An alert titled by a localized key, with a message. **No effect** on a still frame.
  public func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> Self { self }

  /// An alert for presented data. **No effect** on a still frame.
  public func alert<Title: StringProtocol, Data, Actions: View, Message: View>(
    _ title: Title, isPresented: Binding<Bool>, presenting data: Data?, @ViewBuilder actions: (Data) -> Actions,
    @ViewBuilder message: (Data) -> Message
  ) -> Self { self }

  /// The older alert API (`Alert(title:message:dismissButton:)`). **No effect** on a still frame.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }

  /// The older alert API for an item. **No effect** on a still frame.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Self { self }

  /// A confirmation dialog shown while `isPresented` is true. **No effect** on a still frame.
  public func confirmationDialog<Title: StringProtocol, Actions: View>(
    _ title: Title, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> Self { self }

  /// A confirmation dialog with a message. **No effect** on a still frame.
  public func confirmationDialog<Title: StringProtocol, Actions: View, Message: View>(
    _ title: Title, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> Self { self }

  /// A search field in the navigation bar bound to `text`. **No effect**: the bar is not drawn with
  /// a search field.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> Self { self }

  /// A search field with a string prompt. **No effect** on a still frame.
  public func searchable<Prompt: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Prompt
  ) -> Self { self }
}

/// Where a popover points (ignored: popovers are not drawn).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor)
  /// A point of the view.
  case point(UnitPoint)

  /// The source of a popover's rectangle.
  public enum Anchor: Sendable {
    /// The view's bounds.
    case bounds
  }
}

/// Where a search field goes (ignored: search fields are not drawn).
public struct SearchFieldPlacement: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic)
    -> SearchFieldPlacement
  { SearchFieldPlacement(name: "navigationBarDrawer") }
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// When the drawer shows its search field.
  public enum NavigationBarDrawerDisplayMode: Sendable {
    /// The platform's choice.
    case automatic
    /// Always.
    case always
  }
}

/// The older alert value of `alert(isPresented:content:)` (never drawn).
public struct Alert {
  /// A button of an alert.
  public struct Button {
    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    /// A cancel button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    /// The system's cancel button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
  }

  /// An alert with one button.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}
