extension View {
  /// Runs `action` once when the view first appears: in a snapshot, while the screen is resolved; the
  /// screen is then resolved again, so state the action changes is drawn (`ViewLayout.maximumPasses`).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearActionView(content: self, action: action)
  }

  /// Runs `action` when the view disappears: never in a snapshot.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Starts `action` when the view appears: never in a snapshot, which is one frame drawn before any
  /// asynchronous work ends. Give the view the loaded state instead (a view model in its final state).
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View
  {
    self
  }

  /// Starts `action` when the view appears or `value` changes: never in a snapshot (see `task(priority:_:)`).
  public func task<ID: Equatable>(
    id value: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }
}

/// A view that runs an action the first time it is resolved in a layout.
struct AppearActionView<Content: View>: PrimitiveView {
  let content: Content
  let action: (() -> Void)?

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    if let action {
      let store = environment.context.stateStore
      store.runOnce(store.actionKey("onAppear"), action)
    }
    return resolveNodes(content, environment)
  }
}
