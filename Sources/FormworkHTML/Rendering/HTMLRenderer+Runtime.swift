import Formwork

/// Writing the browser runtime's data and script at the end of a form.
extension HTMLRenderer {
  /// The data of `form` and the runtime's `<script>` element, as ``runtimePlacement`` says;
  /// nothing when the runtime would have nothing to do.
  func writeRuntime(
    of form: Form, ids: HTMLElementIDs, cache: RenderingCache,
    to out: inout HTMLLines
  ) {
    if runtimePlacement == .none { return }
    let data = FormworkScriptData(
      form: form, elementIDs: ids, summaryTitle: nil, cache: cache)
    guard !data.isEmpty else { return }
    out.raw(data.element())
    var attributes: HTMLAttributes = [:]
    switch runtimePlacement {
    case .none:
      return
    case .external(let path):
      attributes.add("src", path)
      attributes.flag("defer", true)
      attributes.add("nonce", scriptNonce)
      out.element("script", attributes, markup: "")
    case .inline:
      attributes.add("nonce", scriptNonce)
      out.element("script", attributes, markup: FormworkScript.source)
    }
  }
}
