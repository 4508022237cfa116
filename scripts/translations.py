#!/usr/bin/env python3
"""The game's gettext catalogues: extracts the strings from the Swift code, and checks that the
code and the catalogues agree.

    scripts/translations.py extract [--output po/rps.pot]
    scripts/translations.py check

`extract` finds every call of tr("…"), tr("…", args…), trc("context", "…") and
trn("singular", "plural", count, …) in Sources/ and writes a .pot file. xgettext has no Swift
parser (its C parser misreads Swift's multi-line and \\u{…} literals), so this reads the Swift
literals itself. A call whose text is not a string literal, or a literal with an interpolation
in it, is an error: its text could not be in the catalogue.

`check` fails (exit 1, one line per problem) when po/rps.pot lacks a string of the code or has
one the code no longer uses, when a po/<lang>.po
lacks a translation, has a fuzzy or obsolete entry, or a translation whose %1$@ placeholders
differ from its English, or when `msgfmt --check` refuses it.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
PO_DIR = os.path.join(ROOT, "po")
POT = os.path.join(PO_DIR, "rps.pot")
KEYWORDS = {"tr": ("text",), "trc": ("context", "text"), "trn": ("text", "plural")}
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
PLACEHOLDER = re.compile(r"%(\d+)\$@")


class ExtractError(Exception):
    pass


class Scanner:
    """Walks one Swift file, skipping comments and string literals, and reads the literals that
    are the arguments of tr, trc and trn."""

    def __init__(self, path):
        self.path = path
        self.text = open(path, encoding="utf-8").read()
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]

    def line_of(self, index):
        low, high = 0, len(self.line_starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if self.line_starts[middle] <= index:
                low = middle
            else:
                high = middle - 1
        return low + 1

    def fail(self, index, message):
        raise ExtractError(f"{os.path.relpath(self.path, ROOT)}:{self.line_of(index)}: {message}")

    def skip_space(self, i):
        text = self.text
        while i < len(text):
            if text[i] in " \t\r\n":
                i += 1
            elif text.startswith("//", i):
                i = text.find("\n", i)
                i = len(text) if i < 0 else i
            elif text.startswith("/*", i):
                i = self.skip_block_comment(i)
            else:
                break
        return i

    def skip_block_comment(self, i):
        depth, i = 1, i + 2
        while depth and i < len(self.text):
            if self.text.startswith("/*", i):
                depth, i = depth + 1, i + 2
            elif self.text.startswith("*/", i):
                depth, i = depth - 1, i + 2
            else:
                i += 1
        return i

    def literal(self, i):
        """The string literal starting at i: (end, value, has_interpolation). Handles raw
        (#"…"#), single-line and multi-line literals."""
        text = self.text
        hashes = 0
        while text[i] == "#":
            hashes, i = hashes + 1, i + 1
        if text.startswith('"""', i):
            return self.multiline(i, hashes)
        if text[i] != '"':
            self.fail(i, "expected a string literal")
        closing = '"' + "#" * hashes
        escape = "\\" + "#" * hashes
        value, interpolated, i = [], False, i + 1
        while True:
            if i >= len(text) or text[i] == "\n":
                self.fail(i, "unterminated string literal")
            if text.startswith(closing, i):
                return i + len(closing), "".join(value), interpolated
            if text.startswith(escape, i):
                i, piece, was_interpolation = self.escape(i + len(escape))
                interpolated |= was_interpolation
                value.append(piece)
                continue
            value.append(text[i])
            i += 1

    def escape(self, i):
        """After a backslash: (end, the character, whether it opened an interpolation)."""
        text = self.text
        simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}
        c = text[i]
        if c in simple:
            return i + 1, simple[c], False
        if c == "u" and text[i + 1] == "{":
            end = text.index("}", i)
            return end + 1, chr(int(text[i + 2 : end], 16)), False
        if c == "(":
            depth, j = 1, i + 1
            while depth:
                if text[j] == '"':
                    j = self.literal(j)[0]
                    continue
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
            return j, "\\(" + text[i + 1 : j - 1] + ")", True
        self.fail(i, f"unknown escape \\{c}")

    def multiline(self, i, hashes):
        text = self.text
        closing = '"""' + "#" * hashes
        escape = "\\" + "#" * hashes
        start = text.index("\n", i) + 1
        end = text.find(closing, start)
        if end < 0:
            self.fail(i, "unterminated multi-line string literal")
        last_line_start = text.rfind("\n", start - 1, end) + 1
        indent = text[last_line_start:end]
        if indent.strip():
            self.fail(end, "the closing delimiter of a multi-line literal must be on its own line")
        body = text[start:last_line_start]
        lines = body.split("\n")[:-1] if body else []
        value, interpolated = [], False
        for number, line in enumerate(lines):
            if line.strip() and not line.startswith(indent):
                self.fail(start, "a line of a multi-line literal is indented less than its end")
            line = line[len(indent) :] if line.strip() else ""
            continued = False
            j = 0
            while j < len(line):
                if line.startswith(escape, j):
                    rest = line[j + len(escape) :]
                    if rest.strip() == "":
                        continued = True
                        break
                    # Reuse the single-line escape reader on a scratch copy of the line.
                    scratch = Scanner.__new__(Scanner)
                    scratch.path, scratch.text, scratch.line_starts = self.path, line, [0]
                    j, piece, was_interpolation = scratch.escape(j + len(escape))
                    interpolated |= was_interpolation
                    value.append(piece)
                    continue
                value.append(line[j])
                j += 1
            if not continued and number < len(lines) - 1:
                value.append("\n")
        return end + len(closing), "".join(value), interpolated

    def calls(self):
        """Every (keyword, index, {role: text}) of the file."""
        text, i, found = self.text, 0, []
        previous_token = ""
        while i < len(text):
            if text.startswith("//", i) or text.startswith("/*", i):
                i = self.skip_space(i)
                continue
            c = text[i]
            if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
                i = self.literal(i)[0]
                previous_token = '"'
                continue
            match = IDENTIFIER.match(text, i)
            if match and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_$")):
                word = match.group()
                after = match.end()
                # The token before, not the text: a comment just above may end in a full stop.
                is_member = previous_token == "."
                if word in KEYWORDS and previous_token != "func" and not is_member:
                    open_paren = self.skip_space(after)
                    if open_paren < len(text) and text[open_paren] == "(":
                        found.append(self.arguments(word, open_paren + 1))
                previous_token = word
                i = after
                continue
            if not c.isspace():
                previous_token = c
            i += 1
        return found

    def arguments(self, word, i):
        values = {}
        for position, role in enumerate(KEYWORDS[word]):
            i = self.skip_space(i)
            if i >= len(self.text) or self.text[i] not in '"#':
                self.fail(i, f"{word}() needs a string literal as its {role}, so it can be in the catalogue")
            start = i
            i, value, interpolated = self.literal(i)
            if interpolated:
                self.fail(start, f"{word}(): no \\( ) in a translated text; use %1$@ and an argument")
            values[role] = value
            i = self.skip_space(i)
            if position < len(KEYWORDS[word]) - 1:
                if self.text[i] != ",":
                    self.fail(i, f"{word}() needs {len(KEYWORDS[word])} string literals")
                i += 1
        comment = self.translator_comment(start)
        return word, start, values, comment

    def translator_comment(self, index):
        """The `// TRANSLATORS:` comment on the lines just above the call, if any."""
        line = self.line_of(index) - 1
        lines = self.text.split("\n")
        collected = []
        while line >= 1:
            stripped = lines[line - 1].strip()
            if not stripped.startswith("//"):
                break
            collected.insert(0, stripped.lstrip("/").strip())
            if "TRANSLATORS:" in stripped:
                return " ".join(collected)
            line -= 1
        return None


