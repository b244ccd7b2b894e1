import Formwork
import FormworkHTML
import FormworkTestSupport
import Foundation
import Testing

@Suite("Golden HTML of custom cells that draw a built-in control")
struct DrawnControlRenderingTests {
  @Test(
    "A cell's control is enough to render a segmented row, a picker, a selector and a date picker")
  func drawnControls() throws {
    let day = RowCatalogForm.monday
    let controls: [CellControl] = [
      .segmented(options: ["S", "M"], selectedIndex: 1),
      .picker(
        PickerControl(components: [PickerComponent(options: ["A"], selectedIndex: nil, text: "Z")])),
      .selector(
        SelectorControl(style: .multipleSelector, options: ["X", "Y"], selectedIndices: [1])),
      .datePicker(DatePickerControl(mode: .date, date: day, text: nil, maximumDate: day)),
      .toggle(isOn: true),
    ]
    let section = Section("Drawn")
    for (index, control) in controls.enumerated() {
      section
        <<< LabelRow("drawn\(index)") {
          $0.title = "Drawn \(index)"
          $0.cellUpdate { cell, _ in cell.control = control }
        }
    }
    let html = HTMLRenderer().render(section)
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Drawn</legend>
          <div class="fw-row fw-row--segmented" id="fw-drawn0.row">
            <fieldset class="fw-group" id="fw-drawn0" role="radiogroup">
              <legend id="fw-drawn0.legend">Drawn 0</legend>
              <label class="fw-choice"><input type="radio" id="fw-drawn0.option.0" name="drawn0" value="S">S</label>
              <label class="fw-choice"><input type="radio" id="fw-drawn0.option.1" name="drawn0" value="M" checked>M</label>
            </fieldset>
          </div>
          <div class="fw-row fw-row--picker" id="fw-drawn1.row">
            <label for="fw-drawn1">Drawn 1</label>
            <select name="drawn1" id="fw-drawn1">
              <option value="Z" selected>Z</option>
              <option value="A">A</option>
            </select>
          </div>
          <div class="fw-row fw-row--select" id="fw-drawn2.row">
            <label for="fw-drawn2">Drawn 2</label>
            <select name="drawn2" id="fw-drawn2" multiple>
              <option value="X">X</option>
              <option value="Y" selected>Y</option>
            </select>
          </div>
          <div class="fw-row fw-row--date" id="fw-drawn3.row">
            <label for="fw-drawn3">Drawn 3</label>
            <input type="date" name="drawn3" id="fw-drawn3" value="2026-11-23" max="2026-11-23">
          </div>
          <div class="fw-row fw-row--switch" id="fw-drawn4.row">
            <input type="checkbox" role="switch" name="drawn4" id="fw-drawn4" value="on" checked>
            <label for="fw-drawn4">Drawn 4</label>
            <input type="hidden" name="formwork.shown" value="drawn4">
          </div>
        </fieldset>
        """#)
  }
}
