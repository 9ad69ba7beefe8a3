/// Gradient rows already computed in this render, by what their colours depend on: the gradient's
/// colour runs and geometry constants (`GradientRows.Identity`) and the row's own start values
/// (projection and step, or distance across and squared distance down, and length). Radial rows
/// mirrored about the centre and the same row of identical cards (each painted in a layer of its
/// own, at the same layer coordinates) are computed once and copied after: the same colours.
final class GradientRowMemo {
  struct Key: Hashable {
    let identity: GradientRows.Identity
    let first: Int64
    let second: Int64
    let count: Int

    /// One word mixed from the row's values (the identity is the same for most rows of a fill).
    func hash(into hasher: inout Hasher) {
      hasher.combine(first &* 0x1E37_79B9_7F4A_7C15 ^ second &* 0x5851_F42D_4C95_7F2D ^ Int64(count))
    }
  }

  /// Rows shorter than this are computed every time (looking them up costs about as much).
  static let shortestRow = 64

  /// Colours kept at most (16 MiB).
  private let budget = 1 << 22
  private var offsets: [Key: Int] = [:]
  /// Where the colours are kept (the render's scratch memory, reused between renders).
  private let scratch: BlurScratch
  private var used = 0

  init(scratch: BlurScratch) { self.scratch = scratch }

  /// Forgets every row.
  func removeAll() {
    offsets.removeAll()
    used = 0
  }

  /// Writes the row's `count` colours into `buffer`: copied when known, else computed by `compute`
  /// (into `buffer`) and kept while the budget lasts.
  @inline(__always)
  func colors(_ key: Key, into buffer: UnsafeMutablePointer<UInt32>, compute: (UnsafeMutablePointer<UInt32>) -> Void) {
    if let offset = offsets[key] {
      buffer.update(from: scratch.rowColors + offset, count: key.count)
      return
    }
    compute(buffer)
    guard used + key.count <= budget else { return }
    scratch.growRowColors(to: used + key.count, keeping: used)
    (scratch.rowColors + used).update(from: buffer, count: key.count)
    offsets[key] = used
    used += key.count
  }
}
