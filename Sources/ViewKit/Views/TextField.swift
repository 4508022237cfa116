/// One line of editable text, as UIKit's `UITextField`: a name, an address.
///
/// It takes the keyboard focus by a click or Tab (Tab selects what is there, so typing replaces
/// it), and while it has it, the window gives it the keys first: typing inserts at the cursor
/// (replacing a selection), Backspace and Delete remove a character, Left and Right move by a
/// character, Ctrl with them by a word, Home and End to either end, Shift with any of them
/// selects, Ctrl+A selects all, Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste through the
/// window's ``Window/clipboard``, and Return runs the ``Control/action``. The pointer places
/// the cursor, a drag selects, a double click selects a word and a triple click everything.
/// A character is what a reader sees as one (a grapheme cluster): an accented letter made of
/// two code points or a flag made of two is never split. An input method's composition is
/// shown underlined at the cursor, apart from the text until it is committed.
///
/// The cursor blinks on the window's timers, so a window with a focused field sleeps between
/// blinks, and stops blinking (staying on) after ``blinkTimeout`` without typing.
///
/// ```swift
/// let name = TextField(text: "Player 1", placeholder: "Your name")
/// name.maximumUTF8Length = 32
/// name.onEditingChanged = { settings.name = $0 }
/// name.action = { name.window?.focus(nil) }  // Return ends editing
/// ```
@MainActor
open class TextField: Control, TextInputClient {
  // MARK: Content

  /// The text. Setting it (which does not run ``onEditingChanged``) puts the cursor at the end
  /// and drops a composition; line breaks become spaces, as the field holds one line.
  public var text: String {
    get { storedText }
    set {
      let cleaned = TextField.singleLine(newValue)
      guard cleaned != storedText || !markedText.isEmpty else { return }
      storedText = cleaned
      markedText = ""
      anchor = cleaned.count
      head = cleaned.count
      setNeedsDisplay()
    }
  }

  /// Shown in a quieter colour while the field is empty.
  public var placeholder: String {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
  }

  /// A shorter placeholder for a field too narrow for ``placeholder`` whole (on two lines, in
  /// the smallest legible type), as a bar button has a compact title; nil cuts the placeholder.
  public var compactPlaceholder: String? {
    didSet { if compactPlaceholder != oldValue { setNeedsDisplay() } }
  }

  /// The text's font: the appearance's field font unless set.
  @AppearanceDefault(\.field.font) public var font: Font

  /// The most UTF-8 bytes the text may take, or nil for no limit. Typing or pasting past it
  /// inserts the whole characters that fit and no more.
  public var maximumUTF8Length: Int?
  /// A password's field (UIKit's `isSecureTextEntry`): every character is drawn as a dot, and
  /// copy and cut put nothing on the clipboard.
  public var isSecureTextEntry = false {
    didSet { setNeedsDisplay() }
  }

  /// The selection in characters (grapheme clusters) from the start; an empty range is the
  /// cursor. Setting it clamps it to the text.
  public var selectedRange: Range<Int> {
    get { min(anchor, head)..<max(anchor, head) }
    set {
      let count = storedText.count
      anchor = min(max(0, newValue.lowerBound), count)
      head = min(max(0, newValue.upperBound), count)
      cursorMoved()
    }
  }

  /// An input method's composition in progress: shown at the cursor, not part of ``text``.
  public private(set) var markedText = ""

  /// True while the field has the keyboard focus and takes typed text.
  public private(set) var isEditing = false

  /// Whether the blinking cursor is in its visible phase now.
  public private(set) var isCursorVisible = false

  // MARK: Callbacks

  /// Asked before the user's edit replaces the characters in `range` with `replacement`
  /// (already made one line and cut to ``maximumUTF8Length``); false refuses it. UIKit's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
  public var shouldChangeText: (@MainActor (_ range: Range<Int>, _ replacement: String) -> Bool)?

  /// Runs after each edit by the user, with the new text.
  public var onEditingChanged: (@MainActor (String) -> Void)?

  /// Runs when the field gains the focus.
  public var onBeginEditing: (@MainActor () -> Void)?

  /// Runs when the field loses the focus, with its text.
  public var onEndEditing: (@MainActor (String) -> Void)?

  // MARK: Blinking

  /// How long the cursor stays on, and then off.
  public static let blinkInterval = 0.5
  /// After this long without typing or moving, the cursor stays on and its timer stops.
  public static let blinkTimeout = 10.0

  // MARK: State

