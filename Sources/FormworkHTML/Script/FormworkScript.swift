/// The browser runtime of FormworkHTML, one fixed script for every form, served once and cached:
/// it runs the form's conditions (as ``ConditionsScript`` does) and its built-in rules with the
/// server's own messages, and keeps the error summary.
///
/// The runtime never changes with the form: a page carries what it needs as data, in a
/// `<script type="application/json" id="fw.data">` element (``FormworkScriptData``), which the
/// runtime reads with `JSON.parse`. It has no `eval` and no `Function`, and it is plain ASCII.
///
/// A server mounts it at ``path`` and answers with ``source`` and these headers; the path holds
/// the first 16 hex digits of the runtime's SHA-256, so a new version of Formwork gets a new
/// path and the old one may be cached for a year:
///
/// ```swift
/// router.get(FormworkScript.path) { _, _ in
///   Response(
///     status: .ok,
///     headers: [
///       .contentType: FormworkScript.contentType,
///       .cacheControl: FormworkScript.cacheControl,
///       .eTag: FormworkScript.etag,
///     ],
///     body: .init(byteBuffer: ByteBuffer(string: FormworkScript.source)))
/// }
/// ```
///
/// ``HTMLRenderer`` loads it from ``path`` unless ``HTMLRenderer/runtimePlacement`` says
/// otherwise.
///
/// What the runtime does, in order: it finds `fw.data` and its `<form>`; it runs the conditions
/// of the data's `conditions` part as the person types and chooses; it judges a row by the rules
/// of the data's `rules` part when the person changed it and left it (the `change` event, never
/// while typing), writing or removing the row's messages with the renderer's markup
/// (`<ul class="fw-messages">`, `aria-invalid`, `aria-describedby`); on a submit by the form's
/// submit button it judges every visible row, and when a row shows a message it stops the submit
/// and builds, fills and focuses the error summary (`<div class="fw-error-summary"
/// id="fw.error-summary">`), one link per message to its control. A page that comes with a
/// summary rendered by the server has it focused. The server stays the authority: it judges
/// every submission again.
public enum FormworkScript {
  /// The runtime, plain ASCII.
  public static let source: String = """
    (function () {
      "use strict";
      var node = document.getElementById("\(dataElementID)");
      if (!node) return;
      var form = node.parentNode;
      while (form && form.tagName !== "FORM") form = form.parentNode;
      var page = JSON.parse(node.textContent, function (key, value) {
        if (value !== null && typeof value === "object" && !Array.isArray(value) &&
          Object.prototype.hasOwnProperty.call(value, "number")) return Number(value.number);
        return value;
      });
      if (page.conditions) (function (data) {
    \(ConditionsScript.runtime)  })(page.conditions);
      if (form && page.rules) (function (data) {
    \(rulesRuntime)  })(page.rules);
    })();

    """

  /// The path a server answers the runtime at: `/formwork/formwork-` and the first 16 hex
  /// digits of the SHA-256 of ``source``, then `.js`.
  public static let path = "/formwork/formwork-" + String(digest.prefix(16)) + ".js"

  /// The `Content-Type` of the runtime: `text/javascript; charset=utf-8`.
  public static let contentType = "text/javascript; charset=utf-8"

  /// The `Cache-Control` of the runtime: `public, max-age=31536000, immutable`; its path
  /// changes whenever it does.
  public static let cacheControl = "public, max-age=31536000, immutable"

  /// The `ETag` of the runtime: the hex SHA-256 of ``source`` in double quotes.
  public static let etag = "\"" + digest + "\""

  /// The `'sha256-…'` source of ``source``, which a `Content-Security-Policy` names to run the
  /// runtime written inline.
  ///
  /// Give it to ``SecurityHeaders/page(scriptHashes:styleHashes:)`` when
  /// ``HTMLRenderer/runtimePlacement`` is ``FormworkScriptPlacement/inline``.
  public static let hashSource = SecurityHeaders.hashSource(of: source)

  /// The id of the element that holds a page's data (`fw.data`).
  public static let dataElementID = "fw.data"

  /// The hex SHA-256 of ``source``.
  private static let digest = SHA256.hex(of: source)
}
