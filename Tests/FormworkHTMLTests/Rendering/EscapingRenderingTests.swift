import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Golden HTML of text that would break markup, in every place")
struct EscapingRenderingTests {
  @Test(
    "Headers, footers, tags, titles, placeholders, values, options, help, messages and settings")
  func everyPlace() throws {
    let form = RenderedForms.hostileForm()
    let html = RenderedForms.hostileRenderer.render(form)
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <form class="fw-form" action="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" method="post" accept-charset="UTF-8" novalidate>
          <div class="fw-error-summary" id="fw.error-summary" role="alert" tabindex="-1" aria-labelledby="fw.error-summary.title">
            <h2 class="fw-error-summary__title" id="fw.error-summary.title">Please check the following</h2>
            <ul class="fw-error-summary__list">
              <li><a href="#fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27.">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</a></li>
              <li><a href="#fw-check">Choose at least 1 option in &lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</a></li>
            </ul>
          </div>
          <input type="hidden" name="formwork.csrf" value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;">
          <button class="fw-default" type="submit" name="formwork.submit" tabindex="-1" aria-hidden="true">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</button>
          <fieldset class="fw-section" id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..section" aria-describedby="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..section.description">
            <legend id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..section.legend">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</legend>
            <div class="fw-row fw-row--field fw-row--invalid" id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..row">
              <label for="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27.">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</label>
              <input type="text" name="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27." value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" placeholder="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" aria-invalid="true" aria-describedby="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..help fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..messages">
              <p class="fw-help" id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..help">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</p>
              <ul class="fw-messages" id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..messages">
                <li>&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</li>
              </ul>
            </div>
            <div class="fw-row fw-row--textarea" id="fw-area.row">
              <label for="fw-area">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</label>
              <textarea name="area" id="fw-area">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</textarea>
            </div>
            <div class="fw-row fw-row--label" id="fw-label.row">
              <label for="fw-label">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</label>
              <output id="fw-label">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</output>
            </div>
            <div class="fw-row fw-row--select" id="fw-option.row">
              <label for="fw-option">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</label>
              <select name="option" id="fw-option">
                <option value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" selected>&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</option>
              </select>
            </div>
            <div class="fw-row fw-row--select" id="fw-empty.row">
              <label for="fw-empty">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</label>
              <select name="empty" id="fw-empty">
                <option value="">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</option>
                <option value="a">a</option>
              </select>
            </div>
            <div class="fw-row fw-row--segmented" id="fw-segment.row">
              <fieldset class="fw-group" id="fw-segment" role="radiogroup">
                <legend id="fw-segment.legend">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</legend>
                <label class="fw-choice"><input type="radio" id="fw-segment.option.0" name="segment" value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</label>
              </fieldset>
            </div>
            <div class="fw-row fw-row--select" id="fw-leftRight.row">
              <fieldset class="fw-group" id="fw-leftRight">
                <legend id="fw-leftRight.legend">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</legend>
                <select name="leftRight" aria-labelledby="fw-leftRight.legend">
                  <option value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" selected>&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</option>
                </select>
                <select name="leftRight" aria-labelledby="fw-leftRight.legend">
                  <optgroup label="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;">
                    <option value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" selected>&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</option>
                  </optgroup>
                </select>
              </fieldset>
            </div>
            <div class="fw-row fw-row--picker" id="fw-double.row">
              <fieldset class="fw-group" id="fw-double">
                <legend id="fw-double.legend">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</legend>
                <select name="double" aria-labelledby="fw-double.legend">
                  <option value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" selected>&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</option>
                </select>
                <select name="double" aria-labelledby="fw-double.legend">
                  <option value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" selected>&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</option>
                </select>
              </fieldset>
            </div>
            <div class="fw-row fw-row--list" id="fw-list.row">
              <fieldset class="fw-group" id="fw-list">
                <legend id="fw-list.legend">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</legend>
                <input type="text" name="list" value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" aria-labelledby="fw-list.legend">
                <input type="text" name="list" aria-labelledby="fw-list.legend">
              </fieldset>
            </div>
            <div class="fw-row fw-row--button" id="fw-button.row">
              <button type="button" id="fw-button">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</button>
            </div>
            <div class="fw-row fw-row--title" id="fw.row.10">
              <h3 class="fw-heading">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</h3>
            </div>
            <p class="fw-description" id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27..section.description">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</p>
          </fieldset>
          <fieldset class="fw-section fw-section--multivalued" id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27.items.section">
            <legend id="fw-.3c.script.3e.alert.28..22.x.26.y.22..29..3c..2f.script.3e..27.items.section.legend">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</legend>
            <ol class="fw-items">
              <li class="fw-row fw-row--field" id="fw.row.11">
                <input type="text" name="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;items" id="fw.row.11.control" value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;" aria-label="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;, item 1">
                <button class="fw-remove" type="submit" name="formwork.remove" value="0:&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;items">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</button>
              </li>
            </ol>
            <div class="fw-row fw-row--add" id="fw.row.12">
              <button class="fw-add" type="submit" name="formwork.add" id="fw.row.12.control" value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;items">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</button>
            </div>
          </fieldset>
          <fieldset class="fw-section fw-section--selectable fw-section--invalid" id="fw-pick.section" role="group" aria-invalid="true" aria-describedby="fw-pick.section.description fw-pick.messages">
            <legend id="fw-pick.section.legend">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</legend>
            <div class="fw-row fw-row--option" id="fw-check.row">
              <input type="checkbox" name="pick" id="fw-check" value="&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;&#39;">
              <label for="fw-check">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</label>
            </div>
            <ul class="fw-messages" id="fw-pick.messages">
              <li>Choose at least 1 option in &lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</li>
            </ul>
            <p class="fw-description" id="fw-pick.section.description">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</p>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">&lt;script&gt;alert("x&amp;y")&lt;/script&gt;'</button>
          </div>
        </form>
        """#)
  }
}