  var storedText: String
  /// The selection's fixed end and its moving end (the cursor), in characters.
  var anchor: Int
  var head: Int
  /// Where the input method's cursor is within ``markedText``, in Unicode scalars.
  var markedCursor = 0
  /// How far the text is scrolled left to keep the cursor in view, in points.
  var scrollOffset = 0.0
  private weak var blinkWindow: Window?
  private var blinkToken: Window.TimerToken?
  private var lastActivity = 0.0
  /// A press being dragged: what it selects by, and what it selected first.
  private var drag: (unit: DragUnit, origin: Range<Int>)?

  private enum DragUnit {
    case character
    case word
    case all
  }

  /// The room between the well's edges and the text.
  static let padding = 10.0
  static let caretWidth = 2.0

  public init(text: String = "", placeholder: String = "", frame: Rect = .zero) {
    let cleaned = TextField.singleLine(text)
    storedText = cleaned
    self.placeholder = placeholder
    anchor = cleaned.count
    head = cleaned.count
    super.init(frame: frame)
    cornerRadius = 8
  }

  // MARK: Text input

  public func insertText(_ text: String) {
    guard isEnabled else { return }
    let hadComposition = !markedText.isEmpty
    markedText = ""
    if !replace(selectedRange, with: text, trimsLineBreaks: false) && hadComposition { setNeedsDisplay() }
  }

  public func setMarkedText(_ text: String, cursor: Int) {
    guard isEnabled else { return }
    let cleaned = TextField.singleLine(text)
    guard cleaned != markedText || cursor != markedCursor else { return }
    markedText = cleaned
    markedCursor = min(max(0, cursor), cleaned.unicodeScalars.count)
    cursorMoved()
  }

  public var textInputRect: Rect {
    let start = Self.padding + width(of: parts().before, measurer: measurer) - scrollOffset
    let x = min(max(0, start), bounds.width)
    return Rect(x: x, y: 0, width: max(1, bounds.width - x), height: bounds.height)
  }

  public func textInputFocusDidChange(isFocused: Bool) {
    guard isFocused != isEditing else { return }
    isEditing = isFocused
    if isFocused {
      // As GTK's entries: Tab into a field selects its text, so typing replaces it; a click
      // places the cursor right after.
      anchor = 0
      head = storedText.count
      cursorMoved()
      onBeginEditing?()
    } else {
      cancelBlink()
      isCursorVisible = false
      markedText = ""
      drag = nil
      setNeedsDisplay()
      onEndEditing?(storedText)
    }
  }

  // MARK: Keys

  public func handleEditingKey(_ event: KeyEvent) -> Bool {
    guard isEnabled, event.modifiers.isSubset(of: [.shift, .control]) else { return false }
    let shift = event.modifiers.contains(.shift)
    let control = event.modifiers.contains(.control)
    if !markedText.isEmpty {
      // The input method owns these keys while it composes: any that reach the field act on
      // nothing, rather than on the text behind the composition.
      switch event.key {
      case .left, .right, .home, .end, .backspace, .delete, .enter: return true
      default: return false
      }
    }
    let selection = selectedRange
    switch event.key {
    case .left:
      let target =
        control ? wordStart(before: head) : (!shift && !selection.isEmpty ? selection.lowerBound : head - 1)
      move(to: target, extending: shift)
    case .right:
      let target =
        control ? wordEnd(after: head) : (!shift && !selection.isEmpty ? selection.upperBound : head + 1)
      move(to: target, extending: shift)
    case .home:
      move(to: 0, extending: shift)
    case .end:
      move(to: storedText.count, extending: shift)
    case .backspace:
      if selection.isEmpty {
        let start = control ? wordStart(before: head) : max(0, head - 1)
        replace(start..<head, with: "")
      } else {
        replace(selection, with: "")
      }
    case .delete:
      if selection.isEmpty {
        let end = control ? wordEnd(after: head) : min(storedText.count, head + 1)
        replace(head..<end, with: "")
      } else {
        replace(selection, with: "")
      }
    case .character("a") where control && !shift:
      selectedRange = 0..<storedText.count
    case .character("c") where control:
      copySelection()
    case .character("x") where control:
      copySelection()
      if !selection.isEmpty { replace(selection, with: "") }
    case .character("v") where control:
      if let pasted = window?.clipboard.text { replace(selection, with: pasted, trimsLineBreaks: true) }
    case .enter where !control && !shift:
      sendActions()
    default:
      return false
    }
    return true
  }

  private func move(to offset: Int, extending: Bool) {
    head = min(max(0, offset), storedText.count)
    if !extending { anchor = head }
    cursorMoved()
  }

