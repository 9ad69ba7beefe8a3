import Foundation

/// Reads a pipe to its end on a background thread, so that a child's two output pipes drain together.
public final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  /// Starts reading `handle` to its end.
  public init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything read, once the writer closed the pipe.
  public func wait() -> Data {
    done.wait()
    return data
  }
}
