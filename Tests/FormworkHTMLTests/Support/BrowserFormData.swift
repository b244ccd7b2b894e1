import FormworkHTML
import Foundation

/// What a browser submits for a rendered page, worked out by a real HTML parser: Python's
/// `html.parser` reads the markup, and the form data set is built as HTML's "constructing the
/// entry list" does for a submission by the form's submit button.
enum BrowserFormData {
  /// The program: a JSON array of pages on standard input, one JSON array per page out, of the
  /// `[name, value]` pairs that page submits.
  ///
  /// The page is read as a browser reads it: a carriage return (alone or before a line feed) in
  /// the markup is a line feed. Successful controls are the named, enabled ones (a control
  /// inside a disabled fieldset is disabled too, unless it is in that fieldset's first legend):
  /// inputs with their value after HTML's value sanitization algorithm of their type, checked
  /// checkboxes and radios (`on` without a value), the selected options of a `<select>` (the
  /// first enabled option of a single one with none selected), a textarea's text (without the
  /// newline just after its start tag). Buttons are left out: none is the submitter. Hidden
  /// controls count: `hidden` is not `disabled`. Every line break of a name or value is sent
  /// as CR LF, as the URL-encoded form data does.
  ///
  /// The sanitization, by input type: `text`, `search`, `tel` and `password` drop line breaks;
  /// `email` and `url` drop them and the white space at both ends; `number` is empty unless a
  /// valid floating-point number; `range` takes the middle of `min` (0) and `max` (100) for no
  /// number, is clamped to them and snapped to `step`, and a number it changes is written as
  /// JavaScript writes numbers; `date`, `time` and `datetime-local` are empty unless valid (a
  /// year from 1 to 275760, as a JavaScript date reaches), and a date and time is normalized (a
  /// `T`, no zero seconds).
  static let script = #"""
    import html.parser, json, re, sys
    from decimal import Decimal