def swift_files():
    for folder, folders, files in os.walk(SOURCES):
        folders.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def extract():
    """The catalogue's entries, in the order the code first uses them: a dict from
    (context, text, plural) to {'references': [...], 'comments': [...]}."""
    entries = {}
    for path in swift_files():
        scanner = Scanner(path)
        for word, index, values, comment in scanner.calls():
            key = (values.get("context"), values["text"], values.get("plural"))
            entry = entries.setdefault(key, {"references": [], "comments": []})
            # Files without line numbers (gettext's --add-location=file): a change elsewhere in a
            # file does not touch the catalogues.
            reference = os.path.relpath(path, ROOT)
            if reference not in entry["references"]:
                entry["references"].append(reference)
            if comment and comment not in entry["comments"]:
                entry["comments"].append(comment)
    texts = {}
    for context, text, plural in entries:
        other = texts.setdefault((context, text), plural)
        if other != plural:
            raise ExtractError(f"'{text}' is used both with and without a plural ({plural!r}, {other!r})")
    return entries


def po_string(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in escaped:
        return f'"{escaped}"'
    pieces = escaped.split("\n")
    lines = [piece + "\\n" for piece in pieces[:-1]] + ([pieces[-1]] if pieces[-1] else [])
    return '""\n' + "\n".join(f'"{line}"' for line in lines)


def pot_text(entries):
    out = [
        "# The strings of Rock Paper Scissors, for translators.",
        "# This file is written by scripts/update-translations.sh: do not edit it.",
        "# Placeholders are %1$@, %2$@…: keep each one, in any order the language needs.",
        "#",
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: rps\\n"',
        '"Report-Msgid-Bugs-To: \\n"',
        '"Language: \\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
        "",
    ]
    for (context, text, plural), entry in entries.items():
        for comment in entry["comments"]:
            out.append("#. " + comment)
        out.append("#: " + " ".join(entry["references"]))
        if context is not None:
            out.append("msgctxt " + po_string(context))
        out.append("msgid " + po_string(text))
        if plural is not None:
            out.append("msgid_plural " + po_string(plural))
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
        else:
            out.append('msgstr ""')
        out.append("")
    return "\n".join(out)


def parse_po(path):
    """The entries of a .po file: dicts with context, text, plural, translations (list),
    fuzzy, obsolete."""
    entries, current, field = [], None, None

    def unquote(s):
        s = s.strip()
        assert s.startswith('"') and s.endswith('"'), s
        body = s[1:-1]
        return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)

    def new():
        return {"context": None, "text": None, "plural": None, "translations": {}, "fuzzy": False,
                "obsolete": False}

    current = new()
    for raw in open(path, encoding="utf-8").read().split("\n") + [""]:
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
            current["obsolete"] = True
        if not line:
            if current["text"] is not None:
                entries.append(current)
            current, field = new(), None
            continue
        if line.startswith("#,") and "fuzzy" in line:
            current["fuzzy"] = True
            continue
        if line.startswith("#"):
            continue
        match = re.match(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(.*)", line)
        if match:
            keyword, number, rest = match.groups()
            field = keyword if not keyword.startswith("msgstr") else ("msgstr", int(number or 0))
            value = unquote(rest)
        else:
            value = unquote(line)
        if field == "msgctxt":
            current["context"] = (current["context"] or "") + value
        elif field == "msgid":
            current["text"] = (current["text"] or "") + value
        elif field == "msgid_plural":
            current["plural"] = (current["plural"] or "") + value
        else:
            current["translations"][field[1]] = current["translations"].get(field[1], "") + value
    return entries


def check():
    problems = []
    try:
        entries = extract()
    except ExtractError as error:
        print(f"translations: {error}")
        return 1
    if not os.path.exists(POT):
        problems.append("po/rps.pot is missing: run scripts/update-translations.sh")
    else:
        pot_entries = {(e["context"], e["text"], e["plural"]) for e in parse_po(POT) if e["text"]}
        code = set(entries)
        for context, text, plural in sorted(code - pot_entries, key=str):
            problems.append(f"po/rps.pot lacks a string of the code: {text!r}")
        for context, text, plural in sorted(pot_entries - code, key=str):
            problems.append(f"po/rps.pot has a string the code no longer uses: {text!r}")
    languages = sorted(name[:-3] for name in os.listdir(PO_DIR) if name.endswith(".po"))
    if not languages:
        problems.append("po/ has no .po file")
    for language in languages:
        path = os.path.join(PO_DIR, language + ".po")
        po = [e for e in parse_po(path) if e["text"]]
        keys = {(e["context"], e["text"], e["plural"]) for e in po if not e["obsolete"]}
        for context, text, plural in sorted(set(entries) - keys, key=str):
            problems.append(f"po/{language}.po lacks {text!r}")
        for context, text, plural in sorted(keys - set(entries), key=str):
            problems.append(f"po/{language}.po has {text!r}, which the code no longer uses")
        for entry in po:
            name = f"po/{language}.po: {entry['text']!r}"
            if entry["obsolete"]:
                problems.append(f"{name} is obsolete (#~): remove it")
                continue
            if entry["fuzzy"]:
                problems.append(f"{name} is fuzzy: check the translation and remove the flag")
            translations = list(entry["translations"].values())
            if not translations or any(not t for t in translations):
                problems.append(f"{name} is not translated")
                continue
            english = set(PLACEHOLDER.findall(entry["text"])) | set(PLACEHOLDER.findall(entry["plural"] or ""))
            for translation in translations:
                used = set(PLACEHOLDER.findall(translation))
                if used - english:
                    problems.append(f"{name} has placeholders the English has not: {sorted(used - english)}")
                if entry["plural"] is None and used != english:
                    problems.append(f"{name} leaves out placeholders: {sorted(english - used)}")
            if entry["plural"] is not None and len(translations) > 1:
                plural_placeholders = set(PLACEHOLDER.findall(entry["plural"]))
                if not plural_placeholders <= set(PLACEHOLDER.findall(translations[-1])):
                    problems.append(f"{name}: its last plural form leaves out placeholders")
        result = subprocess.run(
            ["msgfmt", "--check", "--statistics", "-o", os.devnull, path], capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"msgfmt --check po/{language}.po failed: {result.stderr.strip()}")
    for problem in problems:
        print("translations: " + problem)
    if not problems:
        print(f"translations: {len(entries)} strings, catalogue up to date, {len(languages)} languages complete "
              f"({', '.join(languages)})")
    return 1 if problems else 0


def main(arguments):
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if arguments[0] == "extract":
        output = POT
        if arguments[1:2] == ["--output"] and len(arguments) > 2:
            output = arguments[2]
        try:
            text = pot_text(extract())
        except ExtractError as error:
            print(f"translations: {error}", file=sys.stderr)
            return 1
        with open(output + ".new", "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(output + ".new", output)
        return 0
    if arguments[0] == "check":
        return check()
    print(f"translations: unknown command {arguments[0]!r} (see --help)", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
