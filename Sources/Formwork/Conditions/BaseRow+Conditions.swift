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
