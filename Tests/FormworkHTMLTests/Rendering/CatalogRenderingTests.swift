import Formwork
import FormworkHTML
import FormworkTestSupport
import Foundation
import Testing

@Suite("Golden HTML of every row type of the catalog")
struct CatalogRenderingTests {
  @Test("Controls: label, button, check, switch, slider, stepper, text area")
  func controlRows() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Controls Rows</legend>
          <div class="fw-row fw-row--label" id="fw-label.row">
            <label for="fw-label">LabelRow</label>
            <output id="fw-label">Read only</output>
          </div>
          <div class="fw-row fw-row--button" id="fw-button.row">
            <button type="button" id="fw-button">ButtonRow</button>
          </div>
          <div class="fw-row fw-row--check" id="fw-check.row">
            <input type="checkbox" name="check" id="fw-check" value="on" checked>
            <label for="fw-check">CheckRow</label>
          </div>
          <div class="fw-row fw-row--switch" id="fw-switch.row">
            <input type="checkbox" role="switch" name="switch" id="fw-switch" value="on" checked>
            <label for="fw-switch">SwitchRow</label>
          </div>
          <div class="fw-row fw-row--slider" id="fw-slider.row">
            <label for="fw-slider">SliderRow</label>
            <input type="range" name="slider" id="fw-slider" value="5" min="0" max="10" step="any">
          </div>
          <div class="fw-row fw-row--stepper" id="fw-stepper.row">
            <label for="fw-stepper">StepperRow</label>
            <input type="number" name="stepper" id="fw-stepper" value="3" min="0" max="100" step="1">
          </div>
          <div class="fw-row fw-row--textarea" id="fw-textArea.row">
            <label for="fw-textArea">TextAreaRow</label>
            <textarea name="textArea" id="fw-textArea">Several lines of text, wrapped to the width of the field.</textarea>
          </div>
        </fieldset>
        """#)
  }

  @Test("Fields: text, name, URL, number, phone, password, e-mail, decimal, Twitter, account, zip")
  func fieldRows() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[1])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Field Rows</legend>
          <div class="fw-row fw-row--field" id="fw-text.row">
            <label for="fw-text">TextRow</label>
            <input type="text" name="text" id="fw-text" placeholder="Anything">
          </div>
          <div class="fw-row fw-row--field" id="fw-name.row">
            <label for="fw-name">NameRow</label>
            <input type="text" name="name" id="fw-name" value="Ada Lovelace" autocomplete="name">
          </div>
          <div class="fw-row fw-row--field" id="fw-url.row">
            <label for="fw-url">URLRow</label>
            <input type="url" name="url" id="fw-url" value="https://example.com" autocomplete="url">
          </div>
          <div class="fw-row fw-row--field" id="fw-int.row">
            <label for="fw-int">IntRow</label>
            <input type="number" name="int" id="fw-int" value="2026" step="1">
          </div>
          <div class="fw-row fw-row--field" id="fw-phone.row">
            <label for="fw-phone">PhoneRow</label>
            <input type="tel" name="phone" id="fw-phone" autocomplete="tel" placeholder="+44 20 7946 0000">
          </div>
          <div class="fw-row fw-row--field" id="fw-password.row">
            <label for="fw-password">PasswordRow</label>
            <input type="password" name="password" id="fw-password" autocomplete="current-password">
          </div>
          <div class="fw-row fw-row--field" id="fw-email.row">
            <label for="fw-email">EmailRow</label>
            <input type="email" name="email" id="fw-email" value="ada@example.com" autocomplete="email">
          </div>
          <div class="fw-row fw-row--field" id="fw-decimal.row">
            <label for="fw-decimal">DecimalRow</label>
            <input type="number" name="decimal" id="fw-decimal" value="3.25" step="any">
          </div>
          <div class="fw-row fw-row--field" id="fw-twitter.row">
            <label for="fw-twitter">TwitterRow</label>
            <input type="text" name="twitter" id="fw-twitter" value="@ada">
          </div>
          <div class="fw-row fw-row--field" id="fw-account.row">
            <label for="fw-account">AccountRow</label>
            <input type="text" name="account" id="fw-account" value="ada1815" autocomplete="username">
          </div>
          <div class="fw-row fw-row--field" id="fw-zip.row">
            <label for="fw-zip">ZipCodeRow</label>
            <input type="text" name="zip" id="fw-zip" value="EC1A 1BB" autocomplete="postal-code">
          </div>
        </fieldset>
        """#)
  }

  @Test("Dates: date, time, date and time, count-down; plain, inline and picker rows")
  func dateRows() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[2])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw-dates.section">
          <legend id="fw-dates.section.legend">Date Rows</legend>
          <div class="fw-row fw-row--date" id="fw-date.row">
            <label for="fw-date">DateRow</label>
            <input type="date" name="date" id="fw-date" value="2026-11-23">
          </div>
          <div class="fw-row fw-row--date" id="fw-time.row">
            <label for="fw-time">TimeRow</label>
            <input type="time" name="time" id="fw-time" value="09:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-dateTime.row">
            <label for="fw-dateTime">DateTimeRow</label>
            <input type="datetime-local" name="dateTime" id="fw-dateTime" value="2026-11-23T09:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-countDown.row">
            <label for="fw-countDown">CountDownRow</label>
            <input type="time" name="countDown" id="fw-countDown" value="01:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-dateInline.row">
            <label for="fw-dateInline">DateInlineRow</label>
            <input type="date" name="dateInline" id="fw-dateInline" value="2026-11-23">
          </div>
          <div class="fw-row fw-row--date" id="fw-timeInline.row">
            <label for="fw-timeInline">TimeInlineRow</label>
            <input type="time" name="timeInline" id="fw-timeInline" value="09:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-dateTimeInline.row">
            <label for="fw-dateTimeInline">DateTimeInlineRow</label>
            <input type="datetime-local" name="dateTimeInline" id="fw-dateTimeInline" value="2026-11-23T09:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-countDownInline.row">
            <label for="fw-countDownInline">CountDownInlineRow</label>
            <input type="time" name="countDownInline" id="fw-countDownInline" value="01:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-datePicker.row">
            <label for="fw-datePicker">DatePickerRow</label>
            <input type="date" name="datePicker" id="fw-datePicker" value="2026-11-23">
          </div>
          <div class="fw-row fw-row--date" id="fw-timePicker.row">
            <label for="fw-timePicker">TimePickerRow</label>
            <input type="time" name="timePicker" id="fw-timePicker" value="09:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-dateTimePicker.row">
            <label for="fw-dateTimePicker">DateTimePickerRow</label>
            <input type="datetime-local" name="dateTimePicker" id="fw-dateTimePicker" value="2026-11-23T09:30">
          </div>
          <div class="fw-row fw-row--date" id="fw-countDownPicker.row">
            <label for="fw-countDownPicker">CountDownPickerRow</label>
            <input type="time" name="countDownPicker" id="fw-countDownPicker" value="01:30">
          </div>
        </fieldset>
        """#)
  }

  @Test("Pickers of one, two and three wheels; plain, inline and input rows")
  func pickerRows() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[3])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Picker Rows</legend>
          <div class="fw-row fw-row--picker" id="fw-picker.row">
            <label for="fw-picker">PickerRow</label>
            <select name="picker" id="fw-picker">
              <option value="Atrium">Atrium</option>
              <option value="Library" selected>Library</option>
              <option value="Roof">Roof</option>
            </select>
          </div>
          <div class="fw-row fw-row--picker" id="fw-pickerInline.row">
            <label for="fw-pickerInline">PickerInlineRow</label>
            <select name="pickerInline" id="fw-pickerInline">
              <option value="Atrium">Atrium</option>
              <option value="Library">Library</option>
              <option value="Roof" selected>Roof</option>
            </select>
          </div>
          <div class="fw-row fw-row--picker" id="fw-pickerInput.row">
            <label for="fw-pickerInput">PickerInputRow</label>
            <select name="pickerInput" id="fw-pickerInput">
              <option value=""></option>
              <option value="Atrium">Atrium</option>
              <option value="Library">Library</option>
              <option value="Roof">Roof</option>
            </select>
          </div>
          <div class="fw-row fw-row--picker" id="fw-doublePicker.row">
            <fieldset class="fw-group" id="fw-doublePicker">
              <legend id="fw-doublePicker.legend">DoublePickerRow</legend>
              <select name="doublePicker" aria-labelledby="fw-doublePicker.legend">
                <option value="Floor" selected>Floor</option>
                <option value="Roof">Roof</option>
              </select>
              <select name="doublePicker" aria-labelledby="fw-doublePicker.legend">
                <option value="1">1</option>
                <option value="2" selected>2</option>
              </select>
            </fieldset>
          </div>
          <div class="fw-row fw-row--picker" id="fw-doublePickerInline.row">
            <fieldset class="fw-group" id="fw-doublePickerInline">
              <legend id="fw-doublePickerInline.legend">DoublePickerInlineRow</legend>
              <select name="doublePickerInline" aria-labelledby="fw-doublePickerInline.legend">
                <option value="Floor">Floor</option>
                <option value="Roof" selected>Roof</option>
              </select>
              <select name="doublePickerInline" aria-labelledby="fw-doublePickerInline.legend">
                <option value="3" selected>3</option>
              </select>
            </fieldset>
          </div>
          <div class="fw-row fw-row--picker" id="fw-doublePickerInput.row">
            <fieldset class="fw-group" id="fw-doublePickerInput">
              <legend id="fw-doublePickerInput.legend">DoublePickerInputRow</legend>
              <select name="doublePickerInput" aria-labelledby="fw-doublePickerInput.legend">
                <option value=""></option>
                <option value="Floor">Floor</option>
                <option value="Roof">Roof</option>
              </select>
              <select name="doublePickerInput" aria-labelledby="fw-doublePickerInput.legend">
                <option value=""></option>
                <option value="1">1</option>
                <option value="2">2</option>
              </select>
            </fieldset>
          </div>
          <div class="fw-row fw-row--picker" id="fw-triplePicker.row">
            <fieldset class="fw-group" id="fw-triplePicker">
              <legend id="fw-triplePicker.legend">TriplePickerRow</legend>
              <select name="triplePicker" aria-labelledby="fw-triplePicker.legend">
                <option value="Europe" selected>Europe</option>
              </select>
              <select name="triplePicker" aria-labelledby="fw-triplePicker.legend">
                <option value="Paris">Paris</option>
                <option value="Rome" selected>Rome</option>
              </select>
              <select name="triplePicker" aria-labelledby="fw-triplePicker.legend">
                <option value="1">1</option>
                <option value="2" selected>2</option>
              </select>
            </fieldset>
          </div>
          <div class="fw-row fw-row--picker" id="fw-triplePickerInline.row">
            <fieldset class="fw-group" id="fw-triplePickerInline">
              <legend id="fw-triplePickerInline.legend">TriplePickerInlineRow</legend>
              <select name="triplePickerInline" aria-labelledby="fw-triplePickerInline.legend">
                <option value="Europe" selected>Europe</option>
              </select>
              <select name="triplePickerInline" aria-labelledby="fw-triplePickerInline.legend">
                <option value="Paris" selected>Paris</option>
                <option value="Rome">Rome</option>
              </select>
              <select name="triplePickerInline" aria-labelledby="fw-triplePickerInline.legend">
                <option value="1" selected>1</option>
                <option value="2">2</option>
              </select>
            </fieldset>
          </div>
          <div class="fw-row fw-row--picker" id="fw-triplePickerInput.row">
            <fieldset class="fw-group" id="fw-triplePickerInput">
              <legend id="fw-triplePickerInput.legend">TriplePickerInputRow</legend>
              <select name="triplePickerInput" aria-labelledby="fw-triplePickerInput.legend">
                <option value=""></option>
                <option value="Europe">Europe</option>
              </select>
              <select name="triplePickerInput" aria-labelledby="fw-triplePickerInput.legend">
                <option value=""></option>
                <option value="Paris">Paris</option>
                <option value="Rome">Rome</option>
              </select>
              <select name="triplePickerInput" aria-labelledby="fw-triplePickerInput.legend">
                <option value=""></option>
                <option value="1">1</option>
                <option value="2">2</option>
              </select>
            </fieldset>
          </div>
        </fieldset>
        """#)
  }

  @Test("Formatted fields keep their formatted text; help is linked to its field")
  func formattedRows() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[4])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Formatted Rows</legend>
          <div class="fw-row fw-row--field" id="fw-price.row">
            <label for="fw-price">Currency</label>
            <input type="text" name="price" id="fw-price" value="$1,234.50" inputmode="decimal" aria-describedby="fw-price.help">
            <p class="fw-help" id="fw-price.help">US dollars, written by a NumberFormatter.</p>
          </div>
          <div class="fw-row fw-row--field" id="fw-amount.row">
            <label for="fw-amount">DecimalFormatter</label>
            <input type="number" name="amount" id="fw-amount" value="12.50" step="any">
          </div>
          <div class="fw-row fw-row--label" id="fw-card.row">
            <label for="fw-card">Swipe actions</label>
            <output id="fw-card"></output>
          </div>
        </fieldset>
        """#)
  }

  @Test("Selectors as selects, multiple as select multiple, segmented rows as radio groups")
  func optionRows() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[5])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Option Rows</legend>
          <div class="fw-row fw-row--select" id="fw-alert.row">
            <label for="fw-alert">AlertRow</label>
            <select name="alert" id="fw-alert">
              <option value="One">One</option>
              <option value="Two" selected>Two</option>
              <option value="Three">Three</option>
            </select>
          </div>
          <div class="fw-row fw-row--select" id="fw-actionSheet.row">
            <label for="fw-actionSheet">ActionSheetRow</label>
            <select name="actionSheet" id="fw-actionSheet">
              <option value="One">One</option>
              <option value="Two" selected>Two</option>
              <option value="Three">Three</option>
            </select>
          </div>
          <div class="fw-row fw-row--select" id="fw-push.row">
            <label for="fw-push">PushRow</label>
            <select name="push" id="fw-push">
              <option value="">None</option>
              <option value="Red">Red</option>
              <option value="Green">Green</option>
              <option value="Blue">Blue</option>
            </select>
          </div>
          <div class="fw-row fw-row--select" id="fw-popover.row">
            <label for="fw-popover">PopoverSelectorRow</label>
            <select name="popover" id="fw-popover">
              <option value="North">North</option>
              <option value="South" selected>South</option>
            </select>
          </div>
          <div class="fw-row fw-row--select" id="fw-multiple.row">
            <label for="fw-multiple">MultipleSelectorRow</label>
            <select name="multiple" id="fw-multiple" multiple>
              <option value="Mon" selected>Mon</option>
              <option value="Tue">Tue</option>
              <option value="Wed" selected>Wed</option>
              <option value="Thu">Thu</option>
              <option value="Fri">Fri</option>
            </select>
          </div>
          <div class="fw-row fw-row--segmented" id="fw-segmented.row">
            <fieldset class="fw-group" id="fw-segmented" role="radiogroup">
              <label class="fw-choice"><input type="radio" id="fw-segmented.option.0" name="segmented" value="One" checked>One</label>
              <label class="fw-choice"><input type="radio" id="fw-segmented.option.1" name="segmented" value="Two">Two</label>
              <label class="fw-choice"><input type="radio" id="fw-segmented.option.2" name="segmented" value="Three">Three</label>
            </fieldset>
          </div>
          <div class="fw-row fw-row--segmented" id="fw-segmentedTitled.row">
            <fieldset class="fw-group" id="fw-segmentedTitled" role="radiogroup">
              <legend id="fw-segmentedTitled.legend">SegmentedRow</legend>
              <label class="fw-choice"><input type="radio" id="fw-segmentedTitled.option.0" name="segmentedTitled" value="A">A</label>
              <label class="fw-choice"><input type="radio" id="fw-segmentedTitled.option.1" name="segmentedTitled" value="B" checked>B</label>
            </fieldset>
          </div>
        </fieldset>
        """#)
  }

  @Test("Option objects submit their value; a left-right selector groups its right options")
  func xlformSelectors() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[6])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0" aria-describedby="fw.section.0.description">
          <legend id="fw.section.0.legend">XLForm Selectors</legend>
          <div class="fw-row fw-row--select" id="fw-size.row">
            <label for="fw-size">Size</label>
            <select name="size" id="fw-size">
              <option value="s">Small</option>
              <option value="m" selected>Medium</option>
              <option value="l">Large</option>
            </select>
          </div>
          <div class="fw-row fw-row--select" id="fw-leftRight.row">
            <fieldset class="fw-group" id="fw-leftRight">
              <legend id="fw-leftRight.legend">Email</legend>
              <select name="leftRight" aria-labelledby="fw-leftRight.legend">
                <option value="Email" selected>Email</option>
                <option value="Phone">Phone</option>
              </select>
              <select name="leftRight" aria-labelledby="fw-leftRight.legend">
                <optgroup label="Email">
                  <option value="Home">Home</option>
                  <option value="Work" selected>Work</option>
                </optgroup>
              </select>
            </fieldset>
          </div>
          <p class="fw-description" id="fw.section.0.description">Option objects show their text.</p>
        </fieldset>
        """#)
  }

  @Test("Title, image and list rows")
  func tlformviewRows() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[7])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">TLFormView Rows</legend>
          <div class="fw-row fw-row--title" id="fw.row.0">
            <h3 class="fw-heading">TitleRow</h3>
          </div>
          <div class="fw-row fw-row--note" id="fw.row.1">
            <div class="fw-note">
              <p>NoteRow: <em>emphasis</em></p>
              <ul>
                <li>an item</li>
              </ul>
              <ol>
                <li value="1">a step</li>
              </ol>
            </div>
          </div>
          <div class="fw-row fw-row--image" id="fw-avatar.row">
            <label for="fw-avatar">ImageRow</label>
            <input type="file" name="avatar" id="fw-avatar" accept="image/png,image/jpeg,image/gif" aria-describedby="fw-avatar.kept">
            <p class="fw-kept" id="fw-avatar.kept">avatar.png is kept; choose another file to replace it.</p>
          </div>
          <div class="fw-row fw-row--image" id="fw-cover.row">
            <label for="fw-cover">ImageRow</label>
            <input type="file" name="cover" id="fw-cover" accept="image/png,image/jpeg,image/gif">
          </div>
          <div class="fw-row fw-row--list" id="fw-tags.row">
            <fieldset class="fw-group" id="fw-tags">
              <legend id="fw-tags.legend">ListRow</legend>
              <input type="text" name="tags" value="swift" aria-labelledby="fw-tags.legend">
              <input type="text" name="tags" value="forms" aria-labelledby="fw-tags.legend">
              <input type="text" name="tags" aria-labelledby="fw-tags.legend">
            </fieldset>
          </div>
        </fieldset>
        """#)
  }

  @Test("A single selectable section is a radio group under the section's tag")
  func listSection() throws {
    let html = HTMLRenderer().render(RowCatalogForm.form().allSections[8])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section fw-section--selectable" id="fw-continent.section" role="radiogroup">
          <legend id="fw-continent.section.legend">List Section</legend>
          <div class="fw-row fw-row--option" id="fw-Africa.row">
            <input type="radio" name="continent" id="fw-Africa" value="Africa">
            <label for="fw-Africa">Africa</label>
          </div>
          <div class="fw-row fw-row--option" id="fw-Europe.row">
            <input type="radio" name="continent" id="fw-Europe" value="Europe" checked>
            <label for="fw-Europe">Europe</label>
          </div>
        </fieldset>
        """#)
  }
}
