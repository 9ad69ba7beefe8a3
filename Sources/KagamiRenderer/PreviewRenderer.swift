import KagamiLayout
import KagamiPreviews

/// Renders a preview in a list of variants: loads its content once per locale (in the order the
/// locales first appear), then lays out and paints it in each variant of that locale with a pooled
/// renderer. Tests, the sandbox and the gallery all render through here.
package enum PreviewRenderer {
  /// One variant's screenshot.
  package struct Shot: Sendable {
    /// The variant's traits.
    package let traits: Traits
    /// What was drawn.
    package let screenshot: Screenshot
  }

  /// The variants grouped by locale, each group in the given order, groups in order of first appearance.
  package static func byLocale(_ variants: [Traits]) -> [(locale: ScreenLocale, variants: [Traits])] {
    var groups: [(locale: ScreenLocale, variants: [Traits])] = []
    for traits in variants {
      if let index = groups.firstIndex(where: { $0.locale == traits.locale }) {
        groups[index].variants.append(traits)
      } else {
        groups.append((traits.locale, [traits]))
      }
    }
    return groups
  }

  /// Lays out and paints loaded content in `traits`.
  package static func render(
    _ content: any PreviewContent, layout: SnapshotLayout, in traits: Traits
  ) throws -> Screenshot {
    try ScreenRendererPool.shared.withRenderer {
      try $0.render(content.makeView(), traits: traits, layout: layout)
    }
  }

  /// `preview` in every variant, in the order of `variants`; the problems its host reported, per locale.
  /// Throws when loading fails or times out, or a variant fails to render.
  package static func render<Host: PreviewHost>(
    _ preview: Preview<Host.Scenario, Host.Environment>, identifier: String, host: Host, variants: [Traits],
    timeout: Duration
  ) async throws(PreviewError) -> (shots: [Shot], problems: [String]) {
    var shots: [Traits: Screenshot] = [:]
    var problems: [String] = []
    for group in byLocale(variants) {
      let loaded = try await PreviewLoader.load(
        preview, identifier: identifier, locale: group.locale, host: host, timeout: preview.timeout ?? timeout)
      problems += loaded.problems.map { "\(group.locale.identifier): \($0)" }
      for traits in group.variants {
        do {
          shots[traits] = try render(loaded.content, layout: preview.layout, in: traits)
        } catch {
          throw .renderFailed(identifier, variant: traits.variantName, reason: "\(error)")
        }
      }
    }
    return (variants.compactMap { traits in shots[traits].map { Shot(traits: traits, screenshot: $0) } }, problems)
  }
}
