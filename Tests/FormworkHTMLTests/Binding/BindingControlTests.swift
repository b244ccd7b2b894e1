import Formwork
import FormworkHTML
import Testing

@Suite("Binding switches, checks, sliders and steppers")
struct BindingControlTests {
  @Test("A switch or check is on when 'on' is sent and off when nothing is")
  func toggles() throws {
    let newsletter = SwitchRow("newsletter") { $0.value = false }
    let terms = CheckRow("terms") { $0.value = true }
    let unset = SwitchRow("unset")
    let form = Form() +++ Section() <<< newsletter <<< terms <<< unset
    #expect(try form.bind(["newsletter": "on"]).isClean)
    #expect(newsletter.value == true)
    #expect(terms.value == false)
    #expect(unset.value == nil)
    #expect(try form.bind(["terms": "on", "unset": "on"]).isClean)
    #expect(newsletter.value == false)
    #expect(terms.value == true)
    #expect(unset.value == true)
  }

  @Test(
    "A checkbox value other than 'on' is reported and changes nothing",
    arguments: ["", "yes", "ON", "true"])
  func badCheckboxValue(value: String) throws {
    let terms = CheckRow("terms") { $0.value = true }
    let form = Form() +++ Section() <<< terms
    let report = try form.bind(["terms": value])
    #expect(report.issues == [.unreadableValue(name: "terms", value: value, expected: "'on'")])
    #expect(terms.value == true)
  }

  @Test("A slider and a stepper take a number written as HTML writes one")
  func numbers() throws {
    let volume = SliderRow("volume") { $0.value = 5 }
    let guests = StepperRow("guests") {
      $0.value = 2
      $0.maximumValue = 10
    }
    let form = Form() +++ Section() <<< volume <<< guests
    #expect(try form.bind(["volume": "7.5", "guests": "4"]).isClean)
    #expect(volume.value == 7.5)
    #expect(guests.value == 4)
    #expect(try form.bind(["volume": "0.1e+1", "guests": "-0"]).isClean)
    #expect(volume.value == 1)
    #expect(guests.value == 0)
  }

  @Test(
    "Text that is not an HTML number is reported and changes nothing",
    arguments: ["", "abc", "+1", "1.", ".", "0x10", "nan", "inf", "1e999", "1e", "1 ", "٣"])
  func notANumber(text: String) throws {
    let volume = SliderRow("volume") { $0.value = 5 }
    let form = Form() +++ Section() <<< volume
    let report = try form.bind(["volume": text])
    #expect(report.issues == [.unreadableValue(name: "volume", value: text, expected: "a number")])
    #expect(volume.value == 5)
  }

  @Test("A number outside the range is reported and changes nothing")
  func outOfRange() throws {
    let guests = StepperRow("guests") {
      $0.value = 2
      $0.minimumValue = 1
      $0.maximumValue = 10
    }
    let form = Form() +++ Section() <<< guests
    let report = try form.bind(["guests": "11"])
    #expect(
      report.issues == [.valueOutOfRange(name: "guests", value: "11", minimum: 1, maximum: 10)])
    #expect(report.description == "'guests': 11 is outside 1...10; the value is unchanged")
    #expect(guests.value == 2)
    #expect(try form.bind(["guests": ".5e1"]).isClean)
    #expect(guests.value == 5)
  }

  @Test("A stepper's empty text clears it; a stepper or slider not sent keeps its value")
  func emptyStepper() throws {
    let guests = StepperRow("guests") { $0.value = 2 }
    let volume = SliderRow("volume") { $0.value = 5 }
    let form = Form() +++ Section() <<< guests <<< volume
    #expect(try form.bind(["guests": ""]).isClean)
    #expect(guests.value == nil)
    #expect(volume.value == 5)
  }
}
