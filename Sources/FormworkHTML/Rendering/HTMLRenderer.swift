import Formwork

/// Renders a form, a section or one row as HTML5, reading only what each row's headless cell
/// shows and the renderer contract of `Formwork`.
///
/// ```swift
/// let form = Form()
///   +++ Section("Profile")
///   <<< NameRow("name") { $0.title = "Name"; $0.required = true }
///   <<< IntRow("age") { $0.title = "Age" }
///
/// var renderer = HTMLRenderer(action: "/signup")
/// renderer.csrfToken = token
/// let html = renderer.render(form)
/// ```
///
/// gives
///
/// ```html
/// <form class="fw-form" action="/signup" method="post" accept-charset="UTF-8" novalidate>
///   <input type="hidden" name="formwork.csrf" value="…">
///   <fieldset class="fw-section" id="fw.section.0">
///     <legend id="fw.section.0.legend">Profile</legend>
///     <div class="fw-row fw-row--field fw-row--required" id="fw-name.row">
///       <label for="fw-name">Name<span class="fw-required" aria-hidden="true">*</span></label>
///       <input type="text" name="name" id="fw-name" required>
///     </div>
///     <div class="fw-row fw-row--field" id="fw-age.row">
///       <label for="fw-age">Age</label>
///       <input type="number" name="age" id="fw-age" step="1">
///     </div>
///   </fieldset>
///   <div class="fw-actions">
///     <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
///   </div>
/// </form>
/// ```
///
/// Every section is a `<fieldset>` with its header as `<legend>` and its footer as a
/// description; every row is a wrapper element holding a `<label for>` and the control its kind
/// calls for, its help text and its validation messages, linked to the control by
/// `aria-describedby` (and `aria-invalid="true"` while there are messages). Names and ids follow
/// the wire format of ``HTMLFieldNames`` and ``HTMLElementIDs``, which the binder and the
/// conditions script read too. The article <doc:RenderingFormsAsHTML> lists the HTML of every
/// row kind and section kind.
///
/// - A form with an image row submits `multipart/form-data` (`enctype`), when its method is
///   ``HTMLFormMethod/post``: the row is a file input (see ``uploadStore``).
/// - Hidden rows and sections are rendered too, with the `hidden` attribute, so that a script
///   can show them without a round trip; a disabled row's controls are `disabled` (and so not
///   submitted). An inline row expanded below its owner (``Formwork/BaseRow/inlineOwner``) is
///   left out: its owner's control already picks the value.
/// - A field whose typed text did not parse shows that text, and the message of the parse error
///   (the message of its validation error of rule ``Formwork/ValidationError/inputRuleID``, or
///   ``Formwork/BaseRow/inputValidationError`` before it was validated: "Age must be a whole
///   number").
/// - Every text from the form is escaped for where it goes (``HTMLEscaping``).
///
/// Rendering is deterministic: the same form in the same state, with the same settings, always
/// gives the same text, indented by two spaces per level, one element per line (an element that
/// holds only text on the line of its tags). It reads each row's cell through
/// `row.displayedCell` and changes nothing else in the form.
///
/// - Complexity: O(*n*) in the rows (hidden ones included), their options and their text.
public struct HTMLRenderer: Sendable {
  /// The URL the form submits to (its `action`), or `nil` to submit to the page's own URL.
  public var action: String?

  /// The HTTP method the form submits with; ``HTMLFormMethod/post`` unless set.
  public var method: HTMLFormMethod

  /// The CSRF token to send with the form, in a hidden field named
  /// ``HTMLFieldNames/csrfToken``, or `nil` for none.
  ///
  /// The server makes the token and checks it when the form comes back; Formwork ships no
  /// cryptography.
  public var csrfToken: String?

  /// The text of the form's submit button, or `nil` (the default) for the form's catalogue's
  /// (``Formwork/MessageKey/htmlSubmit``: "Submit", "Absenden", …).
  public var submitTitle: String?

  /// Whether the form offers a "save for later" button beside its submit button.
  ///
  /// The button reads ``Formwork/MessageKey/draftWebSave`` and is named
  /// ``HTMLFieldNames/saveDraft``; `false` unless set. The browser's checks let it through, as
  /// the server keeps a draft rather than judging.
  public var offersDraft = false

  /// Whether the form starts with a note that the visitor's answers were saved for later
  /// (``Formwork/MessageKey/draftWebSaved``); `false` unless set.
  public var confirmsDraftSaved = false

  /// The text of the button that adds an item to a multivalued section whose add button has no
  /// title, or `nil` (the default) for the form's catalogue's
  /// (``Formwork/MessageKey/htmlAddItem``: "Add", "Hinzufügen", …).
  public var addItemTitle: String?

  /// The text of the button that removes an item of a multivalued section, or `nil` (the
  /// default) for the form's catalogue's (``Formwork/MessageKey/htmlRemoveItem``: "Remove",
  /// "Entfernen", …).
  public var removeItemTitle: String?

  /// Whether the browser checks the fields (`required`, `type="email"`, `min`, …) before it
  /// submits; `false` unless set, which writes `novalidate` on the `<form>`, so that the server
  /// judges every submission and answers with its own messages, as a person should read them.
  public var validatesInBrowser: Bool

