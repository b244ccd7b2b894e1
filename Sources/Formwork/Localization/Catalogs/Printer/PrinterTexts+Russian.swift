extension PrinterTexts {
  /// Russian.
  static let russian: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(отключено)",
    .printerOn: "ВКЛ",
    .printerOff: "ВЫКЛ",
    .printerBytes: .plural([
      .one: "{count} байт",
      .few: "{count} байта",
      .many: "{count} байт",
      .other: "{count} байта",
    ]),
    .printerNoItems: "нет элементов",
    .printerItems: .plural([
      .one: "{count} элемент",
      .few: "{count} элемента",
      .many: "{count} элементов",
      .other: "{count} элемента",
    ]),
    .printerUntitledAction: "(без названия)",
    .printerFullSwipe: "(полный свайп)",
    .printerDestructive: "(необратимое)",
    .printerFormValid: "Форма заполнена верно",
    .printerRowCount: .plural([
      .one: "{count} строка",
      .few: "{count} строки",
      .many: "{count} строк",
      .other: "{count} строки",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} раздел",
      .few: "{count} раздела",
      .many: "{count} разделов",
      .other: "{count} раздела",
    ]),
    .printerRowsAndSections: "{rows} и {sections}",
    .printerFormInvalid: .plural([
      .one: "С ошибками ({counted}): {names}",
      .few: "С ошибками ({counted}): {names}",
      .many: "С ошибками ({counted}): {names}",
      .other: "С ошибками ({counted}): {names}",
    ]),
  ]
}
