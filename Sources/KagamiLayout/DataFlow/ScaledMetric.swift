/// A length that grows with the Dynamic Type size, as SwiftUI's `@ScaledMetric`: the value at the
/// Large size times the ratio of `relativeTo`'s font size at the screen's size to its size at Large.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value
  let textStyle: TextStyle
  private let box = EnvironmentBox()

  /// A metric of `wrappedValue` points at the Large size, scaled like `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: TextStyle = .body) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The scaled value.
  public var wrappedValue: Value {
    guard let category = box.values?.sizeCategory, category != .large else { return base }
    let large = Font(textStyle, category: .large).size
    let scaled = Font(textStyle, category: category).size
    return base * Value(scaled / large)
  }
}

extension ScaledMetric: InstalledProperty {
  func install(key: String, in scope: PropertyScope) -> String? {
    box.values = scope.values
    return nil
  }
}
