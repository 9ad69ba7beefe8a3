/// The namespace for descriptors of data stores and repositories: `extension DataStoreDescriptor { … }`.
public enum DataStoreDescriptor {}
