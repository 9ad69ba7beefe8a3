/// A blurred 8-bit plane kept compact: row `y` is row `rowIndex[y]` of `storage` (−1: all zeros),
/// and the columns `gapStart..<gapStart + gapLength`, where every row is constant, are not stored
/// (each row's value there is its stored column `gapStart − 1`). Blurred cards have long runs of
/// equal rows (their straight sides) and of equal columns (their top and bottom), computed and kept
/// once.
struct BlurredPlane: Sendable {
  /// Values per row.
  let width: Int
  /// Rows.
  let height: Int
  /// Values stored per row: `width − gapLength`.
  let storedWidth: Int
  /// The first column not stored (with `gapLength` 0: none).
  let gapStart: Int
  /// How many columns are not stored.
  let gapLength: Int
  /// The distinct rows, `storedWidth` values each.
  let storage: [UInt8]
  /// For each row, which row of `storage` holds its values (−1: zeros).
  let rowIndex: [Int32]

  /// A plane of `rows` rows whose columns are all stored.
  init(width: Int, storage: [UInt8], rowIndex: [Int32]) {
    self.init(width: width, gapStart: 0, gapLength: 0, storage: storage, rowIndex: rowIndex)
  }

  /// A plane whose rows are `width` wide with `gapLength` columns from `gapStart` on not stored.
  init(width: Int, gapStart: Int, gapLength: Int, storage: [UInt8], rowIndex: [Int32]) {
    precondition(gapLength == 0 || gapStart >= 1, "a gap needs a stored column before it")
    self.width = width
    height = rowIndex.count
    storedWidth = width - gapLength
    self.gapStart = gapStart
    self.gapLength = gapLength
    self.storage = storage
    self.rowIndex = rowIndex
  }

  /// The plane as `width × height` values, row-major.
  var values: [UInt8] {
    var result = [UInt8](repeating: 0, count: width * height)
    result.withUnsafeMutableBufferPointer { target in
      storage.withUnsafeBufferPointer { source in
        for y in 0..<height where rowIndex[y] >= 0 {
          expand(source.baseAddress! + Int(rowIndex[y]) * storedWidth, into: target.baseAddress! + y * width)
        }
      }
    }
    return result
  }

  /// The full row of `width` values from its `stored` values.
  func expand(_ stored: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>) {
    guard gapLength > 0 else {
      row.update(from: stored, count: width)
      return
    }
    row.update(from: stored, count: gapStart)
    (row + gapStart).update(repeating: stored[gapStart - 1], count: gapLength)
    (row + gapStart + gapLength).update(from: stored + gapStart, count: width - gapStart - gapLength)
  }
}