    VALID_FLOAT = re.compile(r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")
    WHITESPACE = "\t\n\f\r "


    def float_value(text):
        if text is None or not VALID_FLOAT.match(text):
            return None
        try:
            value = float(text)
        except (ValueError, OverflowError):
            return None
        return value if value not in (float("inf"), float("-inf")) else None


    def js_number(value):
        """A number as JavaScript's Number::toString writes it."""
        if value == 0:
            return "0"
        if value < 0:
            return "-" + js_number(-value)
        sign, digits, exponent = Decimal(repr(value)).normalize().as_tuple()
        digits = "".join(map(str, digits))
        k = len(digits)
        n = exponent + k
        if k <= n <= 21:
            return digits + "0" * (n - k)
        if 0 < n <= 21:
            return digits[:n] + "." + digits[n:]
        if -6 < n <= 0:
            return "0." + "0" * (-n) + digits
        e = n - 1
        mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
        return mantissa + "e" + ("+" if e >= 0 else "-") + str(abs(e))


    def days_in(month, year):
        if month == 2:
            return 29 if (year % 4 == 0 and year % 100 != 0) or year % 400 == 0 else 28
        return 30 if month in (4, 6, 9, 11) else 31


    DATE = re.compile(r"([0-9]{4,})-([0-9]{2})-([0-9]{2})\Z")
    TIME = re.compile(r"([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]{1,3})?)?\Z")


    def valid_date(text):
        match = DATE.match(text)
        if not match:
            return False
        year, month, day = (int(g) for g in match.groups())
        if not (1 <= month <= 12 and 1 <= day <= days_in(month, year)):
            return False
        # A JavaScript Date reaches 275760-09-13: browsers refuse later days.
        return 1 <= year and (year, month, day) <= (275760, 9, 13)


    def valid_time(text):
        match = TIME.match(text)
        if not match:
            return False
        hour, minute, second = match.groups()
        return int(hour) < 24 and int(minute) < 60 and (second is None or int(second) < 60)


    def sanitized(kind, value, attrs):
        """The value sanitization algorithm of HTML's input types."""
        if kind in ("text", "search", "tel", "password"):
            return value.replace("\r", "").replace("\n", "")
        if kind in ("email", "url"):
            return value.replace("\r", "").replace("\n", "").strip(WHITESPACE)
        if kind == "number":
            return value if float_value(value) is not None else ""
        if kind == "range":
            low = float_value(attrs.get("min"))
            high = float_value(attrs.get("max"))
            low = 0.0 if low is None else low
            high = 100.0 if high is None else high
            number = float_value(value)
            original = value
            if number is None:
                number = low if high < low else low + (high - low) / 2
            if number < low:
                number = low
            if number > high:
                number = max(low, high)
            step = attrs.get("step", "1")
            if step.lower() != "any":
                step = float_value(step)
                if step is None or step <= 0:
                    step = 1.0
                steps = (number - low) / step
                if steps != int(steps):
                    number = low + step * int(steps + 0.5)
                    if number > high:
                        number -= step
            if float_value(original) == number:
                return original
            return js_number(number)
        if kind == "date":
            return value if valid_date(value) else ""
        if kind == "time":
            return value if valid_time(value) else ""
        if kind == "datetime-local":
            day, separator, time = value.partition("T")
            if not separator:
                day, separator, time = value.partition(" ")
            if not (separator and valid_date(day) and valid_time(time)):
                return ""
            # The normalized form: a T, and no seconds when they are zero.
            if re.fullmatch(r"[0-9]{2}:[0-9]{2}:00(\.0{1,3})?", time):
                time = time[:5]
            return day + "T" + time
        return value


    class Reader(html.parser.HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.entries = []
            self.fieldsets = []  # [disabled, legends seen, inside the first legend]
            self.select = None
            self.option = None
            self.textarea = None

        def disabled(self, attrs):
            if "disabled" in attrs:
                return True
            return any(f[0] and not f[2] for f in self.fieldsets)

        def handle_starttag(self, tag, pairs):
            attrs = dict(pairs)
            if tag == "fieldset":
                self.fieldsets.append([self.disabled(attrs), 0, False])
            elif tag == "legend" and self.fieldsets:
                self.fieldsets[-1][1] += 1
                self.fieldsets[-1][2] = self.fieldsets[-1][1] == 1
            elif tag == "input":
                kind = (attrs.get("type") or "text").lower()
                name = attrs.get("name")
                if name is None or self.disabled(attrs):
                    return
                if kind in ("submit", "button", "reset", "image", "file"):
                    return
                if kind in ("checkbox", "radio"):
                    if "checked" in attrs:
                        self.entries.append([name, attrs.get("value") or "on"])
                    return
                self.entries.append([name, sanitized(kind, attrs.get("value") or "", attrs)])
            elif tag == "select":
                self.select = {"name": attrs.get("name"), "multiple": "multiple" in attrs,
                               "disabled": self.disabled(attrs), "options": []}
            elif tag == "option" and self.select is not None:
                self.option = {"value": attrs.get("value"), "selected": "selected" in attrs,
                               "disabled": "disabled" in attrs, "text": ""}
                self.select["options"].append(self.option)
            elif tag == "textarea":
                name = attrs.get("name")
                if name is not None and not self.disabled(attrs):
                    self.textarea = [name, ""]

        def handle_endtag(self, tag):
            if tag == "fieldset" and self.fieldsets:
                self.fieldsets.pop()
            elif tag == "legend" and self.fieldsets:
                self.fieldsets[-1][2] = False
            elif tag == "option":
                self.option = None
            elif tag == "select" and self.select is not None:
                s = self.select
                self.select = None
                if s["name"] is None or s["disabled"]:
                    return
                chosen = [o for o in s["options"] if o["selected"] and not o["disabled"]]
                if not s["multiple"]:
                    chosen = chosen[-1:]
                    if not chosen:
                        chosen = [o for o in s["options"] if not o["disabled"]][:1]
                for o in chosen:
                    value = o["value"] if o["value"] is not None else o["text"]
                    self.entries.append([s["name"], value])
            elif tag == "textarea" and self.textarea is not None:
                name, text = self.textarea
                self.textarea = None
                if text.startswith("\n"):
                    text = text[1:]
                self.entries.append([name, text])

        def handle_data(self, data):
            if self.option is not None:
                self.option["text"] += data
            if self.textarea is not None:
                self.textarea[1] += data


    def submitted(page):
        reader = Reader()
        # The input stream's preprocessing: a CR LF pair or a lone CR is read as LF.
        reader.feed(page.replace("\r\n", "\n").replace("\r", "\n"))
        reader.close()
        # The urlencoded entry list writes every line break as CR LF.
        return [[re.sub(r"\r\n|\r|\n", "\r\n", part) for part in entry] for entry in reader.entries]


    print(json.dumps([submitted(page) for page in json.loads(sys.stdin.read())]))
    """#

  /// The fields a browser submits for `html`, in document order.
  static func fields(of html: String) throws -> [FormField] {
    try fields(ofPages: [html])[0]
  }

  /// The fields a browser submits for each of `pages`, in document order: one Python process
  /// for all of them.
  static func fields(ofPages pages: [String]) throws -> [[FormField]] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let request = try JSONEncoder().encode(pages)
    // Written from another thread, so that a large batch cannot fill both pipes at once.
    let writer = input.fileHandleForWriting
    let writing = Thread {
      writer.write(request)
      try? writer.close()
    }
    writing.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure.python(process.terminationStatus) }
    let submissions = try JSONDecoder().decode([[[String]]].self, from: data)
    guard submissions.count == pages.count else { throw Failure.python(-1) }
    return submissions.map { pairs in pairs.map { FormField(name: $0[0], value: $0[1]) } }
  }

  /// Python did not run the program.
  enum Failure: Error {
    case python(Int32)
  }
}
