import Formwork

/// The data of one form for the browser runtime (``FormworkScript``): its conditions and its
/// rules, with the messages the server would give, written as JSON for a
/// `<script type="application/json" id="fw.data">` element.
///
/// ```swift
/// let form = Form()
///   +++ Section()
///   <<< PasswordRow("password") {
///     $0.title = "Password"
///     $0.add(rule: RuleMinLength(minLength: 8))
///   }
/// let data = FormworkScriptData(form: form)
/// data.element()
/// // <script type="application/json" id="fw.data">{"conditions": …, "rules": …}</script>
/// data.rulesLeftToServer  // []: the browser runs every rule
/// ```
///
/// The JSON is plain ASCII: every text from the form is escaped so that nothing can end the
/// element (`<` is written `\u003C`, and so on). Numbers JSON cannot write (`NaN`, infinities)
/// are written `{"number": "NaN"}`, which the runtime reads back as the number.
public struct FormworkScriptData: Equatable, Sendable {
  /// The data, as JSON.
  public let json: String
  /// The conditions the runtime does not run, in form order; the server decides them.
  public let conditionsLeftToServer: [ServerSideCondition]
  /// The rules the runtime does not run, in form order; the server judges them.
  public let rulesLeftToServer: [ServerSideRule]
  /// How many conditions the runtime runs.
  public let conditionCount: Int
  /// How many rules the runtime runs.
  public let ruleCount: Int
  /// Whether the form shows a message now, so that the runtime focuses a summary.
  private let showsMessages: Bool

  /// Works out the data of `form`.
  ///
  /// - Parameters:
  ///   - form: The form, as it is rendered.
  ///   - elementIDs: The ids the page's elements have; worked out from `form` unless given.
  ///   - summaryTitle: The title of an error summary the runtime creates, or `nil` for the
  ///     form's catalogue's.
  /// - Complexity: O(*n* + *p* + *r*) in the rows and sections, the size of the predicates and
  ///   the rules.
  public init(form: Form, elementIDs: HTMLElementIDs? = nil, summaryTitle: String? = nil) {
    self.init(
      form: form, elementIDs: elementIDs, summaryTitle: summaryTitle,
      cache: RenderingCache())
  }

  /// Works out the data of `form`, reading each row's rule descriptions through
  /// `cache` (a renderer's, which has read them for the controls already).
  init(
    form: Form, elementIDs: HTMLElementIDs?, summaryTitle: String?,
    cache: RenderingCache
  ) {
    let ids = elementIDs ?? HTMLElementIDs(form: form)
    let conditions = ConditionsScriptBuilder(form: form, ids: ids, json: true)
    let rules = RulesScriptBuilder(form: form, ids: ids, cache: cache)
    conditionsLeftToServer = conditions.leftToServer
    rulesLeftToServer = rules.leftToServer
    conditionCount = conditions.conditions.count
    ruleCount = rules.ruleCount
    showsMessages = form.allRows.contains { !$0.visibleValidationErrors.isEmpty }
    var parts: [String] = []
    if conditionCount > 0 {
      parts.append(
        "\"conditions\": "
          + ConditionsScript.data(
            elements: conditions.orderedElements, conditions: conditions.conditions,
            clearsHiddenValues: form.hiddenValuePolicy == .clear))
    }
    if ruleCount > 0 || showsMessages {
      let title = summaryTitle ?? FormworkScriptData.summaryTitle(of: form)
      parts.append(
        "\"rules\": {\"summaryTitle\": \(JavaScriptLiteral.string(title)), \"rows\": ["
          + rules.rows.joined(separator: ", ") + "]}")
    }
    json = "{" + parts.joined(separator: ", ") + "}"
  }

  /// Whether the runtime has nothing to do on the page: no condition or rule it runs, and no
  /// message shown; a renderer then writes neither the data nor the runtime.
  public var isEmpty: Bool { conditionCount == 0 && ruleCount == 0 && !showsMessages }

  /// The data in its element, `<script type="application/json" id="fw.data">…</script>`.
  ///
  /// A data block is not run, so a policy needs no nonce or hash for it.
  ///
  /// - Returns: The element, on one line.
  public func element() -> String {
    "<script type=\"application/json\" id=\"\(FormworkScript.dataElementID)\">" + json
      + "</script>"
  }

  /// The title of the summary, in the form's language.
  private static func summaryTitle(of form: Form) -> String {
    form.messages.string(.htmlErrorSummaryTitle)
  }
}
