import Formwork

/// Binding rows that choose among options: only an option's submitted value
/// (``Formwork/ChoiceComponent/values``) is taken.
extension RequestBinding {
  /// A segmented row, a picker or a selector: one value per component, or each chosen value of
  /// a multiple selector.
  ///
  /// A selector whose options load lazily is presented to load them when a value is sent; a
  /// selector the binding presented is dismissed afterwards.
  func bindChoice(_ choice: any ChoiceRow, name: String, values: [String]) {
    let presenting = choice.presentingRow
    let wasPresenting = presenting?.isPresenting ?? false
    defer {
      if let presenting, !wasPresenting, presenting.isPresenting { presenting.dismiss() }
    }
    if !values.isEmpty, let presenting, !wasPresenting,
      choice.choiceComponents.allSatisfy(\.values.isEmpty)
    {
      act(on: choice) { () throws(InteractionError) in try presenting.present() }
    }
    if choice.allowsMultipleSelection {
      bindMultipleChoice(choice, name: name, values: values)
    } else if choice.choiceComponents.count > 1 {
      bindComponents(choice, name: name, values: values)
    } else {
      guard let value = single(values, name: name) else { return }
      let component = choice.choiceComponents.first
      if let index = component?.values.firstIndex(of: value) {
        guard component?.selectedIndices != [index] else { return }
        act(on: choice) { () throws(InteractionError) in try choice.select(at: index) }
      } else if value.isEmpty {
        clear(choice, name: name)
      } else {
        issues.append(.refusedOption(name: name, value: value))
      }
    }
  }

  /// A row of several components (a picker of two or three wheels, a left-right selector).
  ///
  /// One value per component, chosen left to right, since each component's options may depend
  /// on the choice before it. A value that is not an option restores the row's value. What the
  /// row submits as it stands changes nothing (a left-right selector with a left option and no
  /// right one sends the left option and empty text).
  private func bindComponents(_ choice: any ChoiceRow, name: String, values: [String]) {
    guard !values.isEmpty, values != HTMLFieldNames.submittedValues(of: choice) else { return }
    let count = choice.choiceComponents.count
    guard values.count == count else {
      issues.append(
        .unreadableValue(
          name: name, value: values.joined(separator: ", "),
          expected: "\(count) values, one per component"))
      return
    }
    let original = choice.baseValue
    for (component, value) in values.enumerated() {
      let components = choice.choiceComponents
      let options = component < components.count ? components[component] : nil
      guard let index = options?.values.firstIndex(of: value) else {
        if values.allSatisfy(\.isEmpty) {
          clear(choice, name: name)
        } else {
          issues.append(.refusedOption(name: name, value: value))
          if component > 0 { try? choice.setBaseValue(original) }
        }
        return
      }
      guard options?.selectedIndices != [index] else { continue }
      act(on: choice) { () throws(InteractionError) in
        try choice.select(at: index, inComponent: component)
      }
    }
  }

  /// A multiple selector: exactly the options sent are chosen; none when nothing was sent.
  private func bindMultipleChoice(_ choice: any ChoiceRow, name: String, values: [String]) {
    guard let component = choice.choiceComponents.first else {
      for value in values { issues.append(.refusedOption(name: name, value: value)) }
      return
    }
    var wanted: Set<Int> = []
    for value in values {
      if let index = component.values.firstIndex(of: value) {
        wanted.insert(index)
      } else {
        issues.append(.refusedOption(name: name, value: value))
      }
    }
    let chosen = Set(component.selectedIndices)
    for index in component.values.indices where chosen.contains(index) != wanted.contains(index) {
      act(on: choice) { () throws(InteractionError) in try choice.toggleOption(at: index) }
    }
  }

  /// Clears a row's value, as empty text (a `<select>`'s "none" option) asks.
  func clear(_ row: BaseRow, name: String) {
    guard row.baseValue != nil else { return }
    do {
      try row.setBaseValue(nil)
    } catch {
      // Clearing never fails for the library's rows; a custom row's refusal is reported.
      issues.append(.refusedOption(name: name, value: ""))
    }
  }
}
