/// An optional that JSON writes as `null` when it is absent, where `Codable` would leave the key
/// out, so that every object of a kind has the same keys for the programs that read it (the
/// tournament's entries, rps-bench's figures). A missing key still reads as absent.
///
/// ```swift
/// struct Entry: Codable { @WrittenAsNull var share: Double? }  // {"share":null}
/// ```
@propertyWrapper
public struct WrittenAsNull<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
  public var wrappedValue: Value?

  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
  }
}

extension KeyedDecodingContainer {
  /// Chosen by synthesized `Decodable` conformances over the general `decode`, so that a key
  /// left out reads as absent, as it does for a plain optional.
  public func decode<Value>(_ type: WrittenAsNull<Value>.Type, forKey key: Key) throws -> WrittenAsNull<Value>
  {
    try decodeIfPresent(type, forKey: key) ?? WrittenAsNull(wrappedValue: nil)
  }
}
