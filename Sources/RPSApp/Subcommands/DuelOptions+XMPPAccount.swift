import Foundation
import Localization
import NetPlay

extension DuelOptions.XMPPDuel {
  /// The largest password file read: a password is a line, not a document.
  static let maximumPasswordFileSize = 4096

  /// The account to sign in with: the password from the first line of its file, the CA file
  /// checked to exist. A file that cannot be read is one line of error.
  func account() throws(DuelInputError) -> XMPPAccount {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: passwordFile, isDirectory: &isFolder), !isFolder.boolValue
    else {
      throw DuelInputError(tr("cannot read the password file %1$@: there is no such file", passwordFile))
    }
    guard let handle = FileHandle(forReadingAtPath: passwordFile) else {
      throw DuelInputError(tr("cannot read the password file %1$@: permission denied", passwordFile))
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: DuelOptions.XMPPDuel.maximumPasswordFileSize + 1)) ?? Data()
    guard data.count <= DuelOptions.XMPPDuel.maximumPasswordFileSize else {
      throw DuelInputError(
        tr("the password file %1$@ is larger than %2$@ bytes: a password is one line", passwordFile, 4096))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw DuelInputError(tr("the password file %1$@ is not UTF-8 text", passwordFile))
    }
    let password = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      .trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    guard !password.isEmpty else {
      throw DuelInputError(tr("the password file %1$@ has no password on its first line", passwordFile))
    }
    if let file = certificateAuthorityFile, !FileManager.default.isReadableFile(atPath: file) {
      throw DuelInputError(tr("cannot read the certificate file %1$@", file))
    }
    return XMPPAccount(
      address: address, password: password, server: serverHost.map { ($0, serverPort) },
      certificateAuthorityFile: certificateAuthorityFile)
  }
}

/// Input of `rps duel` found wrong once read (a file named on its command line), as one line.
struct DuelInputError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
