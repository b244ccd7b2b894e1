import Formwork
import FormworkText
import Testing

@Suite("Printing wide characters, emoji and combining marks in display columns")
struct WideCharacterPrintingTests {
  @Test("CJK titles and values take two columns each, so the box stays closed")
  func cjk() {
    let form =
      Form()
      +++ Section("会議の予定")
      <<< LabelRow("place") {
        $0.title = "場所"
        $0.value = "東京"
      }
      <<< TextRow("topic") {
        $0.title = "議題"
        $0.value = "予算"
      }
      <<< SwitchRow("online") {
        $0.title = "オンライン"
        $0.value = true
      }
    let text = TextPrinter(width: 32).render(form)
    #expect(
      text == """
        ┌─ 会議の予定 ─────────────────┐
        │   場所 ················ 東京 │
        │   議題 [予算               ] │
        │   オンライン ······· [ON  ●] │
        └──────────────────────────────┘
        """)
  }

  @Test("emoji: a family joined by zero-width joiners, a flag and a keycap take two columns each")
  func emoji() {
    let form =
      Form()
      +++ Section("Trip 📅")
      <<< LabelRow("who") {
        $0.title = "Who"
        $0.value = "👨‍👩‍👧"
      }
      <<< LabelRow("where") {
        $0.title = "Where"
        $0.value = "🇯🇵 Japan"
      }
      <<< LabelRow("stops") {
        $0.title = "Stops"
        $0.value = "1️⃣ 2️⃣ #️⃣"
      }
      <<< LabelRow("mood") {
        $0.title = "Mood ❤️"
        $0.value = "👍🏽"
      }
    let text = TextPrinter(width: 32).render(form)
    #expect(
      text == """
        ┌─ Trip 📅 ────────────────────┐
        │   Who ··················· 👨‍👩‍👧 │
        │   Where ··········· 🇯🇵 Japan │
        │   Stops ··········· 1️⃣ 2️⃣ #️⃣ │
        │   Mood ❤️ ··············· 👍🏽 │
        └──────────────────────────────┘
        """)
  }

  @Test("combining accents and a zero-width space take no column of their own")
  func combining() {
    let form =
      Form()
      +++ Section("Cafe\u{301}")
      <<< LabelRow("name") {
        $0.title = "Nai\u{308}ve"
        $0.value = "Zoe\u{308}\u{200B} Z\u{30C}"
      }
    let text = TextPrinter(width: 24).render(form)
    #expect(
      text == """
        ┌─ Café ───────────────┐
        │   Naïve ······ Zoë\u{200B} Ž │
        └──────────────────────┘
        """)
  }

  @Test("a value cut where a wide character does not fit whole ends a column early")
  func truncation() {
    let form =
      Form()
      +++ Section("東京都千代田区丸の内一丁目")
      <<< LabelRow("address") {
        $0.title = "住所"
        $0.value = "東京都千代田区丸の内一丁目九番一号"
      }
      <<< LabelRow("family") {
        $0.title = String(repeating: "👨‍👩‍👧", count: 9)
      }
    let text = TextPrinter(width: 21).render(form)
    #expect(
      text == """
        ┌─ 東京都千代田区… ─┐
        │   住所  東京都千… │
        │   👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧… │
        └───────────────────┘
        """)
  }

  @Test("a text area and a footer wrap wide text by columns, never splitting a character")
  func wrapping() {
    let form =
      Form()
      +++ Section(header: "メモ", footer: "🇫🇷🇩🇪🇮🇹🇪🇸🇯🇵🇰🇷🇨🇳🇺🇸🇬🇧🇨🇦🇧🇷")
      <<< TextAreaRow("notes") {
        $0.value = "東京大阪名古屋札幌福岡👨‍👩‍👧Cafe\u{301}"
      }
    let text = TextPrinter(width: 20).render(form)
    #expect(
      text == """
        ┌─ メモ ───────────┐
        │   [東京大阪名古] │
        │   [屋札幌福岡👨‍👩‍👧] │
        │   [Café        ] │
        └──────────────────┘
          🇫🇷🇩🇪🇮🇹🇪🇸🇯🇵🇰🇷🇨🇳🇺🇸🇬🇧
          🇨🇦🇧🇷
        """)
  }

  @Test(
    "a focused field keeps the end of wide text where the cursor is; help text wraps by columns")
  func focusedFieldAndHelp() throws {
    let row = TextRow("city") {
      $0.title = "都市"
      $0.value = "東京都千代田区丸の内"
      $0.helpText = "漢字で入力してください。例えば東京都"
    }
    let form = Form() +++ Section("住所") <<< row
    try row.focus()
    let text = TextPrinter(width: 24).render(form)
    #expect(
      text == """
        ┌─ 住所 ───────────────┐
        │ ▸ 都市 […区丸の内▏ ] │
        │        ↳ 漢字で入力  │
        │          してくださ  │
        │          い。例えば  │
        │          東京都      │
        └──────────────────────┘
        """)
  }

  @Test("a secure field masks each character once, wide or not")
  func secure() {
    let form =
      Form()
      +++ Section()
      <<< PasswordRow("password") {
        $0.title = "鍵"
        $0.value = "秘密🔑x"
      }
    let text = TextPrinter(width: 24).render(form)
    #expect(
      text == """
        ┌──────────────────────┐
        │   鍵 [••••         ] │
        └──────────────────────┘
        """)
  }

  @Test("the width example in the FormworkText catalog prints what it shows")
  func catalogExample() {
    let form =
      Form()
      +++ Section("会議 📅")
      <<< LabelRow("place") {
        $0.title = "場所"
        $0.value = "東京 🇯🇵"
      }
    let text = TextPrinter(width: 34).render(form)
    #expect(
      text == """
        ┌─ 会議 📅 ──────────────────────┐
        │   場所 ··············· 東京 🇯🇵 │
        └────────────────────────────────┘
        """)
  }
}