  /// Whether a password field shows its value again; `false` unless set, so that a password
  /// never travels back in a page (a person types it again, as WTForms' and Django's password
  /// inputs do).
  public var rendersPasswordValues: Bool

  /// Where the browser runtime goes (``FormworkScript``), which runs the form's conditions and
  /// rules in the browser and keeps the error summary; unless set,
  /// ``FormworkScriptPlacement/external``: `<script src="…" defer>` loading
  /// ``FormworkScript/path``, which the server answers (see ``FormworkScript``).
  ///
  /// A form whose data (``FormworkScriptData``) gives the runtime something to do ends with
  /// the data, `<script type="application/json" id="fw.data">…</script>`, then the runtime's
  /// `<script>` element (with ``scriptNonce`` when set); a form without conditions or rules the
  /// browser runs, and without messages, gets neither.
  /// ``FormworkScriptPlacement/inline`` writes the runtime into the page;
  /// ``FormworkScriptPlacement/none`` gives a page without JavaScript (the server still applies
  /// every condition and rule when the form comes back).
  public var runtimePlacement: FormworkScriptPlacement

  /// Makes a script of your own to end the form with, or `nil` (the default) for none.
  ///
  /// Before ``runtimePlacement``, this wrote the form's conditions script
  /// (``ConditionsScript/source(for:)``) by default; the runtime does that now, with the
  /// form's rules, and is cached by the browser. Set `scriptProvider` to
  /// `{ ConditionsScript.source(for: $0) }` and ``runtimePlacement`` to
  /// ``FormworkScriptPlacement/none`` for the old page.
  ///
  /// The renderer calls it with the form it renders and writes what it returns (when not `nil`
  /// or empty) in a `<script>` element at the end of the `<form>`, after the runtime; the
  /// script finds the rows and sections by the ids of ``HTMLElementIDs`` and the controls by
  /// their names and ids (``HTMLFieldNames``). A `</script` in the returned text, which would
  /// end the element early, is written `<\/script`, which means the same in a JavaScript string
  /// or regular expression.
  public var scriptProvider: (@Sendable (Form) -> String?)?

  /// The nonce written on the runtime's `<script>` element and on that of ``scriptProvider``
  /// (`<script nonce="…">`), or `nil` for none; `nil` unless set.
  ///
  /// A page whose `Content-Security-Policy` allows scripts by nonce
  /// (``SecurityHeaders/page(scriptNonce:)``) runs them only with the nonce of its policy; make
  /// a new one for every page (``SecurityHeaders/makeNonce()``). A policy that allows the
  /// runtime by its origin and hash (``SecurityHeaders/page(scriptHashes:styleHashes:)``) needs
  /// no nonce.
  public var scriptNonce: String?

  /// Whether a form with messages starts with an error summary; `true` unless set.
  ///
  /// After an invalid submit, the summary is the `<form>`'s first element: a
  /// `<div class="fw-error-summary" role="alert">` with a heading from the form's catalogue
  /// (``Formwork/MessageKey/htmlErrorSummaryTitle``: "Please check the following") and a list
  /// of every message a person should see now, in the form's order, each a link to its control
  /// (`href="#fw-email"`; a group of radio buttons: the first one; a section's own message: the
  /// section's first control). The messages also stay under their fields. Set it to `false`
  /// for a page that shows its own summary.
  public var showsErrorSummary: Bool

  /// Where an image a row holds as bytes is stored when the page is rendered, so that the page
  /// can keep it across a submission without the person choosing the file again, or `nil` (the
  /// default) for none; give ``BindingOptions/uploadStore`` the same store.
  ///
  /// With a store, the file input of such a row has a hidden ``HTMLFieldNames/keptFile`` field
  /// beside it holding the token ``UploadStore/store(_:)`` returned; without one, the page says
  /// the file is kept but a submission cannot name it, and the person must choose it again.
  public var uploadStore: (any UploadStore)?

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - action: The URL the form submits to, or `nil` for the page's own URL.
  ///   - method: The HTTP method the form submits with.
  ///   - csrfToken: The CSRF token to send with the form, or `nil` for none.
  ///   - submitTitle: The text of the submit button, or `nil` for the form's catalogue's.
  public init(
    action: String? = nil, method: HTMLFormMethod = .post, csrfToken: String? = nil,
    submitTitle: String? = nil
  ) {
    self.action = action
    self.method = method
    self.csrfToken = csrfToken
    self.submitTitle = submitTitle
    addItemTitle = nil
    removeItemTitle = nil
    validatesInBrowser = false
    rendersPasswordValues = false
    runtimePlacement = .external
    scriptProvider = nil
    scriptNonce = nil
    showsErrorSummary = true
    uploadStore = nil
  }

