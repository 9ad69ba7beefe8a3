import KagamiLayout

/// How a feature's screen says it was pushed onto its navigation stack: a snapshot cannot push, so
/// the screen shows the back button itself.
extension View {
  /// The screen as pushed from a screen titled `backTitle`: the stack's bar draws iOS's back button
  /// (Kagami's `navigationPushed(backTitle:)`). An iOS build is pushed by a `NavigationLink` and
  /// would leave this out.
  public func pushedOnNavigationStack(backTitle: String) -> some View {
    navigationPushed(backTitle: backTitle)
  }
}
