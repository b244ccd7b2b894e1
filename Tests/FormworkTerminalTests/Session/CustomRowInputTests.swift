import Formwork
import FormworkTerminal
import Testing

/// The cell of a ``LevelRow``: a slider from 0 to 100.
final class LevelCell: Cell<Double>, CellType {
  required init() {}

  override func update() {
    super.update()
    control = .slider(value: row?.value ?? 0, minimum: 0, maximum: 100)
  }
}

/// A custom slider that moves in steps of 5, through the contract's ``AdjustableRow``.
final class LevelRow: Row<LevelCell>, RowType, AdjustableRow {
  required init(tag: String?) {
    super.init(tag: tag)
  }

  var step: Double? { 5 }

  func adjust(to value: Double) throws(InteractionError) {
    self.value = min(max(value, 0), 100)
  }
}

/// The cell of a ``LampRow``: a switch.
final class LampCell: Cell<Bool>, CellType {
  required init() {}

  override func update() {
    super.update()
    control = .toggle(isOn: row?.value == true)
  }
}

/// A custom switch, through the contract's ``ToggleableRow``.
final class LampRow: Row<LampCell>, RowType, ToggleableRow {
  required init(tag: String?) {
    super.init(tag: tag)
  }

  func toggle() throws(InteractionError) {
    value = !(value ?? false)
  }
}

@Suite("Custom rows take the keys of their input")
struct CustomRowInputTests {
  @Test("a custom adjustable row moves by its own step on → and ←")
  func customAdjustableRowMovesByItsStep() throws {
    let form = Form() +++ Section() <<< LevelRow("level") { $0.title = "Level" }
    let run = try runForm(
      form, keys: [Keys.right, Keys.right, Keys.right, Keys.left, Keys.controlS])
    #expect(run.values?["level"] as? Double == 10)
  }

  @Test("a custom toggleable row toggles with Space and with Enter")
  func customToggleableRowToggles() throws {
    let form =
      Form() +++ Section()
      <<< LampRow("lamp") { $0.title = "Lamp" }
      <<< LampRow("fan") { $0.title = "Fan" }
    let run = try runForm(form, keys: [Keys.space, Keys.down, Keys.enter, Keys.controlS])
    #expect(run.values?["lamp"] as? Bool == true)
    #expect(run.values?["fan"] as? Bool == true)
  }
}
