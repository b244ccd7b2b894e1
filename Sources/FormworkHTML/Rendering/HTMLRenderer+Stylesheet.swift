extension HTMLRenderer {
  /// A stylesheet for rendered forms, for a site without its own: the system's font, a label
  /// above each control, fields as wide as the form up to a readable measure, a visible focus
  /// ring, messages and invalid controls in an error colour, the error summary as a box at the
  /// top, a filled primary button, and dark colours when the person's system asks for them
  /// (`prefers-color-scheme: dark`).
  ///
  /// It styles only the renderer's `fw-` classes and the elements inside them, so it does not
  /// touch the rest of a page; it sets the form's own text and background colours, so that
  /// every pair of colours it uses keeps the contrast WCAG 2.1 AA asks for (4.5:1 for text, 3:1
  /// for borders and the focus ring; the ratios are listed in the sheet, and a test computes
  /// them). Its colours are custom properties on `.fw-form` (`--fw-error`, `--fw-accent`, …), so
  /// a site can change them in one place. Spacing and borders use logical properties
  /// (`margin-inline-start`), so a right-to-left form (`dir="rtl"`, which the renderer writes
  /// for Arabic) mirrors by itself; it reads well from a 320 px phone to a desktop.
  ///
  /// It keeps `[hidden]` elements hidden: a site's own CSS that sets `display` on rows or
  /// sections should do the same, or rows the conditions hide will show. It moves the default
  /// button (`fw-default`, the one Enter presses) out of sight while keeping it rendered; a
  /// site's own CSS should do the same — not with `display: none`, which makes some browsers
  /// press the next submit button on Enter.
  ///
  /// ```swift
  /// "<style>\n\(HTMLRenderer.stylesheet)</style>"
  /// ```
  public static let stylesheet = """
    /* Formwork's form stylesheet. Contrast (WCAG 2.1 AA: text 4.5:1, borders and focus 3:1):
       light: text 17.17, muted 7.22, error 6.54 (6.54 on the field, 5.88 on the summary),
              button text 6.39, accent 6.39, focus 6.39, border 4.49;
       dark:  text 14.40, muted 8.85, error 10.56 (9.02 on the summary),
              button text 9.76, accent 10.43, focus 10.43, border 5.63. */
    .fw-form {
      --fw-text: #1b1b1f;
      --fw-background: #ffffff;
      --fw-muted: #55575d;
      --fw-border: #767680;
      --fw-error: #b3261e;
      --fw-error-background: #fdf0ef;
      --fw-accent: #0b57d0;
      --fw-accent-text: #ffffff;
      --fw-focus: #0b57d0;
      color-scheme: light;
    }
    @media (prefers-color-scheme: dark) {
      .fw-form {
        --fw-text: #e6e6ea;
        --fw-background: #16171a;
        --fw-muted: #b4b6bd;
        --fw-border: #8e9099;
        --fw-error: #ffb4ab;
        --fw-error-background: #3a1d1b;
        --fw-accent: #a8c7fa;
        --fw-accent-text: #0b1d3a;
        --fw-focus: #a8c7fa;
        color-scheme: dark;
      }
    }
    .fw-form [hidden] { display: none !important; }
    .fw-form {
      box-sizing: border-box;
      max-inline-size: 40rem;
      padding: 1rem;
      color: var(--fw-text);
      background: var(--fw-background);
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
      font-size: 1rem;
      line-height: 1.5;
    }
    .fw-form *, .fw-form *::before, .fw-form *::after { box-sizing: border-box; }
    .fw-section { border: 1px solid var(--fw-border); border-radius: 0.5rem; margin: 0 0 1.25rem; padding: 0.5rem 1rem 1rem; min-inline-size: 0; }
    .fw-section > legend { font-weight: 600; padding-inline: 0.25rem; }
    .fw-row { margin-block-start: 1rem; }
    .fw-row > label, .fw-group > legend { display: block; font-weight: 500; margin-block-end: 0.25rem; }
    .fw-row--switch, .fw-row--check, .fw-row--option { display: flex; flex-wrap: wrap; align-items: center; column-gap: 0.5rem; }
    .fw-row--switch > label, .fw-row--check > label, .fw-row--option > label { display: inline; margin: 0; font-weight: 400; }
    .fw-row--switch > .fw-help, .fw-row--check > .fw-help, .fw-row--option > .fw-help,
    .fw-row--switch > .fw-messages, .fw-row--check > .fw-messages, .fw-row--option > .fw-messages { flex-basis: 100%; }
    .fw-form input, .fw-form select, .fw-form textarea, .fw-form button { font: inherit; color: inherit; }
    .fw-row input:not([type=checkbox]):not([type=radio]):not([type=range]), .fw-row select, .fw-row textarea {
      inline-size: 100%;
      max-inline-size: 100%;
      min-block-size: 2.75rem;
      padding: 0.5rem 0.625rem;
      border: 1px solid var(--fw-border);
      border-radius: 0.375rem;
      background: var(--fw-background);
    }
    .fw-row textarea { min-block-size: 6rem; resize: vertical; }
    .fw-row input[type=range] { inline-size: 100%; accent-color: var(--fw-accent); }
    .fw-row input[type=checkbox], .fw-row input[type=radio] { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; accent-color: var(--fw-accent); }
    .fw-row output { display: block; padding-block: 0.25rem; }
    .fw-row--list input + input, .fw-group select + select { margin-block-start: 0.5rem; }
    .fw-group { border: 0; margin: 0; padding: 0; min-inline-size: 0; }
    .fw-choice { display: inline-flex; align-items: center; gap: 0.375rem; margin-inline-end: 1.25rem; margin-block: 0.25rem; }
    .fw-required { color: var(--fw-error); margin-inline-start: 0.125rem; }
    .fw-heading { font-size: 1.125rem; margin: 1.25rem 0 0; }
    .fw-help, .fw-description { color: var(--fw-muted); font-size: 0.875rem; margin: 0.25rem 0 0; }
    .fw-messages { color: var(--fw-error); font-size: 0.875rem; font-weight: 600; list-style: none; margin: 0.25rem 0 0; padding: 0; }
    .fw-row--invalid input:not([type=checkbox]):not([type=radio]), .fw-row--invalid select, .fw-row--invalid textarea { border: 2px solid var(--fw-error); }
    .fw-section--invalid { border-color: var(--fw-error); }
    .fw-items { list-style: none; margin: 0; padding: 0; }
    .fw-form :focus-visible { outline: 3px solid var(--fw-focus); outline-offset: 2px; }
    .fw-form button { min-block-size: 2.75rem; padding: 0.5rem 1rem; border: 1px solid var(--fw-border); border-radius: 0.375rem; background: var(--fw-background); cursor: pointer; }
    .fw-form button:disabled { cursor: not-allowed; opacity: 0.6; }
    .fw-remove, .fw-add { margin-block-start: 0.5rem; }
    .fw-actions { margin-block-start: 1.5rem; }
    .fw-form .fw-submit { border-color: var(--fw-accent); background: var(--fw-accent); color: var(--fw-accent-text); font-weight: 600; }
    .fw-error-summary { border: 3px solid var(--fw-error); border-radius: 0.5rem; background: var(--fw-error-background); padding: 0.75rem 1rem; margin: 0 0 1.25rem; }
    .fw-error-summary__title { font-size: 1.125rem; margin: 0 0 0.5rem; }
    .fw-error-summary__list { margin: 0; padding-inline-start: 1.25rem; }
    .fw-error-summary__list a { color: var(--fw-error); font-weight: 600; text-decoration: underline; }
    .fw-form > .fw-default { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    @media (max-width: 30rem) {
      .fw-form { padding: 0.75rem; }
      .fw-section { padding: 0.25rem 0.75rem 0.75rem; }
      .fw-form .fw-submit { inline-size: 100%; }
    }

    """
}
