/// A class whose changes views watch, as Combine's `ObservableObject` (Combine does not exist on
/// Linux: this is the part views need). A snapshot reads the object's state when it lays the view out;
/// `objectWillChange` only counts sends.
public protocol ObservableObject: AnyObject {
  /// The publisher of `objectWillChange`.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher for this object (a new one each time: nothing subscribes in a snapshot).
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's `ObservableObjectPublisher`: `send()` does nothing in a snapshot.
public final class ObservableObjectPublisher: Sendable {
  /// A publisher.
  public init() {}
  /// Announces a change (nothing listens in a snapshot).
  public func send() {}
}
