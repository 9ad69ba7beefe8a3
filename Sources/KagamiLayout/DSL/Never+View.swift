/// `Never` is the body type of primitive views.
extension Never: View {
  /// Primitive views have no body.
  public var body: Never { return fatalError("Never has no body") }
}
