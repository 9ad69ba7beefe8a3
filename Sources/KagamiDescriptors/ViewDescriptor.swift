/// The namespace for descriptors of screens: `extension ViewDescriptor { public struct Search: TypedDescriptor … }`.
public enum ViewDescriptor {}
