import Synchronization

/// What a `PreviewHost` learns of a load, and where it reports problems: anything reported fails
/// the preview (in tests and in `render-all`), whatever the screen then draws.
public final class PreviewContext: Sendable {
  /// The preview being loaded, as `Module/preview`.
  public let identifier: String
  /// The locale the content is loaded in.
  public let locale: ScreenLocale

  private let reported = Mutex<[String]>([])

  /// A context for loading `identifier` in `locale`.
  public init(identifier: String, locale: ScreenLocale) {
    self.identifier = identifier
    self.locale = locale
  }

  /// Records a problem that must fail the preview (say what and where: the file, the line).
  public func reportProblem(_ message: String) {
    reported.withLock { $0.append(message) }
  }

  /// The problems reported so far, in order.
  public var problems: [String] { reported.withLock { $0 } }
}
