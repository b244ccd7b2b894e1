import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Golden HTML of the form element and its settings")
struct FormOptionsRenderingTests {
  @Test("Action, method, CSRF token, submit title and browser validation")
  func settings() throws {
    let form = Form() +++ Section() <<< TextRow("q") { $0.title = "Search" }
    var renderer = HTMLRenderer(
      action: "/search?a=1&b=2", method: .get, csrfToken: "t0k\"en", submitTitle: "Find")
    renderer.validatesInBrowser = true
    let html = renderer.render(form)
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <form class="fw-form" action="/search?a=1&amp;b=2" method="get" accept-charset="UTF-8">
          <input type="hidden" name="formwork.csrf" value="t0k&quot;en">
          <fieldset class="fw-section" id="fw.section.0">
            <div class="fw-row fw-row--field" id="fw-q.row">
              <label for="fw-q">Search</label>
              <input type="text" name="q" id="fw-q">
            </div>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">Find</button>
          </div>
        </form>
        """#)
  }

  @Test("The script provider's script ends the form, with </script written so it cannot close it")
  func script() throws {
    let form = Form() +++ Section() <<< TextRow("q") { $0.title = "Search" }
    var renderer = HTMLRenderer()
    renderer.scriptProvider = { form in
      "const tags = [\"\(form.allRows.count)\", \"</SCRIPT>\"];\n  // </script"
    }
    let html = renderer.render(form)
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <form class="fw-form" method="post" accept-charset="UTF-8" novalidate>
          <fieldset class="fw-section" id="fw.section.0">
            <div class="fw-row fw-row--field" id="fw-q.row">
              <label for="fw-q">Search</label>
              <input type="text" name="q" id="fw-q">
            </div>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
          </div>
          <script>
        const tags = ["1", "<\/SCRIPT>"];
          // <\/script
          </script>
        </form>
        """#)
  }

  @Test(
    "By default the runtime's data and script end the form; none: no script; nothing to do: none")
  func runtimeByDefault() throws {
    let form =
      Form() +++ Section()
      <<< SwitchRow("more") { $0.title = "More" }
      <<< TextRow("detail") {
        $0.title = "Detail"
        $0.hidden = "$more != true"
      }
    let data = FormworkScriptData(form: form)
    #expect(data.conditionCount == 1)
    let html = HTMLRenderer().render(form)
    #expect(
      html.hasSuffix(
        "  " + data.element() + "\n  <script src=\"" + FormworkScript.path
          + "\" defer></script>\n</form>"))
    #expect(html.components(separatedBy: "<script").count == 3)
    var renderer = HTMLRenderer()
    renderer.runtimePlacement = .none
    #expect(!renderer.render(form).contains("<script"))
    renderer.runtimePlacement = .inline
    #expect(
      renderer.render(form).hasSuffix(
        "  " + data.element() + "\n  <script>" + FormworkScript.source + "</script>\n</form>"))
    renderer.runtimePlacement = .external(path: "/assets/fw.js")
    #expect(renderer.render(form).contains("  <script src=\"/assets/fw.js\" defer></script>\n"))
    let plain = Form() +++ Section() <<< TextRow("q") { $0.title = "Search" }
    #expect(FormworkScriptData(form: plain).isEmpty)
    #expect(!HTMLRenderer().render(plain).contains("<script"))
  }

  @Test("The conditions script of before is still one setting away")
  func conditionsScriptAsBefore() throws {
    let form =
      Form() +++ Section()
      <<< SwitchRow("more") { $0.title = "More" }
      <<< TextRow("detail") { $0.hidden = "$more != true" }
    let source = try #require(ConditionsScript.source(for: form))
    var renderer = HTMLRenderer()
    renderer.runtimePlacement = .none
    renderer.scriptProvider = { ConditionsScript.source(for: $0) }
    let html = renderer.render(form)
    #expect(html.hasSuffix("  <script>\n" + source + "\n  </script>\n</form>"))
    #expect(html.components(separatedBy: "<script>").count == 2)
  }
}
