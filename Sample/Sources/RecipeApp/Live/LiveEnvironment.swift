import Foundation
import KagamiImage
import KagamiLayout
import RecipeCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The production Environment: HTTP API and images from a base URL, the system clock and time zone,
/// the app's resolver. Assembled here and nowhere else (features only see `Environment`).
enum LiveEnvironment {
  /// A live environment talking to `baseURL` in `language`.
  static func make(
    baseURL: URL, language: AppLanguage, session: URLSession = .shared, logger: AppLogger = .standardError
  ) -> AppEnvironment {
    let transport = HTTPTransport(baseURL: baseURL, session: session, language: language)
    let api = APIClient { try await transport.send($0) }
    let images = ImageClient { path in try LiveImages.load(path, from: baseURL, session: session) }
    return AppEnvironment(
      api: api, images: images, clock: AppClock { Date() }, language: language, timeZone: .current, logger: logger,
      resolver: AppResolver.live(api: api))
  }
}

extension AppLogger {
  /// Messages to standard error, one per line.
  static let standardError = AppLogger { message in
    FileHandle.standardError.write(Data("RecipeApp: \(message)\n".utf8))
  }
}

/// Image loading over HTTP for the live environment (the image client's interface is synchronous:
/// a screen's view model loads its images before the view is built).
enum LiveImages {
  /// Downloads and decodes `images/<path>` below `baseURL`; throws `ImageError` naming the path.
  static func load(_ path: String, from baseURL: URL, session: URLSession) throws -> Bitmap {
    let url = baseURL.appendingPathComponent("images").appendingPathComponent(path)
    let box = DownloadBox()
    let done = DispatchSemaphore(value: 0)
    session.dataTask(with: url) { data, response, _ in
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      box.data = (200..<300).contains(status) ? data : nil
      done.signal()
    }.resume()
    done.wait()
    guard let data = box.data else { throw ImageError.missing(path: path) }
    do {
      let bitmap = try PNGCodec.decode(data)
      return bitmap
    } catch {
      throw ImageError.corrupt(path: path, reason: "\(error)")
    }
  }

  /// Carries a download out of URLSession's callback (written before the semaphore signals).
  private final class DownloadBox: @unchecked Sendable {
    var data: Data?
  }
}
