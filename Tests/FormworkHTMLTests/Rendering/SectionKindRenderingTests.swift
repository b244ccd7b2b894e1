import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Golden HTML of every section kind")
struct SectionKindRenderingTests {
  @Test("Plain, selectable (one and several) and multivalued (add button and last row) sections")
  func everyKind() throws {
    let form = RenderedForms.sectionKinds()
    form.validate()
    let html = HTMLRenderer().render(form)
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <form class="fw-form" method="post" accept-charset="UTF-8" novalidate>
          <div class="fw-error-summary" id="fw.error-summary" role="alert" tabindex="-1" aria-labelledby="fw.error-summary.title">
            <h2 class="fw-error-summary__title" id="fw.error-summary.title">Please check the following</h2>
            <ul class="fw-error-summary__list">
              <li><a href="#fw-mon">Choose at least 2 options in Days</a></li>
            </ul>
          </div>
          <button class="fw-default" type="submit" name="formwork.submit" tabindex="-1" aria-hidden="true">Submit</button>
          <fieldset class="fw-section" id="fw.section.0" aria-describedby="fw.section.0.description">
            <legend id="fw.section.0.legend">Plain</legend>
            <div class="fw-row fw-row--field" id="fw-note.row">
              <label for="fw-note">Note</label>
              <input type="text" name="note" id="fw-note">
            </div>
            <p class="fw-description" id="fw.section.0.description">A footer.</p>
          </fieldset>
          <fieldset class="fw-section fw-section--selectable" id="fw-size.section" role="radiogroup">
            <legend id="fw-size.section.legend">Size</legend>
            <div class="fw-row fw-row--option" id="fw-small.row">
              <input type="radio" name="size" id="fw-small" value="s">
              <label for="fw-small">Small</label>
            </div>
            <div class="fw-row fw-row--option" id="fw-large.row">
              <input type="radio" name="size" id="fw-large" value="l" checked>
              <label for="fw-large">Large</label>
            </div>
          </fieldset>
          <fieldset class="fw-section fw-section--selectable fw-section--invalid" id="fw-days.section" role="group" aria-invalid="true" aria-describedby="fw-days.messages">
            <legend id="fw-days.section.legend">Days</legend>
            <div class="fw-row fw-row--option" id="fw-mon.row">
              <input type="checkbox" name="days" id="fw-mon" value="1" checked>
              <label for="fw-mon">Monday</label>
            </div>
            <div class="fw-row fw-row--option" id="fw-tue.row">
              <input type="checkbox" name="days" id="fw-tue" value="2">
              <label for="fw-tue">Tuesday</label>
            </div>
            <ul class="fw-messages" id="fw-days.messages">
              <li>Choose at least 2 options in Days</li>
            </ul>
          </fieldset>
          <fieldset class="fw-section fw-section--multivalued" id="fw-phones.section">
            <legend id="fw-phones.section.legend">Phones</legend>
            <ol class="fw-items">
              <li class="fw-row fw-row--field" id="fw.row.5">
                <input type="tel" name="phones" id="fw.row.5.control" value="555-0100" autocomplete="tel" aria-label="Phones, item 1">
                <button class="fw-remove" type="submit" name="formwork.remove" value="0:phones">Remove</button>
              </li>
              <li class="fw-row fw-row--field" id="fw.row.6">
                <input type="tel" name="phones" id="fw.row.6.control" value="555-0199" autocomplete="tel" aria-label="Phones, item 2">
                <button class="fw-remove" type="submit" name="formwork.remove" value="1:phones">Remove</button>
              </li>
            </ol>
            <div class="fw-row fw-row--add" id="fw.row.7">
              <button class="fw-add" type="submit" name="formwork.add" id="fw.row.7.control" value="phones">Add a phone</button>
            </div>
          </fieldset>
          <fieldset class="fw-section fw-section--multivalued" id="fw-emails.section">
            <legend id="fw-emails.section.legend">E-mails</legend>
            <ol class="fw-items">
              <li class="fw-row fw-row--field" id="fw.row.8">
                <input type="email" name="emails" id="fw.row.8.control" value="ada@example.com" autocomplete="email" aria-label="E-mails, item 1">
                <button class="fw-remove" type="submit" name="formwork.remove" value="0:emails">Remove</button>
              </li>
              <li class="fw-row fw-row--field" id="fw.row.9">
                <input type="email" name="emails" id="fw.row.9.control" autocomplete="email" placeholder="New e-mail" aria-labelledby="fw-emails.section.legend">
              </li>
            </ol>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
          </div>
        </form>
        """#)
  }
}
