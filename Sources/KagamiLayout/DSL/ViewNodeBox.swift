/// The box holding a `ViewNode`'s fields; nodes share it until one of them changes (see `ViewNode`).
/// Its field skips run-time exclusivity checks: a node's fields are only reached through
/// `ViewNode`'s subscript, which never overlaps two accesses to one box.
final class ViewNodeBox {
  @exclusivity(unchecked) var fields: ViewNodeFields

  init(_ fields: ViewNodeFields) { self.fields = fields }
}
