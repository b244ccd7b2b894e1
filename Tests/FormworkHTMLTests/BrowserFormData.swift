import FormworkHTML
import Foundation

/// What a browser submits for a rendered page, worked out by a real HTML parser: Python's
/// `html.parser` reads the markup, and the form data set is built as HTML's "constructing the
/// entry list" does for a submission by the form's submit button.
enum BrowserFormData {
  /// The program: the markup on standard input, one JSON array of `[name, value]` pairs out.
  ///
  /// Successful controls are the named, enabled ones (a control inside a disabled fieldset is
  /// disabled too, unless it is in that fieldset's first legend): text-like inputs with their
  /// value, checked checkboxes and radios (`on` without a value), the selected options of a
  /// `<select>` (the first enabled option of a single one with none selected), a textarea's text
  /// (without the newline just after its start tag). Buttons are left out: none is the
  /// submitter. Hidden controls count: `hidden` is not `disabled`.
  static let script = #"""
    import html.parser, json, sys

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
                kind = attrs.get("type", "text").lower()
                name = attrs.get("name")
                if name is None or self.disabled(attrs):
                    return
                if kind in ("submit", "button", "reset", "image", "file"):
                    return
                if kind in ("checkbox", "radio"):
                    if "checked" in attrs:
                        self.entries.append([name, attrs.get("value", "on")])
                    return
                self.entries.append([name, attrs.get("value", "")])
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

    reader = Reader()
    reader.feed(sys.stdin.read())
    reader.close()
    print(json.dumps(reader.entries))
    """#

  /// The fields a browser submits for `html`, in document order.
  static func fields(of html: String) throws -> [FormField] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    input.fileHandleForWriting.write(Data(html.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure.python(process.terminationStatus) }
    let pairs = try JSONDecoder().decode([[String]].self, from: data)
    return pairs.map { FormField(name: $0[0], value: $0[1]) }
  }

  /// Python did not run the program.
  enum Failure: Error {
    case python(Int32)
  }
}
