import Formwork
import Foundation

/// Forms the printer tests share, built fresh for each test.
enum Forms {
  /// A form holding one row of every type in the catalog, in two sections.
  static func catalog() -> Form {
    Form()
      +++ Section(header: "Fields", footer: "Every field row, with a value or a placeholder.")
      <<< TextRow("text") {
        $0.title = "Text"
        $0.placeholder = "Anything"
      }
      <<< NameRow("name") {
        $0.title = "Name"
        $0.value = "Ada Lovelace"
      }
      <<< EmailRow("email") {
        $0.title = "Email"
        $0.value = "ada@example.com"
      }
      <<< PasswordRow("password") {
        $0.title = "Password"
        $0.value = "s3cret"
      }
      <<< PhoneRow("phone") {
        $0.title = "Phone"
        $0.placeholder = "+44 20 7946 0000"
      }
      <<< URLRow("url") {
        $0.title = "URL"
        $0.value = URL(string: "https://example.com/ada")
      }
      <<< TwitterRow("twitter") {
        $0.title = "Twitter"
        $0.value = "@ada"
      }
      <<< AccountRow("account") {
        $0.title = "Account"
        $0.value = "ada1815"
      }
      <<< ZipCodeRow("zip") {
        $0.title = "Zip code"
        $0.value = "EC1A 1BB"
      }
      <<< IntRow("int") {
        $0.title = "Int"
        $0.value = 42
      }
      <<< DecimalRow("decimal") {
        $0.title = "Decimal"
        $0.value = 3.25
      }
      <<< TextAreaRow("notes") {
        $0.title = "Notes"
        $0.value =
          "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves "
          + "flowers and leaves."
      }
      +++ Section("Controls")
      <<< LabelRow("label") {
        $0.title = "Label"
        $0.value = "Read only"
      }
      <<< SwitchRow("on") {
        $0.title = "Switch on"
        $0.value = true
      }
      <<< SwitchRow("off") { $0.title = "Switch off" }
      <<< CheckRow("checked") {
        $0.title = "Checked"
        $0.value = true
      }
      <<< CheckRow("unchecked") { $0.title = "Unchecked" }
      <<< SliderRow("slider") {
        $0.title = "Slider"
        $0.value = 4
      }
      <<< StepperRow("stepper") {
        $0.title = "Stepper"
        $0.value = 3
      }
      <<< ButtonRow("button") { $0.title = "Save" }
  }

  /// A form with disabled rows, a hidden row, a hidden section and a footer.
  static func states() -> Form {
    Form()
      +++ Section("Account")
      <<< EmailRow("email") {
        $0.title = "Email"
        $0.value = "ada@example.com"
        $0.disabled = true
      }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.placeholder = "Years"
      }
      <<< TextRow("nickname") {
        $0.title = "Nickname"
        $0.hidden = true
      }
      <<< SwitchRow("news") {
        $0.title = "Newsletter"
        $0.value = true
        $0.disabled = true
      }
      <<< ButtonRow("save") {
        $0.title = "Save"
        $0.disabled = true
      }
      +++ Section("Never shown") { $0.hidden = true }
      <<< TextRow("ghost") { $0.title = "Ghost" }
      +++ Section(footer: "The end.")
      <<< DecimalRow("price") {
        $0.title = "Price"
        $0.value = 9.5
      }
  }
}
