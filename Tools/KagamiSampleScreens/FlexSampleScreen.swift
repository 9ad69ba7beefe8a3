// KagamiSampleScreens: sample screens for Kagami's own tests, benchmarks and docs (a settings list, a card
// grid, a Japanese article, a synthetic flexbox tree of any size, procedural pictures). Not a product:
// adopters never link it, and the DSL module ships no sample code.
import KagamiFlex
import KagamiLayout

/// A synthetic app screen (navigation bar, a list of cards with images, text leaves and buttons, a tab
/// bar) of a chosen size, used by the layout benchmark and tests.
public enum FlexSampleScreen {
  /// A screen tree with exactly `nodeCount` nodes (at least 20: the chrome and one card).
  public static func make(nodeCount: Int) -> FlexNode {
    var count = 0
    func make(_ id: String, _ configure: (inout FlexStyle) -> Void, _ children: [FlexNode] = []) -> FlexNode {
      count += 1
      var style = FlexStyle()
      configure(&style)
      return FlexNode(id: id, style: style, children: children)
    }
    func text(_ id: String, characters: Int) -> FlexNode {
      count += 1
      let node = FlexNode(id: id) { width, widthMode, _, _ in
        let natural = Double(characters) * 7
        let lineWidth = widthMode == .undefined ? natural : min(natural, max(width, 7))
        let lines = (natural / lineWidth).rounded(.up)
        return FlexSize(width: lineWidth, height: lines * 17)
      }
      return node
    }
    let navigation = make(
      "nav",
      {
        $0.height = .points(44)
        $0.flexDirection = .row
        $0.alignItems = .center
        $0.padding[.horizontal] = .points(16)
      },
      [
        make(
          "nav.back",
          {
            $0.width = .points(24)
            $0.height = .points(24)
          }),
        text("nav.title", characters: 12),
        make("nav.spacer", { $0.flexGrow = 1 }),
        make(
          "nav.action",
          {
            $0.width = .points(24)
            $0.height = .points(24)
          }),
      ])
    let tabs = make(
      "tabs",
      {
        $0.height = .points(49)
        $0.flexDirection = .row
        $0.justifyContent = .spaceEvenly
        $0.alignItems = .center
      },
      [
        make(
          "tab0",
          {
            $0.width = .points(28)
            $0.height = .points(28)
          }),
        make(
          "tab1",
          {
            $0.width = .points(28)
            $0.height = .points(28)
          }),
        make(
          "tab2",
          {
            $0.width = .points(28)
            $0.height = .points(28)
          }),
      ])
    var cards: [FlexNode] = []
    var index = 0
    while count + 9 + 2 <= nodeCount || cards.isEmpty {
      let card = make(
        "card\(index)",
        {
          $0.flexDirection = .row
          $0.padding[.all] = .points(12)
          $0.margin[.bottom] = .points(8)
          $0.gap.column = .points(12)
          $0.border[.all] = .points(1)
        },
        [
          make(
            "card\(index).image",
            {
              $0.width = .points(72)
              $0.aspectRatio = 1
            }),
          make(
            "card\(index).body",
            {
              $0.flexGrow = 1
              $0.flexShrink = 1
              $0.gap.row = .points(4)
            },
            [
              text("card\(index).title", characters: 18 + index % 7),
              text("card\(index).subtitle", characters: 40 + (index * 13) % 50),
              make(
                "card\(index).meta",
                {
                  $0.flexDirection = .row
                  $0.justifyContent = .spaceBetween
                  $0.alignItems = .center
                },
                [
                  text("card\(index).rating", characters: 5),
                  make(
                    "card\(index).button",
                    {
                      $0.paddingAll(8)
                      $0.minWidth = .points(44)
                    }, [text("card\(index).label", characters: 4)]),
                ]),
            ]),
        ])
      cards.append(card)
      index += 1
    }
    while count + 2 < nodeCount {
      cards.append(
        make(
          "divider\(cards.count)",
          {
            $0.height = .points(1)
            $0.margin[.vertical] = .points(4)
          }))
    }
    let list = make(
      "list",
      {
        $0.flexGrow = 1
        $0.flexShrink = 1
        $0.padding[.horizontal] = .points(16)
        $0.overflow = .scroll
      }, cards)
    return make("screen", { $0.flexDirection = .column }, [navigation, list, tabs])
  }
}

extension FlexStyle {
  fileprivate mutating func paddingAll(_ value: Double) { padding[.all] = .points(value) }
}
