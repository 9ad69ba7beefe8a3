/// One PNG a batch wrote: which preview, which variant, where (relative to the batch's folder) and
/// its pixel hash.
struct RenderedFile: Sendable {
  let module: String
  let preview: String
  let traits: Traits
  let path: String
  let hash: String
  let width: Int
  let height: Int
}