  private func copySelection() {
    let selection = selectedRange
    guard !selection.isEmpty, !isSecureTextEntry else { return }
    window?.clipboard.text = String(storedText.dropFirst(selection.lowerBound).prefix(selection.count))
  }

  // MARK: Editing

  /// Replaces `range` with `replacement` as the user's edit: made one line, cut to the byte
  /// limit, offered to ``shouldChangeText``. Returns whether the text changed.
  @discardableResult
  private func replace(_ range: Range<Int>, with replacement: String, trimsLineBreaks: Bool = false) -> Bool {
    var insertion = TextField.singleLine(replacement, trimsLineBreaks: trimsLineBreaks)
    let before = storedText.prefix(range.lowerBound)
    let after = storedText.dropFirst(range.upperBound)
    if let limit = maximumUTF8Length {
      var room = limit - before.utf8.count - after.utf8.count
      var fitting = ""
      for character in insertion {
        let size = character.utf8.count
        guard size <= room else { break }
        fitting.append(character)
        room -= size
      }
      insertion = fitting
    }
    guard !(range.isEmpty && insertion.isEmpty) else { return false }
    if let shouldChangeText, !shouldChangeText(range, insertion) { return false }
    let edited = before + insertion
    storedText = String(edited) + after
    // Counted in the new text: an inserted combining mark joins the character before it.
    head = min(String(edited).count, storedText.count)
    anchor = head
    cursorMoved()
    onEditingChanged?(storedText)
    return true
  }

  // MARK: Pointer

  open override func beginTracking(at point: Point, clickCount: Int) {
    guard isEnabled else { return }
    if window?.focusedView !== self { window?.focus(self) }
    // While an input method composes, the text under the composition cannot take the cursor.
    guard markedText.isEmpty else { return }
    let offset = self.offset(at: point.x)
    switch clickCount {
    case ...1:
      anchor = offset
      head = offset
      drag = (.character, offset..<offset)
    case 2:
      let word = wordRange(at: offset)
      anchor = word.lowerBound
      head = word.upperBound
      drag = (.word, word)
    default:
      anchor = 0
      head = storedText.count
      drag = (.all, 0..<head)
    }
    cursorMoved()
  }

  open override func continueTracking(at point: Point) {
    guard let drag, markedText.isEmpty else { return }
    let offset = self.offset(at: point.x)
    switch drag.unit {
    case .character:
      head = offset
    case .word:
      // Word by word, always keeping the word first double-clicked.
      let word = wordRange(at: offset)
      if offset < drag.origin.lowerBound {
        anchor = drag.origin.upperBound
        head = word.lowerBound
      } else {
        anchor = drag.origin.lowerBound
        head = max(word.upperBound, drag.origin.upperBound)
      }
    case .all:
      return
    }
    cursorMoved()
  }

  /// A click places the cursor; it does not run the action (Return does).
  open override func endTracking(at point: Point, inside: Bool) {
    drag = nil
  }

  open override func cancelTracking() {
    drag = nil
  }

  /// The character boundary nearest to `x`, in the field's coordinates.
  private func offset(at x: Double) -> Int {
    let target = x - Self.padding + scrollOffset
    let count = storedText.count
    var previous = 0.0
    for index in 0..<count {
      let next = width(of: String(storedText.prefix(index + 1)), measurer: measurer)
      if target < (previous + next) / 2 { return index }
      previous = next
    }
    return count
  }

  // MARK: Cursor and blinking

  /// After any edit or move: the cursor shows at once and its blinking starts over.
  private func cursorMoved() {
    setNeedsDisplay()
    guard isEditing, let window else { return }
    cancelBlink()
    isCursorVisible = true
    lastActivity = window.animator.clock.now
    scheduleBlink(on: window)
  }

  private func scheduleBlink(on window: Window) {
    blinkWindow = window
    blinkToken = window.schedule(after: Self.blinkInterval) { [weak self] in self?.blink() }
  }

  private func blink() {
    blinkToken = nil
    guard isEditing, let window, window.textInputClient === self else { return }
    if window.animator.clock.now - lastActivity >= Self.blinkTimeout {
      // Left on, with no timer: an idle window sleeps until the next event.
      if !isCursorVisible { setNeedsDisplay() }
      isCursorVisible = true
      return
    }
    isCursorVisible.toggle()
    setNeedsDisplay()
    scheduleBlink(on: window)
  }

  private func cancelBlink() {
    if let token = blinkToken { blinkWindow?.cancelTimer(token) }
    blinkToken = nil
  }

  // MARK: Drawing

  open override func draw(in canvas: any Canvas, rect: Rect) {
    drawField(in: canvas, rect: rect)
  }
}
