/// AppKit's `NSColor` names, for SwiftUI files of macOS apps: the same colours as UIKit's semantic
/// colours (a snapshot draws iOS's palette).
public typealias NSColor = UIColor

extension UIColor {
  /// AppKit's primary text colour.
  public static let labelColor = UIColor.label
  /// AppKit's secondary text colour.
  public static let secondaryLabelColor = UIColor.secondaryLabel
  /// AppKit's tertiary text colour.
  public static let tertiaryLabelColor = UIColor.tertiaryLabel
  /// AppKit's quaternary text colour.
  public static let quaternaryLabelColor = UIColor.quaternaryLabel
  /// AppKit's text colour.
  public static let textColor = UIColor.label
  /// AppKit's window background.
  public static let windowBackgroundColor = UIColor.systemBackground
  /// AppKit's control background.
  public static let controlBackgroundColor = UIColor.secondarySystemBackground
  /// AppKit's separator colour.
  public static let separatorColor = UIColor.separator
}

extension Color {
  /// The colour of an `NSColor`.
  public init(nsColor: NSColor) { self.init(uiColor: nsColor) }
}
