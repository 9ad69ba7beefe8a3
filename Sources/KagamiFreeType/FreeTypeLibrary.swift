// KagamiFreeType: the one thin Swift wrapper over FreeType (CFreeType). Nothing else imports CFreeType.
// Design rules: FreeType objects are not thread-safe, so every wrapper here is owned by one task at a
// time (not Sendable); callers keep one per rendering context. No hinting, no LCD
// filtering, no variable fonts, no bitmap strikes except colour emoji (decoded unscaled, scaled by
// Kagami in integer arithmetic): only what renders the same bytes on every machine.
// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CFreeType

/// An error returned by a FreeType call, with the call's name and FreeType's error code.
public struct FreeTypeError: Error, CustomStringConvertible, Sendable {
  /// The FreeType function that failed.
  public let function: String
  /// FreeType's error code.
  public let code: Int32

  /// Creates an error for `function` returning `code`.
  public init(function: String, code: Int32) {
    self.function = function
    self.code = code
  }

  public var description: String {
    let text = FT_Error_String(FT_Error(code)).map { String(cString: $0) } ?? "error \(code)"
    return "FreeType \(function) failed: \(text)"
  }
}

/// Owns one `FT_Library`. Not thread-safe: use one per rendering context.
public final class FreeTypeLibrary {
  /// The raw handle, for the wrappers in this module.
  let handle: FT_Library

  /// Initializes FreeType with its default modules.
  public init() throws {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else { throw FreeTypeError(function: "FT_Init_FreeType", code: error) }
    handle = library
  }

  deinit { FT_Done_FreeType(handle) }

  /// FreeType's version as "major.minor.patch".
  public var version: String {
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(handle, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }
}
