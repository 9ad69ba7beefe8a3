// KagamiBrowser: headless Chromium driven over the DevTools protocol, for the report's browser tests
// and `kagami-bench review-scale`. Design rules: no product module imports it; it talks to Debian's
// Chromium through `--remote-debugging-pipe` (NUL-separated JSON on two file descriptors, so no
// WebSocket client is needed); every wait has a deadline and names what it waited for.

import Foundation

/// Where headless Chromium is: `$KAGAMI_CHROMIUM`, else Debian's `chromium`, else the usual names.
public enum ChromiumExecutable {
  /// Chromium is not installed.
  public struct Missing: Error, CustomStringConvertible {
    /// How to install it.
    public var description: String {
      "headless Chromium was not found: install it with `bash Scripts/install-dependencies.sh` "
        + "(Debian package chromium) or set KAGAMI_CHROMIUM to its path"
    }
  }

  /// The executable, or `Missing`.
  public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
    let candidates =
      [environment["KAGAMI_CHROMIUM"]].compactMap { $0 }
      + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw Missing()
    }
    return URL(fileURLWithPath: path)
  }

  /// The flags every headless run uses: no sandbox (containers), no GPU, no first-run UI, CSS pixels
  /// at scale 1, and a throwaway profile in `profile`.
  public static func headlessFlags(profile: URL) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--disable-dev-shm-usage", "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
    ]
  }
}
