/// Integer source-over compositing in sRGB with straight-alpha storage.
public enum Compositor {
  /// `a * b / 255`, rounded to nearest, exact for all 8-bit inputs.
  @inline(__always)
  public static func multiply(_ a: Int, _ b: Int) -> Int {
    let product = a * b + 128
    return (product + (product >> 8)) >> 8
  }
}
