import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Golden HTML of a form with errors, help, disabled and hidden rows")
struct FormStateRenderingTests {
  @Test("Messages with aria, help, required marker, disabled row, hidden row and section")
  func signUp() throws {
    let form = try RenderedForms.signUp()
    // The runtime's data and script, written by default, end the form; they have tests of
    // their own.
    let data = FormworkScriptData(form: form)
    #expect(!data.isEmpty)
    let script =
      "  " + data.element() + "\n  <script src=\"" + FormworkScript.path + "\" defer></script>\n"
    let rendered = HTMLRenderer().render(form)
    #expect(rendered.contains(script))
    let html = rendered.replacingOccurrences(of: script, with: "")
    #expect(HTMLStructure.problems(in: rendered) == [])
    #expect(
      html == #"""
        <form class="fw-form" method="post" accept-charset="UTF-8" novalidate>
          <div class="fw-error-summary" id="fw.error-summary" role="alert" tabindex="-1" aria-labelledby="fw.error-summary.title">
            <h2 class="fw-error-summary__title" id="fw.error-summary.title">Please check the following</h2>
            <ul class="fw-error-summary__list">
              <li><a href="#fw-name">Name can't be empty</a></li>
              <li><a href="#fw-email">Enter an e-mail address such as ada@example.com</a></li>
              <li><a href="#fw-age">Age must be a whole number</a></li>
            </ul>
          </div>
          <fieldset class="fw-section" id="fw-account.section" aria-describedby="fw-account.section.description">
            <legend id="fw-account.section.legend">Account</legend>
            <div class="fw-row fw-row--field fw-row--required fw-row--invalid" id="fw-name.row">
              <label for="fw-name">Name<span class="fw-required" aria-hidden="true">*</span></label>
              <input type="text" name="name" id="fw-name" autocomplete="name" placeholder="Ada Lovelace" required aria-invalid="true" aria-describedby="fw-name.help fw-name.messages">
              <p class="fw-help" id="fw-name.help">As on your passport.</p>
              <ul class="fw-messages" id="fw-name.messages">
                <li>Name can't be empty</li>
              </ul>
            </div>
            <div class="fw-row fw-row--field fw-row--invalid" id="fw-email.row">
              <label for="fw-email">E-mail</label>
              <input type="email" name="email" id="fw-email" value="ada@" autocomplete="email" aria-invalid="true" aria-describedby="fw-email.messages">
              <ul class="fw-messages" id="fw-email.messages">
                <li>Enter an e-mail address such as ada@example.com</li>
              </ul>
            </div>
            <div class="fw-row fw-row--field fw-row--invalid" id="fw-age.row">
              <label for="fw-age">Age</label>
              <input type="text" name="age" id="fw-age" value="12a" inputmode="numeric" aria-invalid="true" aria-describedby="fw-age.help fw-age.messages">
              <p class="fw-help" id="fw-age.help">In whole years.</p>
              <ul class="fw-messages" id="fw-age.messages">
                <li>Age must be a whole number</li>
              </ul>
            </div>
            <div class="fw-row fw-row--field fw-row--disabled" id="fw-referrer.row">
              <label for="fw-referrer">Referrer</label>
              <input type="text" name="referrer" id="fw-referrer" value="a friend" disabled>
            </div>
            <div class="fw-row fw-row--switch" id="fw-news.row">
              <input type="checkbox" role="switch" name="news" id="fw-news" value="on">
              <label for="fw-news">Newsletter</label>
            </div>
            <div class="fw-row fw-row--field" id="fw-topics.row" hidden>
              <label for="fw-topics">Topics</label>
              <input type="text" name="topics" id="fw-topics">
            </div>
            <p class="fw-description" id="fw-account.section.description">We never share your e-mail.</p>
          </fieldset>
          <fieldset class="fw-section" id="fw-delivery.section" hidden>
            <legend id="fw-delivery.section.legend">Delivery</legend>
            <div class="fw-row fw-row--check" id="fw-daily.row">
              <input type="checkbox" name="daily" id="fw-daily" value="on">
              <label for="fw-daily">Daily</label>
              <input type="hidden" name="formwork.shown" value="daily">
            </div>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
          </div>
        </form>
        """#)
  }
}
