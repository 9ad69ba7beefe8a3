// KagamiDescriptors: the vocabulary a Core module uses to describe screens and stores that other
// modules resolve without importing each other (Docs/resolver.md).
// Design rules: this module holds only names, no behaviour, so that the resolver generator can
// recognise them syntactically; a descriptor is a plain value whose `Output` names what it resolves to.

/// A value that describes something another module builds; `Output` is what resolving it returns.
public protocol TypedDescriptor {
  /// What resolving this descriptor returns (a screen, a store, …).
  associatedtype Output
}
