/// A row's hidden and disabled conditions, evaluated.
extension BaseRow {
  /// Evaluates ``hidden`` now and shows or hides the row accordingly.
  public final func evaluateHidden() {
    let newValue: Bool
    if let hidden = conditionStorage.hidden {
      newValue = hidden.evaluate(in: form)
      // What reading `isHidden` does first: the conditions a group holds back are evaluated.
      if isInGroupOfChanges { form?.settleDeferredConditions() }
    } else {
      newValue = false
    }
    guard newValue != conditionStorage.isHidden else { return }
    guard let form else {
      isHidden = newValue
      section?.rowVisibilityDidChange(self)
      return
    }
    form.performChange { form.setHidden(newValue, of: self) }
  }

  /// Evaluates ``hidden`` for a pass of `form` over the conditions that read a changed tag.
  ///
  /// The same as ``evaluateHidden()`` for a row of `form`, which the pass holds (it runs as a
  /// method of the form): the form is given, not looked up through the row's section, which
  /// costs a retain and a release of the section and of the form each time (measured by
  /// `ChangeRatios`' toggle of 200 rows, issue #28). A row that is not in `form`, or left it while
  /// its condition ran, takes ``evaluateHidden()``'s own way.
  final func evaluateHidden(inPassOf form: Form) {
    guard isHeld(by: form) else { return evaluateHidden() }
    let newValue: Bool
    if let hidden = conditionStorage.hidden {
      newValue = hidden.evaluate(in: form)
      // What reading `isHidden` does first: the conditions a group holds back are evaluated.
      if isInGroupOfChanges { form.settleDeferredConditions() }
    } else {
      newValue = false
    }
    guard newValue != conditionStorage.isHidden else { return }
    guard isHeld(by: form) else {
      isHidden = newValue
      section?.rowVisibilityDidChange(self)
      return
    }
    form.performChange { form.setHidden(newValue, of: self) }
  }

  /// Whether the row is in a section of `form`; read without retaining the section or the form.
  private func isHeld(by form: Form) -> Bool {
    sectionReference.withHolder { section in
      section.formReference.withHolder { $0 === form } ?? false
    } ?? false
  }

  /// Evaluates ``disabled`` now and updates the cell when the state changes.
  ///
  /// A row of a form whose ``Form/disabled`` is `true` is disabled whatever its own condition.
  public final func evaluateDisabled() {
    let newValue = computedDisabled
    guard newValue != isDisabled else { return }
    guard let form else {
      isDisabled = newValue
      updateCellIfLoaded()
      return
    }
    form.performChange { form.setDisabled(newValue, of: self) }
  }

  var computedDisabled: Bool {
    if form?.disabled == true { return true }
    return disabled?.evaluate(in: form) ?? false
  }

  /// Evaluates the conditions without showing or hiding anything: the section that is adding the
  /// row places it by the result.
  func refreshConditionState() {
    isHidden = hidden?.evaluate(in: form) ?? false
    isDisabled = computedDisabled
  }
}
