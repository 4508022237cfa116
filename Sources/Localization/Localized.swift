// Every module's words go through these four functions (a file imports Localization for them),
// and only string literals go into them:
// scripts/update-translations.sh finds every call and puts its text into po/rps.pot, and a
// test fails when the code and the catalogues disagree. Placeholders are `%1$@`, `%2$@`… so a
// translation can reorder them; a sentence is never built from translated pieces.

/// The player's language's version of `message`.
public func tr(_ message: String) -> String { Translations.text(message) }

/// `message` translated, with its placeholders `%1$@`, `%2$@`… filled in.
public func tr(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
  Translations.format(Translations.text(message), arguments)
}

/// `message` in a context, for an English word that means two things.
public func trc(_ context: String, _ message: String) -> String {
  Translations.text(message, context: context)
}

/// The singular or plural of a message with a count: `%1$@` is the count (written the locale's
/// way), `%2$@`… the other arguments.
public func trn(
  _ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...
) -> String {
  Translations.format(Translations.plural(singular, plural, count), [count] + arguments)
}
