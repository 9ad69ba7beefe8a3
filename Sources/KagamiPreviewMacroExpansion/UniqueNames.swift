/// Names an expansion can declare without clashing with any other expansion's, made as
/// swift-syntax's `makeUniqueName` makes them: the compiler's discriminator of the expansion (a
/// mangled prefix unique to it), the name's length and the name, `fMu`, the index of this name
/// after the first, and `_` (`$s…7PreviewfMu_`, `$s…7PreviewfMu0_`). Without a discriminator (the
/// compiler always sends one) the prefix is made from the file and the byte offset instead.
public struct UniqueNames: Sendable {
  /// What every name starts with.
  public let prefix: String
  var uses: [String: Int] = [:]

  /// The names of the expansion with `discriminator` at `location`.
  public init(discriminator: String, location: PluginSourceLocation) {
    if discriminator.isEmpty {
      let file = location.fileID.unicodeScalars.map { scalar -> String in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? String(scalar) : "_"
      }
      prefix = "__kagami_\(file.joined())_\(location.offset)_"
    } else {
      prefix = discriminator
    }
  }

  /// A new unique name built on `name`.
  public mutating func make(_ name: String) -> String {
    let name = name.isEmpty ? "__local" : name
    let index = uses[name, default: 0]
    uses[name] = index + 1
    return prefix + "\(name.utf8.count)\(name)fMu" + (index > 0 ? "\(index - 1)" : "") + "_"
  }
}
