import KagamiLayout

/// Styled text through the DSL (240 × 300 pt @2x): concatenated runs of different sizes, weights
/// and colours, strikethrough and underline with their own colours, tracking, kerning with italic,
/// and line spacing: the `text-styling` golden of KagamiScreenTests.
public struct TextStylingGoldenScreen: View, Sendable {
  public init() {}

  /// The device the golden is drawn on.
  public static let device = Device(
    name: "text", width: 240, height: 300, scale: 2, safeArea: .zero, statusBarHeight: 0)

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      (Text("Total ") + Text("¥1,280").font(.title).bold().foregroundColor(.red)
        + Text("（税込）").font(.caption).foregroundColor(.secondaryLabel))
        .id("price")
      (Text("¥2,400").strikethrough(color: .red).foregroundColor(.secondaryLabel) + Text(" 本日限り").underline())
        .id("sale")
      Text("Underlined in blue across a line break, 日本語も").underline(color: .blue).id("wrapped")
      Text("SOLD OUT").font(.headline).tracking(4).id("tracked")
      Text("office AVATAR").kerning(2).italic().id("kerned")
      Text("Line spacing adds room between these lines of text.").font(.footnote).lineSpacing(6).id("spaced")
    }
    .padding(8)
  }
}
