extension HTMLRenderer {
  /// A minimal stylesheet for rendered forms, for a site without its own: sections as boxes,
  /// a label above each control, help and messages in smaller text, messages and invalid
  /// controls in red, options and checkboxes on the line of their label.
  ///
  /// It styles only the renderer's `fw-` classes and the elements inside them, so it does not
  /// touch the rest of a page. It keeps `[hidden]` elements hidden: a site's own CSS that sets
  /// `display` on rows or sections should do the same, or rows the conditions hide will show.
  /// It moves the default button (`fw-default`, the one Enter presses) out of sight while
  /// keeping it rendered; a site's own CSS should do the same — not with `display: none`,
  /// which makes some browsers press the next submit button on Enter.
  ///
  /// ```swift
  /// "<style>\n\(HTMLRenderer.stylesheet)</style>"
  /// ```
  public static let stylesheet = """
    .fw-form [hidden] { display: none !important; }
    .fw-form { max-width: 40rem; font: inherit; }
    .fw-section { border: 1px solid #c8c8c8; border-radius: 0.375rem; margin: 0 0 1rem; padding: 0.5rem 1rem 1rem; }
    .fw-section > legend { font-weight: bold; padding: 0 0.25rem; }
    .fw-row { margin: 0.75rem 0 0; }
    .fw-row > label, .fw-group > legend { display: block; margin-bottom: 0.25rem; }
    .fw-row--switch > label, .fw-row--check > label, .fw-row--option > label { display: inline; margin-left: 0.375rem; }
    .fw-row input:not([type=checkbox]):not([type=radio]), .fw-row select, .fw-row textarea, .fw-row output { box-sizing: border-box; max-width: 100%; }
    .fw-row--field input, .fw-row--date input, .fw-row--image input, .fw-row--list input, .fw-row select, .fw-row textarea { width: 100%; padding: 0.375rem; font: inherit; }
    .fw-row--list input + input { margin-top: 0.25rem; }
    .fw-group { border: 0; margin: 0; padding: 0; }
    .fw-choice { display: inline-block; margin-right: 1rem; }
    .fw-required { color: #b00020; margin-left: 0.125rem; }
    .fw-heading { font-size: 1rem; margin: 1rem 0 0; }
    .fw-help, .fw-description { color: #555; font-size: 0.875rem; margin: 0.25rem 0 0; }
    .fw-messages { color: #b00020; font-size: 0.875rem; list-style: none; margin: 0.25rem 0 0; padding: 0; }
    .fw-row--invalid input, .fw-row--invalid select, .fw-row--invalid textarea { border-color: #b00020; }
    .fw-items { list-style: none; margin: 0; padding: 0; }
    .fw-remove, .fw-add { margin-top: 0.25rem; }
    .fw-actions { margin-top: 1rem; }
    .fw-form > .fw-default { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

    """
}
