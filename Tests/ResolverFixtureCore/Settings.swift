import KagamiDescriptors

/// A descriptor outside the namespaces, conforming directly.
public struct Settings: TypedDescriptor {
  public typealias Output = Bool
  public init() {}
}
