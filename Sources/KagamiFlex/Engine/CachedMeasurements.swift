/// The measurements of one node kept during one layout pass (Yoga's `cachedMeasurements`, at most
/// `FlexNodeState.maxCachedMeasurements`): the first four inline and the rest in an array, so the
/// nodes of a tree, measured a few times each, allocate nothing for them.
struct CachedMeasurements: RandomAccessCollection {
  private var first = CachedMeasurement()
  private var second = CachedMeasurement()
  private var third = CachedMeasurement()
  private var fourth = CachedMeasurement()
  private var more: [CachedMeasurement] = []
  private(set) var count = 0

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> CachedMeasurement {
    get {
      switch index {
      case 0: return first
      case 1: return second
      case 2: return third
      case 3: return fourth
      default: return more[index - 4]
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      case 3: fourth = newValue
      default: more[index - 4] = newValue
      }
    }
  }

  /// Adds a measurement after the others.
  mutating func append(_ measurement: CachedMeasurement) {
    if count < 4 {
      count += 1
      self[count - 1] = measurement
    } else {
      more.append(measurement)
      count += 1
    }
  }

  /// Forgets every measurement.
  mutating func removeAll() {
    count = 0
    more.removeAll(keepingCapacity: true)
  }
}
