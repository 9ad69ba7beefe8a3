import KagamiPreviews

/// A preview of the app: Kagami's `Preview` over the app's scenario and environment. Features
/// publish `public enum <Name>Previews { public static let module = RecipePreviewModule(…) }`.
public typealias RecipePreview = Preview<PreviewScenario, AppEnvironment>

/// One feature's previews, as the catalog and the snapshot tests take them.
public typealias RecipePreviewModule = PreviewModule<PreviewScenario, AppEnvironment>

extension PreviewScenario: DefaultScenario {}

extension Preview where Scenario == PreviewScenario, Environment == RecipeCore.AppEnvironment {
  /// A preview that loads `screen` (`fullContent`: the whole scroll content).
  public init(_ name: String, scenario: PreviewScenario = .default, fullContent: Bool = false, screen: Screen) {
    self.init(name, scenario: scenario, layout: fullContent ? .fullContent : .device) { await screen.load($0) }
  }

  /// True when the preview shows the whole scroll content.
  public var fullContent: Bool { layout == .fullContent }
}
