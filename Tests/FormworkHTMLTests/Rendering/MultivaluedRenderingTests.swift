import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Golden HTML of multivalued sections in every state")
struct MultivaluedRenderingTests {
  @Test("A full section's add button is disabled; a section without Delete has no remove buttons")
  func full() throws {
    let form =
      Form()
      +++ MultivaluedSection(multivaluedOptions: [.Insert], header: "Guests") {
        $0.tag = "guests"
        $0.maximumItems = 2
        $0 <<< NameRow { $0.value = "Ada" }
        $0 <<< NameRow { $0.value = "Grace" }
      }
    let html = HTMLRenderer().render(form)
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <form class="fw-form" method="post" accept-charset="UTF-8" novalidate>
          <button class="fw-default" type="submit" name="formwork.submit" tabindex="-1" aria-hidden="true">Submit</button>
          <fieldset class="fw-section fw-section--multivalued" id="fw-guests.section">
            <legend id="fw-guests.section.legend">Guests</legend>
            <ol class="fw-items">
              <li class="fw-row fw-row--field" id="fw.row.0">
                <input type="text" name="guests" id="fw.row.0.control" value="Ada" autocomplete="name" aria-label="Guests, item 1">
              </li>
              <li class="fw-row fw-row--field" id="fw.row.1">
                <input type="text" name="guests" id="fw.row.1.control" value="Grace" autocomplete="name" aria-label="Guests, item 2">
              </li>
            </ol>
            <div class="fw-row fw-row--add" id="fw.row.2">
              <button class="fw-add" type="submit" name="formwork.add" id="fw.row.2.control" value="guests" disabled>Add</button>
            </div>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
          </div>
        </form>
        """#)
  }

  @Test("An untagged section is shown but not submitted: no names, its buttons disabled")
  func untagged() throws {
    let form =
      Form()
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete]) {
        $0 <<< TextRow { $0.value = "one" }
      }
    let html = HTMLRenderer().render(form.allSections[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section fw-section--multivalued" id="fw.section.0">
          <ol class="fw-items">
            <li class="fw-row fw-row--field" id="fw.row.0">
              <input type="text" id="fw.row.0.control" value="one">
              <button class="fw-remove" type="submit" disabled>Remove</button>
            </li>
          </ol>
          <div class="fw-row fw-row--add" id="fw.row.1">
            <button class="fw-add" type="submit" id="fw.row.1.control" disabled>Add</button>
          </div>
        </fieldset>
        """#)
  }

  @Test(
    "A hidden item is rendered hidden, without a remove button; the others count the visible ones")
  func hiddenItem() throws {
    let form =
      Form()
      +++ Section() <<< SwitchRow("more") { $0.value = false }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Items") {
        $0.tag = "items"
        $0 <<< TextRow { $0.value = "first" }
        $0
          <<< TextRow {
            $0.value = "second"
            $0.hidden = "$more == false"
          }
        $0 <<< TextRow { $0.value = "third" }
      }
    let html = HTMLRenderer().render(form.allSections[1])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section fw-section--multivalued" id="fw-items.section">
          <legend id="fw-items.section.legend">Items</legend>
          <ol class="fw-items">
            <li class="fw-row fw-row--field" id="fw.row.1">
              <input type="text" name="items" id="fw.row.1.control" value="first" aria-label="Items, item 1">
              <button class="fw-remove" type="submit" name="formwork.remove" value="0:items">Remove</button>
            </li>
            <li class="fw-row fw-row--field" id="fw.row.2" hidden>
              <input type="text" name="items" id="fw.row.2.control" value="second" aria-labelledby="fw-items.section.legend">
            </li>
            <li class="fw-row fw-row--field" id="fw.row.3">
              <input type="text" name="items" id="fw.row.3.control" value="third" aria-label="Items, item 2">
              <button class="fw-remove" type="submit" name="formwork.remove" value="1:items">Remove</button>
            </li>
          </ol>
          <div class="fw-row fw-row--add" id="fw.row.4">
            <button class="fw-add" type="submit" name="formwork.add" id="fw.row.4.control" value="items">Add</button>
          </div>
        </fieldset>
        """#)
  }

  @Test("In a read-only form every control and button is disabled")
  func readOnlyForm() throws {
    let form = RenderedForms.sectionKinds()
    form.disabled = true
    let html = HTMLRenderer().render(form.allSections[3])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section fw-section--multivalued" id="fw-phones.section">
          <legend id="fw-phones.section.legend">Phones</legend>
          <ol class="fw-items">
            <li class="fw-row fw-row--field fw-row--disabled" id="fw.row.5">
              <input type="tel" name="phones" id="fw.row.5.control" value="555-0100" autocomplete="tel" disabled aria-label="Phones, item 1">
              <button class="fw-remove" type="submit" name="formwork.remove" value="0:phones" disabled>Remove</button>
            </li>
            <li class="fw-row fw-row--field fw-row--disabled" id="fw.row.6">
              <input type="tel" name="phones" id="fw.row.6.control" value="555-0199" autocomplete="tel" disabled aria-label="Phones, item 2">
              <button class="fw-remove" type="submit" name="formwork.remove" value="1:phones" disabled>Remove</button>
            </li>
          </ol>
          <div class="fw-row fw-row--add fw-row--disabled" id="fw.row.7">
            <button class="fw-add" type="submit" name="formwork.add" id="fw.row.7.control" value="phones" disabled>Add a phone</button>
          </div>
        </fieldset>
        """#)
  }
}