  /// Renders `form` as a `<form>`: the error summary of a form with messages
  /// (``showsErrorSummary``), the CSRF field, the default button of a form with
  /// multivalued sections, a `<fieldset>` per section (hidden ones with the `hidden`
  /// attribute), the submit button, the runtime's data and script (``runtimePlacement``), and the
  /// script of ``scriptProvider``.
  ///
  /// - Parameter form: The form to render.
  /// - Returns: The HTML, without a newline after the last line.
  /// - Complexity: O(*n*) in the rows and sections, hidden ones included.
  public func render(_ form: Form) -> String {
    var attributes: HTMLAttributes = ["class": "fw-form"]
    let language = HTMLLanguage(form.locale)
    attributes.add("lang", language?.tag)
    attributes.add("dir", language?.isRightToLeft == true ? "rtl" : nil)
    attributes.add("action", action)
    attributes.add("method", method.rawValue)
    attributes.add("accept-charset", "UTF-8")
    if method == .post, Self.hasFileInput(form) {
      attributes.add("enctype", "multipart/form-data")
    }
    attributes.flag("novalidate", !validatesInBrowser)
    var out = HTMLLines()
    out.open("form", attributes)
    let ids = HTMLElementIDs(form: form)
    let naming = ElementNaming(ids: ids)
    // The form's words, assembled once for the whole page.
    let words = form.messages
    if showsErrorSummary {
      writeErrorSummary(summaryEntries(of: form, naming: naming), words: words, to: &out)
    }
    if confirmsDraftSaved {
      out.element(
        "p", ["class": "fw-draft-saved", "role": "status"], text: words.string(.draftWebSaved))
    }
    if let csrfToken {
      out.void(
        "input", ["type": "hidden", "name": HTMLFieldNames.csrfToken, "value": csrfToken])
    }
    let submitText = submitTitle ?? words.string(.htmlSubmit)
    if Self.hasItemButtons(form) { writeDefaultButton(title: submitText, to: &out) }
    for (place, section) in form.allSections.enumerated() {
      write(section, place: place, naming: naming, to: &out)
    }
    out.open("div", ["class": "fw-actions"])
    out.element(
      "button", ["class": "fw-submit", "type": "submit", "name": HTMLFieldNames.submit],
      text: submitText)
    if offersDraft {
      var button: HTMLAttributes = [
        "class": "fw-save-draft", "type": "submit", "name": HTMLFieldNames.saveDraft, "value": "1",
      ]
      button.flag("formnovalidate")
      out.element("button", button, text: words.string(.draftWebSave))
    }
    out.close("div")
    writeRuntime(of: form, ids: ids, cache: naming.cache, to: &out)
    if let script = scriptProvider?(form), !script.isEmpty {
      var attributes: HTMLAttributes = [:]
      attributes.add("nonce", scriptNonce)
      out.open("script", attributes)
      out.verbatim(Self.scriptText(script))
      out.close("script")
    }
    out.close("form")
    return out.text
  }

  /// Renders one section as its `<fieldset>`, as it appears in ``render(_:)-(Form)``.
  ///
  /// Ids are those of the section's form; a section not in a form numbers its untagged rows
  /// among its own.
  ///
  /// - Parameter section: The section to render; its hidden rows are rendered with `hidden`.
  /// - Returns: The HTML, without a newline after the last line.
  /// - Complexity: O(*n*) in the rows of the section's form.
  public func render(_ section: Section) -> String {
    var out = HTMLLines()
    let form = section.form
    let naming = ElementNaming(ids: form.map { HTMLElementIDs(form: $0) })
    let place = form?.allSections.firstIndex { $0 === section } ?? 0
    write(section, place: place, naming: naming, to: &out)
    return out.text
  }

  /// Renders one row as its wrapper element, as it appears in its section (a `<div>`, also for
  /// an item of a multivalued section, which its section lists in `<li>`s).
  ///
  /// A row renders even when it is hidden (with `hidden`), an inline row or not in a form, so
  /// that it can be inspected; it is named as in its section (a selectable section's option and
  /// a multivalued section's item by the section's tag).
  ///
  /// - Parameter row: The row to render.
  /// - Returns: The HTML, without a newline after the last line.
  /// - Complexity: O(*n*) in the rows of the row's form.
  public func render(_ row: BaseRow) -> String {
    var out = HTMLLines()
    let section = row.section
    let naming = ElementNaming(ids: row.form.map { HTMLElementIDs(form: $0) })
    let place = section?.allRows.firstIndex { $0 === row } ?? 0
    let parts = rowParts(of: row, in: section, place: place, naming: naming)
    write(parts, element: "div", to: &out)
    return out.text
  }

  /// `script` with every `</script` (in any case of ASCII letters, as an HTML parser matches it)
  /// written `<\/script`, so that it cannot end its element early.
  static func scriptText(_ script: String) -> String {
    let scalars = Array(script.unicodeScalars)
    let name = Array("script".unicodeScalars)
    func endsScript(at index: Int) -> Bool {
      guard index + 1 + name.count < scalars.count, scalars[index] == "<",
        scalars[index + 1] == "/"
      else { return false }
      return name.indices.allSatisfy { offset in
        let scalar = scalars[index + 2 + offset]
        let lower =
          ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
        return lower == name[offset]
      }
    }
    var result = String.UnicodeScalarView()
    for index in scalars.indices {
      result.append(scalars[index])
      if endsScript(at: index) { result.append("\\") }
    }
    return String(result)
  }
}
