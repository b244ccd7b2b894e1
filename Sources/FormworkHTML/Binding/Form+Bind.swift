import Formwork

/// Binding a submitted request into a form by tag, as a person's input would change it.
extension Form {
  /// Binds a submitted form into this form: each tagged row takes the value sent under its tag,
  /// converted as its kind reads input, and every field that could not be applied is reported.
  ///
  /// Rows change through the same entry points a person's input uses, so values that do not
  /// parse keep their raw text and an ``Formwork/BaseRow/inputError``, and conditions,
  /// `onChange` and validation run as for typing:
  ///
  /// | row | reads | absent |
  /// | --- | --- | --- |
  /// | text fields, text areas (``Formwork/TextInputRow``) | the text, pasted over the field's; `\r\n` read as `\n` | unchanged |
  /// | switches, checks (``Formwork/ToggleableRow``) | ``FormworkHTML/HTMLFieldNames/checkedValue`` | off |
  /// | segmented, pickers, selectors (``Formwork/ChoiceRow``) | one of ``Formwork/ChoiceComponent/values``; empty text clears | unchanged |
  /// | pickers of several wheels, ``Formwork/LeftRightSelectorRow`` | one value per component, in order | unchanged |
  /// | multiple selectors | each chosen value, repeated | none chosen |
  /// | dates (``Formwork/DatePickingRow``) | ``FormworkHTML/HTMLDateFormat`` text in the row's time zone; empty text clears | unchanged |
  /// | sliders, steppers (``Formwork/AdjustableRow``) | a number within the range | unchanged |
  /// | lists (``Formwork/ListEditingRow``) | the items, repeated or one per line | no items |
  /// | images (``Formwork/ImagePickingRow``) | a URL or path; empty text clears | unchanged |
  /// | selectable sections | the chosen rows' `selectableValue`s, under the section's tag | single: unchanged; multiple: none |
  /// | multivalued sections | the items' values, in order, under the section's tag | no items |
  ///
  /// Then ``FormworkHTML/HTMLFieldNames/addItem`` and ``FormworkHTML/HTMLFieldNames/removeItem``
  /// add or remove an item of a multivalued section, as the buttons a person pressed.
  ///
  /// **The moment messages show.** A submission (``FormworkHTML/BindingReport/isSubmission``) ends with
  /// ``Formwork/Form/validate(includeHidden:includeDisabled:quietly:)``, as a submit does: every
  /// row's and section's messages show on the page rendered next. An add or remove button is
  /// not a submit: the form is not validated, a row the request changed shows its messages as
  /// typing into it and leaving it would (``Formwork/BaseRow/messagesRevealed``), and every
  /// other row — an item just added, a required field left empty — shows none.
  ///
  /// Rows that a person could not change are not changed by a request: a disabled row keeps its
  /// value, and a hidden row keeps or clears it as ``Formwork/Form/hiddenValuePolicy`` says (a
  /// value sent for it is reported unless it is what the row submits as it stands). A
  /// row that another value of the same request shows or enables (a switch sent with the row it
  /// reveals) is bound once it is shown, as the browser's conditions script showed it.
  ///
  /// The whole request binds as one pass of the form (``Formwork/Form/performChanges(_:)``):
  /// each changed row's cell is refreshed once, each condition the request touches is
  /// evaluated once, and observers hear the events when binding ends, cause first.
  ///
  /// ```swift
  /// let form = signUpForm()
  /// let data = try FormData(urlEncoded: "name=Ada&age=12a&newsletter=on")
  /// let report = try form.bind(data)  // report.isClean == true; the form is validated
  /// let errors = form.validate()      // the same errors: age's message "Age must be a whole number"
  /// ```
  ///
  /// - Parameters:
  ///   - data: The submitted fields.
  ///   - options: The CSRF check and the names the server handles itself.
  /// - Returns: What was not bound as sent: unknown names, repeated names for rows that take one
  ///   value, unreadable fields, refused options, values for hidden or disabled rows.
  /// - Throws: ``FormworkHTML/FormRequestError/missingCSRFToken`` or
  ///   ``FormworkHTML/FormRequestError/invalidCSRFToken`` when `options` checks a CSRF token and
  ///   the request's is missing or refused; the form is unchanged then.
  /// - Complexity: O(*n* + *f*) in the rows and fields, times the number of passes that rows
  ///   shown or enabled by the request need (one more per level of such dependence).
  public func bind(_ data: FormData, options: BindingOptions = BindingOptions())
    throws(FormRequestError) -> BindingReport
  {
    if let check = options.csrfCheck {
      let tokens = data.values(for: HTMLFieldNames.csrfToken)
      guard let token = tokens.first else { throw .missingCSRFToken }
      guard tokens.count == 1, check(token) else { throw .invalidCSRFToken }
    }
    let report = RequestBinding(form: self, data: data, options: options).run()
    // A submit is the moment a person sees every message: validating reveals them all. An add
    // or remove button is not: only the rows the person changed show theirs.
    if report.isSubmission {
      validate()  // reveals every validated row's messages
    }
    return report
  }

  /// Reads a URL-encoded body and binds it, as `FormData(urlEncoded:limits:)` and
  /// ``bind(_:options:)`` do.
  ///
  /// - Throws: ``FormworkHTML/FormRequestError``: a body over its limits, or a missing or refused
  ///   CSRF token; the form is unchanged then.
  public func bind(
    urlEncoded body: some Collection<UInt8>, limits: FormDataLimits = .standard,
    options: BindingOptions = BindingOptions()
  ) throws(FormRequestError) -> BindingReport {
    try bind(FormData(urlEncoded: body, limits: limits), options: options)
  }
}
