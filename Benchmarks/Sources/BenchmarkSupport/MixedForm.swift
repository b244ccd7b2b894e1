import Formwork

/// The forms the ratio benchmarks measure.
public enum BenchmarkForms {
  /// A form of `rows` rows, ten to a section: text, number, switch, slider and push rows in
  /// turn.
  ///
  /// Row `i` is tagged `"r\(i)"`.
  ///
  /// - Parameters:
  ///   - rows: How many rows; a multiple of ten.
  ///   - text: The value of every text row.
  ///   - switchValue: The value of every switch row; none unless given.
  /// - Returns: A new form.
  public static func mixed(rows: Int, text: String = "value", switchValue: Bool? = nil) -> Form {
    let form = Form()
    for sectionIndex in 0..<(rows / 10) {
      let section = Section("Section \(sectionIndex)")
      for index in 0..<10 {
        let tag = "r\(sectionIndex * 10 + index)"
        switch index % 5 {
        case 0:
          section
            <<< TextRow(tag) {
              $0.title = "Text \(tag)"
              $0.value = text
            }
        case 1:
          section
            <<< IntRow(tag) {
              $0.title = "Number \(tag)"
              $0.value = index
            }
        case 2:
          section
            <<< SwitchRow(tag) {
              $0.title = "Switch \(tag)"
              if let switchValue { $0.value = switchValue }
            }
        case 3:
          section
            <<< SliderRow(tag) {
              $0.title = "Slider \(tag)"
              $0.value = 3
            }
        default:
          section
            <<< PushRow<String>(tag) {
              $0.title = "Push \(tag)"
              $0.options = ["a", "b"]
            }
        }
      }
      form +++ section
    }
    return form
  }
}
