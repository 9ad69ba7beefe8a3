/// A reference to a value that a view reads and writes but does not own, as SwiftUI's `Binding`:
/// `$isOn` from a `@State`, `.constant(true)`, `$model.name` from an observed object, `$item.title`
/// from another binding. In a snapshot a write changes the owner's value for the rest of the pass
/// (an `onAppear` action that writes it is drawn; see `StateStore`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// A binding that reads with `get` and writes with `set` (the transaction is ignored: nothing animates).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }

  /// `@Binding var isOn: Bool` initialised from a binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The value.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself (`$value` of a `@Binding`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.read()[keyPath: keyPath] },
      set: { newValue in
        var value = self.read()
        value[keyPath: keyPath] = newValue
        self.write(value)
      })
  }

  /// This binding, with changes made in `transaction` (ignored: nothing animates).
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// This binding, with changes animated (ignored: a snapshot is one frame).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
  /// A binding to an optional value made from a binding to a value.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the value of a binding to an optional, or nil when it is nil now.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 })
  }

  /// A binding whose value is `base`'s as another hashable type (SwiftUI's `Binding(_:)` for `AnyHashable`).
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? V { base.wrappedValue = value } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  /// Iterates bindings to the elements.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// A slice of bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's index.
  public typealias Index = Value.Index
  /// The collection's indices.
  public typealias Indices = Value.Indices
  /// The first index.
  public var startIndex: Value.Index { wrappedValue.startIndex }
  /// The index past the end.
  public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The collection's indices.
  public var indices: Value.Indices { wrappedValue.indices }
  /// The index after `index`.
  public func index(after index: Value.Index) -> Value.Index { wrappedValue.index(after: index) }
  /// A binding to the element at `position`.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  /// The index before `index`.
  public func index(before index: Value.Index) -> Value.Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
