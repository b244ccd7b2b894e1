/// Where ``HTMLRenderer`` puts the browser runtime (``FormworkScript``) of a form that needs it.
///
/// The page's data (``FormworkScriptData``) is always written inline, in a
/// `<script type="application/json" id="fw.data">` element at the end of the `<form>`; the
/// runtime follows it.
public enum FormworkScriptPlacement: Equatable, Sendable {
  /// `<script src="…" defer></script>`: the runtime served once by the server at `path`
  /// (``FormworkScript/path`` unless the server mounts it elsewhere) and cached by the browser.
  /// What servers use.
  case external(path: String)
  /// `<script>…</script>` holding ``FormworkScript/source``, for a page served without a route
  /// for the runtime; a policy runs it by nonce (``HTMLRenderer/scriptNonce``) or by hash
  /// (``FormworkScript/hashSource``).
  case inline
  /// No runtime and no data: a page without JavaScript (the server still applies every
  /// condition and rule when the form comes back).
  case none

  /// The runtime from ``FormworkScript/path``.
  public static var external: FormworkScriptPlacement { .external(path: FormworkScript.path) }
}
