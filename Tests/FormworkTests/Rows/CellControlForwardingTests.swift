import Formwork
import Testing

/// The helper apps use to configure an object in place, as in the app the issue ported:
/// `with(cell.stepper) { $0?.maximumValue = 60 }`.
@discardableResult
private func with<Value>(_ value: Value, _ configure: (Value) -> Void) -> Value {
  configure(value)
  return value
}

@Suite("The cell's stepper and slider forward to the row")
struct CellControlForwardingTests {
  @Test("setting the cell's stepper sets the row's range and step")
  func stepperSetsRow() {
    let row = StepperRow("guests").cellSetup { cell, _ in
      with(cell.stepper) { $0?.maximumValue = 60 }
    }
    row.cell.stepper.stepValue = 2
    row.cell.stepper.minimumValue = 40
    let form = Form() +++ Section() <<< row
    row.updateCell()
    #expect(row.stepValue == 2)
    #expect(row.minimumValue == 40)
    #expect(row.maximumValue == 60)
    #expect(row.cell.control == .stepper(value: 40, minimum: 40, maximum: 60, step: 2))
    withExtendedLifetime(form) {}
  }

  @Test("reading the cell's stepper reads the row")
  func stepperReadsRow() {
    let row = StepperRow("guests") {
      $0.minimumValue = 1
      $0.maximumValue = 8
      $0.stepValue = 0.5
    }
    #expect(row.cell.stepper.value == 1)
    row.value = 3
    #expect(row.cell.stepper.value == 3)
    #expect(row.cell.stepper.minimumValue == 1)
    #expect(row.cell.stepper.maximumValue == 8)
    #expect(row.cell.stepper.stepValue == 0.5)
    row.cell.stepper.value = 4
    #expect(row.value == 4)
  }

  @Test("a press moves the value by the step the cell's stepper set")
  func stepperStepIsUsed() throws {
    let row = StepperRow("guests") { $0.cell.stepper.stepValue = 10 }
    let form = Form() +++ Section() <<< row
    try row.increment()
    try row.increment()
    #expect(row.value == 20)
    withExtendedLifetime(form) {}
  }

  @Test("setting the cell's slider sets the row's range, and reading it reads the row")
  func sliderForwards() throws {
    let row = SliderRow("volume") { $0.value = 4 }.cellSetup { cell, _ in
      with(cell.slider) { $0?.maximumValue = 12 }
    }
    row.cell.slider.minimumValue = 1
    let form = Form() +++ Section() <<< row
    row.updateCell()
    #expect(row.minimumValue == 1)
    #expect(row.maximumValue == 12)
    #expect(row.cell.slider.value == 4)
    #expect(row.cell.control == .slider(value: 4, minimum: 1, maximum: 12))
    row.cell.slider.value = 7
    #expect(row.value == 7)
    try row.slide(to: 20)
    #expect(row.value == 12)
    withExtendedLifetime(form) {}
  }

  @Test("a cell made on its own keeps what its stepper and slider are given")
  func detachedCells() {
    let stepperCell = StepperCell()
    stepperCell.stepper.stepValue = 5
    stepperCell.stepper.value = 3
    #expect(stepperCell.stepper.stepValue == 5)
    #expect(stepperCell.stepper.value == 3)
    #expect(stepperCell.stepper.maximumValue == 100)
    let sliderCell = SliderCell()
    sliderCell.slider.maximumValue = 2
    #expect(sliderCell.slider.maximumValue == 2)
    #expect(sliderCell.slider.minimumValue == 0)
  }
}
