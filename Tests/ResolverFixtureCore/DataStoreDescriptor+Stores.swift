import KagamiDescriptors

/// A module-defined refinement: its conformers are descriptors too.
public protocol StoreDescriptor: TypedDescriptor {}

extension DataStoreDescriptor {
  /// A store descriptor conforming through `StoreDescriptor`, access from the `public extension`.
  public struct Favorites: StoreDescriptor {
    public struct Output: Equatable {
      public var count: Int
      public init(count: Int) { self.count = count }
    }
    public init() {}
  }
}
