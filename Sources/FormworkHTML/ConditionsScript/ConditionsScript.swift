import Formwork

/// A small JavaScript program that runs a form's conditions in the browser: it shows and hides
/// rows and sections, and enables and disables rows, as the person types and chooses, without a
/// round trip.
///
/// It is generated from the form's parsed predicates (``Formwork/FormPredicate``), written as
/// data: no predicate string reaches the browser, and the program uses no `eval` and no
/// `Function`. It finds elements by the ids of the wire format (``HTMLElementIDs``), reads the
/// controls inside each row's wrapper, and sets the `hidden` property of row wrappers and
/// section `<fieldset>`s and the `disabled` property of the controls inside a row's wrapper.
///
/// ```swift
/// let form = Form()
///   +++ Section()
///   <<< SwitchRow("more") { $0.title = "More options" }
///   <<< TextRow("extra") {
///     $0.title = "Extra"
///     $0.hidden = "$more != YES"
///   }
/// let script = ConditionsScript(form: form)
/// script.element()        // "<script>\n(function () {…})();\n</script>\n"
/// script.leftToServer     // []: every condition runs in the browser
/// ```
///
/// The server stays the authority: the rendered state is the form's, the script changes it only
/// when a control changes, and on submit the form evaluates every condition again (hidden rows
/// follow its ``Formwork/Form/hiddenValuePolicy``; under ``Formwork/HiddenValuePolicy/clear``
/// the script empties the controls of the rows it hides, as the form will clear their values).
///
/// Conditions the browser cannot run are listed in ``leftToServer`` with their reasons: Swift
/// closures, predicates reading a value the script cannot read from its control as the form
/// reads it (dates, images, pickers of several wheels, custom rows), `MATCHES`, whole numbers
/// beyond 2^53. Their rows and sections keep their rendered state until the next response.
public struct ConditionsScript: Equatable, Sendable {
  /// The program, to place after the form in a `<script>` element.
  ///
  /// ``element(nonce:)`` writes the element. The program is plain ASCII, and every text from the
  /// form in it is escaped so that it cannot end the element.
  public let source: String
  /// The conditions the script does not run, in form order; the server decides them.
  public let leftToServer: [ServerSideCondition]
  /// How many conditions the script runs.
  public let conditionCount: Int

  /// Generates the script of `form`'s conditions.
  ///
  /// - Parameters:
  ///   - form: The form, as it is rendered: the script starts from each row's and section's
  ///     current hidden and disabled state and value.
  ///   - elementIDs: The ids the page's elements have; worked out from `form` unless given
  ///     (pass the renderer's to work them out once).
  /// - Complexity: O(*n* + *p*) in the rows and sections and the size of the predicates.
  public init(form: Form, elementIDs: HTMLElementIDs? = nil) {
    let builder = ConditionsScriptBuilder(form: form, ids: elementIDs ?? HTMLElementIDs(form: form))
    leftToServer = builder.leftToServer
    conditionCount = builder.conditions.count
    source = Self.program(
      elements: builder.orderedElements, conditions: builder.conditions,
      clearsHiddenValues: form.hiddenValuePolicy == .clear)
  }

  /// Whether the script has nothing to do: the form has no condition the browser can run, and
  /// a renderer may leave it out.
  public var isEmpty: Bool { conditionCount == 0 }

  /// The program of `form`'s conditions, or `nil` when the browser has none to run: the shape
  /// of a renderer's script provider.
  ///
  /// - Parameter form: The form, as it is rendered.
  /// - Returns: ``source``, or `nil` when the script ``isEmpty``.
  public static func source(for form: Form) -> String? {
    let script = ConditionsScript(form: form)
    return script.isEmpty ? nil : script.source
  }

  /// The script in a `<script>` element, followed by a line break.
  ///
  /// - Parameter nonce: The nonce of the page's Content Security Policy, if it has one; written
  ///   as the `nonce` attribute, escaped for an attribute value.
  /// - Returns: `<script>`, a line break, ``source`` and `</script>`.
  public func element(nonce: String? = nil) -> String {
    var open = "<script"
    if let nonce { open += " nonce=\"" + HTMLEscaping.attribute(nonce) + "\"" }
    return open + ">\n" + source + "</script>\n"
  }

  /// The whole program: the data, then the ``runtime``, in a function run at once.
  private static func program(
    elements: [ConditionsScriptBuilder.Element], conditions: [String], clearsHiddenValues: Bool
  ) -> String {
    "(function () {\n  \"use strict\";\n  var data = "
      + data(
        elements: elements, conditions: conditions, clearsHiddenValues: clearsHiddenValues)
      + ";\n" + runtime + "})();\n"
  }

  /// The data object, as JSON (given literals written for JSON) and as the program writes it:
  /// one field per line, indented for the program.
  static func data(
    elements: [ConditionsScriptBuilder.Element], conditions: [String], clearsHiddenValues: Bool
  ) -> String {
    var lines = [
      "{",
      "    \"clearsHiddenValues\": \(clearsHiddenValues),",
    ]
    lines += list("elements", elements.map(line(of:)), last: false)
    lines += list("conditions", conditions, last: true)
    lines.append("  }")
    return lines.joined(separator: "\n")
  }

  /// A field of `data` holding an array, one item per line.
  private static func list(_ name: String, _ items: [String], last: Bool) -> [String] {
    let end = last ? "]" : "],"
    guard !items.isEmpty else { return ["    \"\(name)\": [\(end)"] }
    let body = items.enumerated().map { index, item in
      "      " + item + (index == items.count - 1 ? "" : ",")
    }
    return ["    \"\(name)\": ["] + body + ["    " + end]
  }

  /// An element as one line of `data.elements`.
  private static func line(of element: ConditionsScriptBuilder.Element) -> String {
    var fields = [
      "\"id\": " + JavaScriptLiteral.string(element.id),
      "\"row\": \(element.isRow)",
      "\"hidden\": \(element.isHidden)",
    ]
    if element.isRow { fields.append("\"disabled\": \(element.isDisabled)") }
    if let read = element.read {
      fields.append("\"read\": " + read.reader)
      fields.append("\"value\": " + read.value)
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
