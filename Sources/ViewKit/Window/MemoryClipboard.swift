/// A clipboard that lives only in this process: the default of a ``Window``, and the one tests
/// use to see what was copied and to paste what they like.
@MainActor
public final class MemoryClipboard: Clipboard {
  public var text: String?

  public init(text: String? = nil) {
    self.text = text
  }
}
