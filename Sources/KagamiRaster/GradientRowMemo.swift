/// Gradient rows already computed in this render, by what their colours depend on: the gradient's
/// colour runs and geometry constants (`GradientRows.Identity`) and the row's own start values
/// (projection and step, or distance across and squared distance down, and length). Radial rows
/// mirrored about the centre and the same row of identical cards (each painted in a layer of its
/// own, at the same layer coordinates) are computed once and copied after: the same colours.
///
/// An open-addressing table of mixed 64-bit keys (a lookup per row must cost far less than the row);
/// a hit compares the whole key.
final class GradientRowMemo {
  struct Key: Equatable {
    let identity: GradientRows.Identity
    let first: Int64
    let second: Int64
    let count: Int

    /// The fields mixed into one word, never 0 (an empty slot).
    var mixed: UInt64 {
      var value = UInt64(bitPattern: first) &* 0x9E37_79B9_7F4A_7C15
      value ^= UInt64(bitPattern: second) &* 0xC2B2_AE3D_27D4_EB4F
      value ^= UInt64(bitPattern: Int64(count)) &* 0x1656_67B1_9E37_79F9
      value ^= UInt64(bitPattern: identity.first &+ identity.second) &* 0x27D4_EB2F_1656_67C5
      value ^= value >> 29
      value &*= 0xBF58_476D_1CE4_E5B9
      value ^= value >> 32
      return value | 1
    }
  }

  /// Rows shorter than this are computed every time (looking them up costs about as much).
  static let shortestRow = 64

  /// Colours kept at most (16 MiB).
  private let budget = 1 << 22
  /// Slots: a key's mixed word (0: empty) and its index in `keys` and `offsets`.
  private var slots = [(mixed: UInt64, index: Int32)](repeating: (0, 0), count: 1024)
  private var keys: [Key] = []
  private var offsets: [Int] = []
  /// Where the colours are kept (the render's scratch memory, reused between renders).
  private let scratch: BlurScratch
  private var used = 0

  init(scratch: BlurScratch) { self.scratch = scratch }

  /// Forgets every row.
  func removeAll() {
    slots = [(mixed: UInt64, index: Int32)](repeating: (0, 0), count: 1024)
    keys.removeAll()
    offsets.removeAll()
    used = 0
  }

  /// Writes the row's `count` colours into `buffer`: copied when known, else computed by `compute`
  /// (into `buffer`) and kept while the budget lasts.
  @inline(__always)
  func colors(_ key: Key, into buffer: UnsafeMutablePointer<UInt32>, compute: (UnsafeMutablePointer<UInt32>) -> Void) {
    let mixed = key.mixed
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: mixed) & mask
    while slots[slot].mixed != 0 {
      if slots[slot].mixed == mixed && keys[Int(slots[slot].index)] == key {
        buffer.update(from: scratch.rowColors + offsets[Int(slots[slot].index)], count: key.count)
        return
      }
      slot = (slot + 1) & mask
    }
    compute(buffer)
    guard used + key.count <= budget else { return }
    scratch.growRowColors(to: used + key.count, keeping: used)
    (scratch.rowColors + used).update(from: buffer, count: key.count)
    slots[slot] = (mixed, Int32(keys.count))
    keys.append(key)
    offsets.append(used)
    used += key.count
    if keys.count * 2 > slots.count { grow() }
  }

  /// Twice the slots, every key placed again.
  private func grow() {
    slots = [(mixed: UInt64, index: Int32)](repeating: (0, 0), count: slots.count * 2)
    let mask = slots.count - 1
    for (index, key) in keys.enumerated() {
      let mixed = key.mixed
      var slot = Int(truncatingIfNeeded: mixed) & mask
      while slots[slot].mixed != 0 { slot = (slot + 1) & mask }
      slots[slot] = (mixed, Int32(index))
    }
  }
}
