/// An XMPP address (a JID): `local@domain`, optionally `/resource`. Checked enough to give a
/// clear line for a mistyped one before any connection: one `@`, non-empty parts, no spaces or
/// control characters, each part at most 1023 bytes (RFC 7622).
public struct XMPPAddress: Hashable, Sendable, CustomStringConvertible {
  public let local: String
  public let domain: String
  public let resource: String?

  public init(_ text: String) throws(XMPPAddressError) {
    let slash = text.firstIndex(of: "/")
    let bare = slash.map { String(text[..<$0]) } ?? text
    let resource = slash.map { String(text[text.index(after: $0)...]) }
    let parts = bare.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw XMPPAddressError(text, "it needs one @ between a name and a server") }
    let local = String(parts[0])
    let domain = String(parts[1])
    guard !local.isEmpty else { throw XMPPAddressError(text, "the name before the @ is empty") }
    guard !domain.isEmpty else { throw XMPPAddressError(text, "the server after the @ is empty") }
    if let resource, resource.isEmpty { throw XMPPAddressError(text, "the part after the / is empty") }
    for part in [local, domain, resource ?? "x"] {
      guard part.utf8.count <= 1023 else { throw XMPPAddressError(text, "a part is longer than 1023 bytes") }
      guard
        !part.unicodeScalars.contains(where: {
          $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7f
        })
      else { throw XMPPAddressError(text, "it holds a space or a control character") }
    }
    guard !domain.contains(where: { "\"&'/:<>@".contains($0) }),
      !local.contains(where: { "\"&'/:<>".contains($0) })
    else { throw XMPPAddressError(text, "it holds a character an address may not have") }
    self.local = local
    self.domain = domain.lowercased()
    self.resource = resource
  }

  /// `local@domain`, without the resource.
  public var bare: String { "\(local)@\(domain)" }

  public var description: String { resource.map { "\(bare)/\($0)" } ?? bare }
}

/// Why a text is no XMPP address, as one line.
public struct XMPPAddressError: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String

  init(_ text: String, _ reason: String) {
    description = "'\(text)' is not an XMPP address: \(reason)"
  }
}
