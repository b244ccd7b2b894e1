/// The rows' own words, by language (BCP 47 identifier): two keys, so every language is here.
enum RowTexts {
  /// Each shipped language's table.
  static let tables: [String: [MessageKey: MessageTemplate]] = [
    "en": [.addItem: "Add", .noImage: "No image"],
    "de": [.addItem: "Hinzufügen", .noImage: "Kein Bild"],
    "fr": [.addItem: "Ajouter", .noImage: "Aucune image"],
    "es": [.addItem: "Añadir", .noImage: "Sin imagen"],
    "it": [.addItem: "Aggiungi", .noImage: "Nessuna immagine"],
    "pt-BR": [.addItem: "Adicionar", .noImage: "Nenhuma imagem"],
    "nl": [.addItem: "Toevoegen", .noImage: "Geen afbeelding"],
    "pl": [.addItem: "Dodaj", .noImage: "Brak obrazu"],
    "ru": [.addItem: "Добавить", .noImage: "Нет изображения"],
    "ja": [.addItem: "追加", .noImage: "画像なし"],
    "zh-Hans": [.addItem: "添加", .noImage: "无图片"],
    "ar": [.addItem: "إضافة", .noImage: "لا توجد صورة"],
  ]
}
