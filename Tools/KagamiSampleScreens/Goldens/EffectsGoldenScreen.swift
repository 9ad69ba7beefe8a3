import KagamiLayout

/// Gradients, shadows, blur, a mask, a blend mode and transforms on one small screen (240 × 210 pt
/// @2x): the `effects` golden of KagamiScreenTests, also rendered by `kagami-bench goldens`.
public struct EffectsGoldenScreen: View, Sendable {
  public init() {}

  /// The device the golden is drawn on.
  public static let device = Device(
    name: "effects", width: 240, height: 210, scale: 2, safeArea: .zero, statusBarHeight: 0)

  static let orange = Color(hex: 0xF26B1D)
  static let violet = Color(hex: 0x6A3DE8)

  public var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack(spacing: 10) {
        RoundedRectangle(cornerRadius: 10)
          .fill(LinearGradient(colors: [Self.orange, Self.violet], startPoint: .topLeading, endPoint: .bottomTrailing))
          .frame(width: 70, height: 44).id("linear")
        Circle()
          .fill(RadialGradient(colors: [.white, Self.orange, .clear], center: .center, startRadius: 2, endRadius: 22))
          .frame(width: 44, height: 44).id("radial")
        Text("Fresh").foregroundColor(.white).padding(top: 4, leading: 10, bottom: 4, trailing: 10)
          .background(
            LinearGradient(colors: [Self.violet, Self.orange], startPoint: .leading, endPoint: .trailing), in: Capsule()
          )
      }
      HStack(spacing: 16) {
        RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 60, height: 40)
          .shadow(color: Color(hex: 0x000000, opacity: 0.35), radius: 4, x: 0, y: 3).id("card")
        Text("Shadow").font(.headline).foregroundColor(Self.orange).shadow(color: Self.violet, radius: 1, x: 1, y: 1)
        Circle().fill(Self.orange).frame(width: 30, height: 30).opacity(0.5).shadow(
          color: .black, radius: 2, x: 2, y: 2)
      }
      HStack(spacing: 12) {
        LinearGradient(colors: [Self.orange, Self.violet], startPoint: .leading, endPoint: .trailing)
          .frame(width: 120, height: 36)
          .mask { Text("Kagami").font(.title).fontWeight(.bold) }
          .id("masked")
        ZStack {
          Circle().fill(Color(hex: 0x00B3FF)).frame(width: 30, height: 30).offset(x: -8)
          Circle().fill(Color(hex: 0xFFCC00)).frame(width: 30, height: 30).offset(x: 8).blendMode(.multiply)
        }
        .frame(width: 50, height: 36)
        Circle().fill(EffectsGoldenScreen.violet).frame(width: 26, height: 26).blur(radius: 3).id("blurred")
      }
      HStack(spacing: 14) {
        Text("90°").rotationEffect(.degrees(90)).id("quarter")
        RoundedRectangle(cornerRadius: 3).fill(Self.violet).frame(width: 30, height: 14).rotationEffect(.degrees(30))
        Text("×1.5").foregroundColor(Self.orange).scaleEffect(1.5).id("scaled")
        Rectangle().fill(Self.orange).frame(width: 20, height: 20).scaleEffect(x: 2, y: 0.5, anchor: .topLeading)
      }
    }
    .padding(10)
  }

}
