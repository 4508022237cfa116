/// What the field counts as words (Ctrl+arrows, Ctrl+Backspace, a double click) and as one
/// line of text.
extension TextField {
  /// One line of text: line breaks and tabs become spaces, other control characters go. Pasted
  /// text loses the line breaks at its ends first (a line copied with its break).
  static func singleLine(_ text: String, trimsLineBreaks: Bool = false) -> String {
    var characters = Substring(text)
    if trimsLineBreaks {
      while characters.first?.isNewline == true { characters.removeFirst() }
      while characters.last?.isNewline == true { characters.removeLast() }
    }
    var result = ""
    for character in characters {
      if character.isNewline || character == "\t" {
        result.append(" ")
      } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
        result.append(character)
      }
    }
    return result
  }

  enum CharacterKind {
    case word
    case space
    case punctuation
  }

  static func kind(of character: Character) -> CharacterKind {
    if character.isLetter || character.isNumber || character == "_" { return .word }
    return character.isWhitespace ? .space : .punctuation
  }

  /// The start of the word before `offset` (Ctrl+Left): past any non-word characters, then
  /// past the word.
  func wordStart(before offset: Int) -> Int {
    let characters = Array(storedText)
    var index = min(offset, characters.count)
    while index > 0, TextField.kind(of: characters[index - 1]) != .word { index -= 1 }
    while index > 0, TextField.kind(of: characters[index - 1]) == .word { index -= 1 }
    return index
  }

  /// The end of the word after `offset` (Ctrl+Right).
  func wordEnd(after offset: Int) -> Int {
    let characters = Array(storedText)
    var index = max(0, offset)
    while index < characters.count, TextField.kind(of: characters[index]) != .word { index += 1 }
    while index < characters.count, TextField.kind(of: characters[index]) == .word { index += 1 }
    return index
  }

  /// The run of characters of one kind around `offset`: what a double click selects.
  func wordRange(at offset: Int) -> Range<Int> {
    let characters = Array(storedText)
    guard !characters.isEmpty else { return 0..<0 }
    let index = min(max(0, offset), characters.count - 1)
    let kind = TextField.kind(of: characters[index])
    var start = index
    var end = index + 1
    while start > 0, TextField.kind(of: characters[start - 1]) == kind { start -= 1 }
    while end < characters.count, TextField.kind(of: characters[end]) == kind { end += 1 }
    return start..<end
  }
}
