import Formwork
import FormworkHTML
import FormworkTestSupport
import Foundation
import Testing

@Suite("Golden HTML of each row's details and limits")
struct RowDetailRenderingTests {
  @Test("A password's value is left out unless rendersPasswordValues is set")
  func passwordShownWhenAsked() throws {
    let form =
      Form() +++ Section()
      <<< PasswordRow("pin") {
        $0.title = "PIN"
        $0.value = "1234"
      }
    var renderer = HTMLRenderer()
    #expect(!renderer.render(form).contains("1234"))
    renderer.rendersPasswordValues = true
    let html = renderer.render(form.allRows[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <div class="fw-row fw-row--field" id="fw-pin.row">
          <label for="fw-pin">PIN</label>
          <input type="password" name="pin" id="fw-pin" value="1234" autocomplete="current-password">
        </div>
        """#)
  }

  @Test(
    "A text area keeps a leading line break, and shows its placeholder, limit and read-only state")
  func textAreaDetails() throws {
    let form =
      Form() +++ Section()
      <<< TextAreaRow("notes") {
        $0.title = "Notes"
        $0.value = "\nSecond line"
        $0.placeholder = "Anything else?"
        $0.maxNumberOfCharacters = 200
        $0.textAreaMode = .readOnly
      }
    let html = HTMLRenderer().render(form.allRows[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <div class="fw-row fw-row--textarea" id="fw-notes.row">
          <label for="fw-notes">Notes</label>
          <textarea name="notes" id="fw-notes" placeholder="Anything else?" maxlength="200" readonly>

        Second line</textarea>
        </div>
        """#)
  }

  @Test("Number fields are number inputs while their text is a number, text inputs otherwise")
  func numberFields() throws {
    let form =
      Form() +++ Section("Numbers")
      <<< IntRow("count") {
        $0.title = "Count"
        $0.value = -42
        $0.maxNumberOfCharacters = 6
      }
      <<< DecimalRow("ratio") {
        $0.title = "Ratio"
        $0.value = 0.000001
      }
      <<< DecimalRow("typed") { $0.title = "Typed" }
    try form.type("1,5", into: "typed")
    form.resignFocus()
    let html = HTMLRenderer().render(form.allSections[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Numbers</legend>
          <div class="fw-row fw-row--field" id="fw-count.row">
            <label for="fw-count">Count</label>
            <input type="number" name="count" id="fw-count" value="-42" step="1">
          </div>
          <div class="fw-row fw-row--field" id="fw-ratio.row">
            <label for="fw-ratio">Ratio</label>
            <input type="number" name="ratio" id="fw-ratio" value="1e-06" step="any">
          </div>
          <div class="fw-row fw-row--field fw-row--invalid" id="fw-typed.row">
            <label for="fw-typed">Typed</label>
            <input type="text" name="typed" id="fw-typed" value="1,5" inputmode="decimal" aria-invalid="true" aria-describedby="fw-typed.messages">
            <ul class="fw-messages" id="fw-typed.messages">
              <li>Typed must be a number</li>
            </ul>
          </div>
        </fieldset>
        """#)
  }

  @Test("Dates in the row's time zone, with min, max and the minute step")
  func dateLimits() throws {
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    let form =
      Form() +++ Section("When")
      <<< DateTimeRow("start") {
        $0.title = "Start"
        $0.dateFormatter?.timeZone = paris
        $0.value = RowCatalogForm.monday
        $0.minimumDate = RowCatalogForm.monday
        $0.maximumDate = RowCatalogForm.monday.addingTimeInterval(86_400 * 30)
        $0.minuteInterval = 15
      }
      <<< TimeRow("alarm") {
        $0.title = "Alarm"
        $0.minuteInterval = 5
      }
      <<< DateRow("ancient") {
        $0.title = "Ancient"
        $0.value = Date(timeIntervalSince1970: -70_000_000_000)
      }
      <<< CountDownRow("timer") {
        $0.title = "Timer"
        $0.value = Date(timeIntervalSince1970: 3_600 * 25 + 60)
      }
    let html = HTMLRenderer().render(form.allSections[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">When</legend>
          <div class="fw-row fw-row--date" id="fw-start.row">
            <label for="fw-start">Start</label>
            <input type="datetime-local" name="start" id="fw-start" value="2026-11-23T10:30" min="2026-11-23T10:30" max="2026-12-23T10:30" step="900">
          </div>
          <div class="fw-row fw-row--date" id="fw-alarm.row">
            <label for="fw-alarm">Alarm</label>
            <input type="time" name="alarm" id="fw-alarm" step="300">
          </div>
          <div class="fw-row fw-row--date" id="fw-ancient.row">
            <label for="fw-ancient">Ancient</label>
            <input type="text" name="ancient" id="fw-ancient" value="-0249-10-19">
          </div>
          <div class="fw-row fw-row--date" id="fw-timer.row">
            <label for="fw-timer">Timer</label>
            <input type="time" name="timer" id="fw-timer" value="01:01">
          </div>
        </fieldset>
        """#)
  }

  @Test("A value that is none of the options stays selected, as an option of its own")
  func unlistedValues() throws {
    let form =
      Form() +++ Section("Choices")
      <<< PushRow<String>("color") {
        $0.title = "Color"
        $0.options = ["Red"]
        $0.value = "Purple"
      }
      <<< MultipleSelectorRow<String>("days") {
        $0.title = "Days"
        $0.options = ["Mon", "Tue"]
        $0.value = ["Tue", "Sun", "Sat"]
      }
      <<< PickerRow<String>("room") {
        $0.title = "Room"
        $0.options = ["A", "B"]
        $0.value = "C"
      }
    let html = HTMLRenderer().render(form.allSections[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Choices</legend>
          <div class="fw-row fw-row--select" id="fw-color.row">
            <label for="fw-color">Color</label>
            <select name="color" id="fw-color">
              <option value="Purple" selected>Purple</option>
              <option value="Red">Red</option>
            </select>
          </div>
          <div class="fw-row fw-row--select" id="fw-days.row">
            <label for="fw-days">Days</label>
            <select name="days" id="fw-days" multiple>
              <option value="Sat" selected>Sat</option>
              <option value="Sun" selected>Sun</option>
              <option value="Mon">Mon</option>
              <option value="Tue" selected>Tue</option>
            </select>
          </div>
          <div class="fw-row fw-row--picker" id="fw-room.row">
            <label for="fw-room">Room</label>
            <select name="room" id="fw-room">
              <option value="C" selected>C</option>
              <option value="A">A</option>
              <option value="B">B</option>
            </select>
          </div>
        </fieldset>
        """#)
  }

  @Test(
    "Untitled rows have no label; custom and read-only list rows are shown, not submitted; an image held as bytes without an upload store is a file input"
  )
  func untitledAndCustomRows() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("city") { $0.placeholder = "City" }
      <<< StarsRow("rating") {
        $0.title = "Rating"
        $0.value = 4
      }
      <<< ImageRow("photo") {
        $0.title = "Photo"
        $0.value = FormImage(data: Data([1, 2, 3]), name: "photo.png")
      }
      <<< ListRow("tags") {
        $0.title = "Tags"
        $0.value = ["a", "b"]
      }
      <<< SliderRow("level") {
        $0.title = "Level"
        $0.value = .nan
      }
      <<< StepperRow("count") {
        $0.title = "Count"
        $0.stepValue = 0
        $0.value = 2.5
      }
    let html = HTMLRenderer().render(form.allSections[0])
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <fieldset class="fw-section" id="fw.section.0">
          <div class="fw-row fw-row--field" id="fw-city.row">
            <input type="text" name="city" id="fw-city" placeholder="City">
          </div>
          <div class="fw-row fw-row--custom" id="fw-rating.row">
            <label for="fw-rating">Rating</label>
            <output id="fw-rating">****</output>
          </div>
          <div class="fw-row fw-row--image" id="fw-photo.row">
            <label for="fw-photo">Photo</label>
            <input type="file" name="photo" id="fw-photo" accept="image/png,image/jpeg,image/gif">
          </div>
          <div class="fw-row fw-row--list" id="fw-tags.row">
            <fieldset class="fw-group" id="fw-tags">
              <legend id="fw-tags.legend">Tags</legend>
              <ul class="fw-list">
                <li>a</li>
                <li>b</li>
              </ul>
            </fieldset>
          </div>
          <div class="fw-row fw-row--slider" id="fw-level.row">
            <label for="fw-level">Level</label>
            <input type="range" name="level" id="fw-level" value="5" min="0" max="10" step="any">
          </div>
          <div class="fw-row fw-row--stepper" id="fw-count.row">
            <label for="fw-count">Count</label>
            <input type="number" name="count" id="fw-count" value="2.5" min="0" max="100" step="any">
          </div>
        </fieldset>
        """#)
  }

  @Test("A row renders alone as in its section, hidden or not in a form too")
  func rowsOnTheirOwn() throws {
    let form = RenderedForms.sectionKinds()
    let renderer = HTMLRenderer()
    let loose = renderer.render(TextRow { $0.title = "Loose" })
    let hidden = try renderer.render(#require(RenderedForms.signUp().rowBy(tag: "topics")))
    let option = try renderer.render(#require(form.rowBy(tag: "small")))
    let item = renderer.render(form.allSections[3].allRows[1])
    let html = [loose, hidden, option, item].joined(separator: "\n")
    #expect(HTMLStructure.problems(in: html) == [])
    #expect(
      html == #"""
        <div class="fw-row fw-row--field" id="fw.row.0">
          <label for="fw.row.0.control">Loose</label>
          <input type="text" id="fw.row.0.control">
        </div>
        <div class="fw-row fw-row--field" id="fw-topics.row" hidden>
          <label for="fw-topics">Topics</label>
          <input type="text" name="topics" id="fw-topics">
        </div>
        <div class="fw-row fw-row--option" id="fw-small.row">
          <input type="radio" name="size" id="fw-small" value="s">
          <label for="fw-small">Small</label>
        </div>
        <div class="fw-row fw-row--field" id="fw.row.6">
          <input type="tel" name="phones" id="fw.row.6.control" value="555-0199" autocomplete="tel" aria-label="Phones, item 2">
          <button class="fw-remove" type="submit" name="formwork.remove" value="1:phones">Remove</button>
        </div>
        """#)
  }
}
