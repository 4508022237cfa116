/// Who signs in to which server: the address and password, and, when the address's domain does
/// not say where its server is (DNS SRV), the host and port to connect to instead.
public struct XMPPAccount: Equatable, Sendable {
  public var address: XMPPAddress
  public var password: String
  /// `--xmpp-server HOST[:PORT]`; nil finds the server through DNS SRV records of the domain.
  public var server: (host: String, port: UInt16)? {
    get { serverHost.map { ($0, serverPort) } }
    set {
      serverHost = newValue?.host
      serverPort = newValue?.port ?? 5222
    }
  }
  /// A certificate file (PEM) to trust besides the system's: a test server's own.
  public var certificateAuthorityFile: String?
  private var serverHost: String?
  private var serverPort: UInt16 = 5222

  public init(
    address: XMPPAddress, password: String, server: (host: String, port: UInt16)? = nil,
    certificateAuthorityFile: String? = nil
  ) {
    self.address = address
    self.password = password
    self.certificateAuthorityFile = certificateAuthorityFile
    self.server = server
  }
}
