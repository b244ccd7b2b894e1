import Formwork
import FormworkTestSupport
import FormworkText
import Foundation
import Testing

/// A form with every word the printer adds: a disabled row, a switch on and off, a list row
/// with items and one without, and a row with swipe actions.
private func printerWordsForm() -> Form {
  Form()
    +++ Section("Words")
    <<< TextRow("name") {
      $0.title = "Name"
      $0.disabled = true
    }
    <<< SwitchRow("on") {
      $0.title = "Alerts"
      $0.value = true
    }
    <<< SwitchRow("off") {
      $0.title = "Sounds"
      $0.value = false
    }
    <<< ListRow("empty") { $0.title = "Tags" }
    <<< ListRow("three") {
      $0.title = "Labels"
      $0.value = ["a", "b", "c"]
    }
    <<< LabelRow("mail") {
      $0.title = "Mail"
      let noop: SwipeActionHandler = { _, _, completion in completion?(true) }
      $0.trailingSwipe = SwipeConfiguration(
        actions: [
          SwipeAction(style: .destructive, title: nil, handler: noop),
          SwipeAction(style: .normal, title: "Flag", handler: noop),
        ], performsFirstActionWithFullSwipe: true)
    }
}

/// What the printer shows for ``EveryMessageForm`` submitted wrongly filled in (72 columns, with
/// the summary), then for `printerWordsForm()` (48 columns, with the summary), by language
/// (`none`: no locale, Formwork's fixed English).
private let expected: [String: String] = [
  "none": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name can't be empty                              │
  │   Nickname        [                                                ] │
  │                   ! Nickname can't be empty                          │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail must be an e-mail address such as         │
  │                     ada@example.com                                  │
  │   Website         [example                                         ] │
  │                   ! Website must be a web address such as            │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code isn't in the right format                   │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password must match Password              │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again doesn't match                          │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age must be greater than 17                            │
  │   Adult age [10                                                    ] │
  │             ! Adult age must be at least 18                          │
  │   Guests    [12                                                    ] │
  │             ! Guests must be less than 10                            │
  │   Seats     [1500                                                  ] │
  │             ! Seats must be at most 1000                             │
  │   Username  [ab                                                    ] │
  │             ! Username must have at least 3 characters               │
  │   Initial   [AL                                                    ] │
  │             ! Initial must have at most 1 character                  │
  │   Zip code  [12                                                    ] │
  │             ! Zip code must have exactly 5 characters                │
  │   [x                                                               ] │
  │   ! This field must have at least 22 characters                      │
  │   Tags ······················································ 1 item │
  │     • swift                                                          │
  │   ! Tags needs at least 2 items                                      │
  │   Labels ·················································· 12 items │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels takes at most 11 items                                    │
  │   Motto     [x                                                     ] │
  │             ! Motto isn't valid                                      │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start must not be before 2026-11-22                              │
  │   End ··················································· 2026-12-31 │
  │   ! End must not be after 2026-11-30                                 │
  │   Count [12a                                                       ] │
  │         ! Count must be a whole number                               │
  │   Price [1x                                                        ] │
  │         ! Price must be a number                                     │
  │   Day ························································· soon │
  │   ! Day must be a date such as 2026-11-22                            │
  │   Time ························································ noon │
  │   ! Time must be a time such as 14:30                                │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting must be a date and time such as 2026-11-22 14:30         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones needs at least 2 items                                    │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! This section takes at most 1 item                                │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Choose at least 1 option in Plan                                 │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Choose at most 2 options in Toppings                             │
  └──────────────────────────────────────────────────────────────────────┘

  25 rows and 4 sections are invalid: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (disabled) [                        ] │
  │   Alerts ··························· [ON  ●] │
  │   Sounds ··························· [○ OFF] │
  │   Tags ···························· no items │
  │   Labels ··························· 3 items │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (untitled) (full swipe) (destructive) ·… │
  └──────────────────────────────────────────────┘

  Form is valid
  """,
  "en": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name can't be empty                              │
  │   Nickname        [                                                ] │
  │                   ! Nickname can't be empty                          │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail must be an e-mail address such as         │
  │                     ada@example.com                                  │
  │   Website         [example                                         ] │
  │                   ! Website must be a web address such as            │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code isn't in the right format                   │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password must match Password              │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again doesn't match                          │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age must be greater than 17                            │
  │   Adult age [10                                                    ] │
  │             ! Adult age must be at least 18                          │
  │   Guests    [12                                                    ] │
  │             ! Guests must be less than 10                            │
  │   Seats     [1,500                                                 ] │
  │             ! Seats must be at most 1,000                            │
  │   Username  [ab                                                    ] │
  │             ! Username must have at least 3 characters               │
  │   Initial   [AL                                                    ] │
  │             ! Initial must have at most 1 character                  │
  │   Zip code  [12                                                    ] │
  │             ! Zip code must have exactly 5 characters                │
  │   [x                                                               ] │
  │   ! This field must have at least 22 characters                      │
  │   Tags ······················································ 1 item │
  │     • swift                                                          │
  │   ! Tags needs at least 2 items                                      │
  │   Labels ·················································· 12 items │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels takes at most 11 items                                    │
  │   Motto     [x                                                     ] │
  │             ! Motto isn't valid                                      │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start must not be before 2026-11-22                              │
  │   End ··················································· 2026-12-31 │
  │   ! End must not be after 2026-11-30                                 │
  │   Count [12a                                                       ] │
  │         ! Count must be a whole number                               │
  │   Price [1x                                                        ] │
  │         ! Price must be a number                                     │
  │   Day ························································· soon │
  │   ! Day must be a date such as 2026-11-22                            │
  │   Time ························································ noon │
  │   ! Time must be a time such as 14:30                                │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting must be a date and time such as 2026-11-22 14:30         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones needs at least 2 items                                    │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! This section takes at most 1 item                                │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Choose at least 1 option in Plan                                 │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Choose at most 2 options in Toppings                             │
  └──────────────────────────────────────────────────────────────────────┘

  25 rows and 4 sections are invalid: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (disabled) [                        ] │
  │   Alerts ··························· [ON  ●] │
  │   Sounds ··························· [○ OFF] │
  │   Tags ···························· no items │
  │   Labels ··························· 3 items │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (untitled) (full swipe) (destructive) ·… │
  └──────────────────────────────────────────────┘

  Form is valid
  """,
  "de": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name darf nicht leer sein                        │
  │   Nickname        [                                                ] │
  │                   ! Nickname darf nicht leer sein                    │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail muss eine E-Mail-Adresse wie              │
  │                     ada@example.com sein                             │
  │   Website         [example                                         ] │
  │                   ! Website muss eine Webadresse wie                 │
  │                     https://example.com sein                         │
  │   Code            [abc                                             ] │
  │                   ! Code hat nicht das richtige Format               │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password muss mit Password übereinstimmen │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again stimmt nicht überein                   │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age muss größer als 17 sein                            │
  │   Adult age [10                                                    ] │
  │             ! Adult age muss mindestens 18 sein                      │
  │   Guests    [12                                                    ] │
  │             ! Guests muss kleiner als 10 sein                        │
  │   Seats     [1.500                                                 ] │
  │             ! Seats darf höchstens 1.000 sein                        │
  │   Username  [ab                                                    ] │
  │             ! Username muss mindestens 3 Zeichen lang sein           │
  │   Initial   [AL                                                    ] │
  │             ! Initial darf höchstens 1 Zeichen lang sein             │
  │   Zip code  [12                                                    ] │
  │             ! Zip code muss genau 5 Zeichen lang sein                │
  │   [x                                                               ] │
  │   ! Dieses Feld muss mindestens 22 Zeichen lang sein                 │
  │   Tags ··················································· 1 Eintrag │
  │     • swift                                                          │
  │   ! Tags braucht mindestens 2 Einträge                               │
  │   Labels ··············································· 12 Einträge │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels darf höchstens 11 Einträge haben                          │
  │   Motto     [x                                                     ] │
  │             ! Motto ist ungültig                                     │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start darf nicht vor 2026-11-22 liegen                           │
  │   End ··················································· 2026-12-31 │
  │   ! End darf nicht nach 2026-11-30 liegen                            │
  │   Count [12a                                                       ] │
  │         ! Count muss eine ganze Zahl sein                            │
  │   Price [1x                                                        ] │
  │         ! Price muss eine Zahl sein                                  │
  │   Day ························································· soon │
  │   ! Day muss ein Datum wie 2026-11-22 sein                           │
  │   Time ························································ noon │
  │   ! Time muss eine Uhrzeit wie 14:30 sein                            │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting muss Datum und Uhrzeit wie 2026-11-22 14:30 sein         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones braucht mindestens 2 Einträge                             │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Dieser Abschnitt darf höchstens 1 Eintrag haben                  │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Wählen Sie in Plan mindestens 1 Option                           │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Wählen Sie in Toppings höchstens 2 Optionen                      │
  └──────────────────────────────────────────────────────────────────────┘

  25 Zeilen und 4 Abschnitte sind ungültig: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (deaktivie… [                       ] │
  │   Alerts ··························· [EIN ●] │
  │   Sounds ··························· [○ AUS] │
  │   Tags ······················ keine Einträge │
  │   Labels ························ 3 Einträge │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (ohne Titel) (ganz wischen) (destruktiv… │
  └──────────────────────────────────────────────┘

  Formular ist gültig
  """,
  "fr": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name ne peut pas être vide                       │
  │   Nickname        [                                                ] │
  │                   ! Nickname ne peut pas être vide                   │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail doit être une adresse e-mail, par exemple │
  │                     ada@example.com                                  │
  │   Website         [example                                         ] │
  │                   ! Website doit être une adresse web, par exemple   │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code n’a pas le bon format                       │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password doit correspondre à Password     │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again ne correspond pas                      │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age doit dépasser 17                                   │
  │   Adult age [10                                                    ] │
  │             ! Adult age doit valoir au moins 18                      │
  │   Guests    [12                                                    ] │
  │             ! Guests doit rester en dessous de 10                    │
  │   Seats     [1 500                                                 ] │
  │             ! Seats doit valoir au plus 1 000                        │
  │   Username  [ab                                                    ] │
  │             ! Username doit contenir au moins 3 caractères           │
  │   Initial   [AL                                                    ] │
  │             ! Initial doit contenir au plus 1 caractère              │
  │   Zip code  [12                                                    ] │
  │             ! Zip code doit contenir exactement 5 caractères         │
  │   [x                                                               ] │
  │   ! Ce champ doit contenir au moins 22 caractères                    │
  │   Tags ··················································· 1 élément │
  │     • swift                                                          │
  │   ! Tags doit contenir au moins 2 éléments                           │
  │   Labels ··············································· 12 éléments │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels accepte au plus 11 éléments                               │
  │   Motto     [x                                                     ] │
  │             ! Motto n’est pas valide                                 │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start ne peut pas être antérieur au 2026-11-22                   │
  │   End ··················································· 2026-12-31 │
  │   ! End ne peut pas être postérieur au 2026-11-30                    │
  │   Count [12a                                                       ] │
  │         ! Count doit être un nombre entier                           │
  │   Price [1x                                                        ] │
  │         ! Price doit être un nombre                                  │
  │   Day ························································· soon │
  │   ! Day doit être une date, par exemple 2026-11-22                   │
  │   Time ························································ noon │
  │   ! Time doit être une heure, par exemple 14:30                      │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting doit être une date et une heure, par exemple 2026-11-22  │
  │     14:30                                                            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones doit contenir au moins 2 éléments                         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Cette section accepte au plus 1 élément                          │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Choisissez au moins 1 option dans Plan                           │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Choisissez au plus 2 options dans Toppings                       │
  └──────────────────────────────────────────────────────────────────────┘

  25 lignes et 4 sections ne sont pas valides : name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (désactivé) [                       ] │
  │   Alerts ··························· [OUI ●] │
  │   Sounds ··························· [○ NON] │
  │   Tags ······················· aucun élément │
  │   Labels ························ 3 éléments │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (sans titre) (balayage complet) (destru… │
  └──────────────────────────────────────────────┘

  Le formulaire est valide
  """,
  "es": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name no puede quedar en blanco                   │
  │   Nickname        [                                                ] │
  │                   ! Nickname no puede quedar en blanco               │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail debe ser una dirección de correo          │
  │                     electrónico, como ada@example.com                │
  │   Website         [example                                         ] │
  │                   ! Website debe ser una dirección web, como         │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code no tiene el formato correcto                │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password debe coincidir con Password      │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again no coincide                            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age debe ser mayor que 17                              │
  │   Adult age [10                                                    ] │
  │             ! Adult age debe ser como mínimo 18                      │
  │   Guests    [12                                                    ] │
  │             ! Guests debe ser menor que 10                           │
  │   Seats     [1500                                                  ] │
  │             ! Seats debe ser como máximo 1000                        │
  │   Username  [ab                                                    ] │
  │             ! Username debe tener al menos 3 caracteres              │
  │   Initial   [AL                                                    ] │
  │             ! Initial debe tener como máximo 1 carácter              │
  │   Zip code  [12                                                    ] │
  │             ! Zip code debe tener exactamente 5 caracteres           │
  │   [x                                                               ] │
  │   ! Este campo debe tener al menos 22 caracteres                     │
  │   Tags ·················································· 1 elemento │
  │     • swift                                                          │
  │   ! Tags necesita al menos 2 elementos                               │
  │   Labels ·············································· 12 elementos │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels admite como máximo 11 elementos                           │
  │   Motto     [x                                                     ] │
  │             ! Motto no es válido                                     │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start no puede ser anterior al 2026-11-22                        │
  │   End ··················································· 2026-12-31 │
  │   ! End no puede ser posterior al 2026-11-30                         │
  │   Count [12a                                                       ] │
  │         ! Count debe ser un número entero                            │
  │   Price [1x                                                        ] │
  │         ! Price debe ser un número                                   │
  │   Day ························································· soon │
  │   ! Day debe ser una fecha, como 2026-11-22                          │
  │   Time ························································ noon │
  │   ! Time debe ser una hora, como 14:30                               │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting debe ser una fecha y hora, como 2026-11-22 14:30         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones necesita al menos 2 elementos                             │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Esta sección admite como máximo 1 elemento                       │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Elige al menos 1 opción en Plan                                  │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Elige como máximo 2 opciones en Toppings                         │
  └──────────────────────────────────────────────────────────────────────┘

  25 filas y 4 secciones no son válidas: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (desactiva… [                       ] │
  │   Alerts ···························· [SÍ ●] │
  │   Sounds ···························· [○ NO] │
  │   Tags ······················· sin elementos │
  │   Labels ······················· 3 elementos │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (sin título) (deslizar por completo) (d… │
  └──────────────────────────────────────────────┘

  El formulario es válido
  """,
  "it": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name non può essere vuoto                        │
  │   Nickname        [                                                ] │
  │                   ! Nickname non può essere vuoto                    │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail deve essere un indirizzo e-mail, ad       │
  │                     esempio ada@example.com                          │
  │   Website         [example                                         ] │
  │                   ! Website deve essere un indirizzo web, ad esempio │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code non è nel formato corretto                  │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password deve corrispondere a Password    │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again non corrisponde                        │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age deve essere maggiore di 17                         │
  │   Adult age [10                                                    ] │
  │             ! Adult age deve essere almeno 18                        │
  │   Guests    [12                                                    ] │
  │             ! Guests deve essere minore di 10                        │
  │   Seats     [1500                                                  ] │
  │             ! Seats deve essere al massimo 1000                      │
  │   Username  [ab                                                    ] │
  │             ! Username deve avere almeno 3 caratteri                 │
  │   Initial   [AL                                                    ] │
  │             ! Initial può avere al massimo 1 carattere               │
  │   Zip code  [12                                                    ] │
  │             ! Zip code deve avere esattamente 5 caratteri            │
  │   [x                                                               ] │
  │   ! Questo campo deve avere almeno 22 caratteri                      │
  │   Tags ·················································· 1 elemento │
  │     • swift                                                          │
  │   ! Tags richiede almeno 2 elementi                                  │
  │   Labels ··············································· 12 elementi │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels accetta al massimo 11 elementi                            │
  │   Motto     [x                                                     ] │
  │             ! Motto non è valido                                     │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start non può essere precedente al 2026-11-22                    │
  │   End ··················································· 2026-12-31 │
  │   ! End non può essere successivo al 2026-11-30                      │
  │   Count [12a                                                       ] │
  │         ! Count deve essere un numero intero                         │
  │   Price [1x                                                        ] │
  │         ! Price deve essere un numero                                │
  │   Day ························································· soon │
  │   ! Day deve essere una data, ad esempio 2026-11-22                  │
  │   Time ························································ noon │
  │   ! Time deve essere un orario, ad esempio 14:30                     │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting deve essere una data con orario, ad esempio 2026-11-22   │
  │     14:30                                                            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones richiede almeno 2 elementi                                │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Questa sezione accetta al massimo 1 elemento                     │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Scegli almeno 1 opzione in Plan                                  │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Scegli al massimo 2 opzioni in Toppings                          │
  └──────────────────────────────────────────────────────────────────────┘

  25 righe e 4 sezioni non sono valide: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (disattiva… [                       ] │
  │   Alerts ···························· [SÌ ●] │
  │   Sounds ···························· [○ NO] │
  │   Tags ····················· nessun elemento │
  │   Labels ························ 3 elementi │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (senza titolo) (scorrimento completo) (… │
  └──────────────────────────────────────────────┘

  Il modulo è valido
  """,
  "pt-BR": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name não pode ficar em branco                    │
  │   Nickname        [                                                ] │
  │                   ! Nickname não pode ficar em branco                │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail deve ser um endereço de e-mail, como      │
  │                     ada@example.com                                  │
  │   Website         [example                                         ] │
  │                   ! Website deve ser um endereço web, como           │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code não está no formato correto                 │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password deve ser igual a Password        │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again não confere                            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age deve ser maior que 17                              │
  │   Adult age [10                                                    ] │
  │             ! Adult age deve ser no mínimo 18                        │
  │   Guests    [12                                                    ] │
  │             ! Guests deve ser menor que 10                           │
  │   Seats     [1.500                                                 ] │
  │             ! Seats deve ser no máximo 1.000                         │
  │   Username  [ab                                                    ] │
  │             ! Username deve ter pelo menos 3 caracteres              │
  │   Initial   [AL                                                    ] │
  │             ! Initial deve ter no máximo 1 caractere                 │
  │   Zip code  [12                                                    ] │
  │             ! Zip code deve ter exatamente 5 caracteres              │
  │   [x                                                               ] │
  │   ! Este campo deve ter pelo menos 22 caracteres                     │
  │   Tags ······················································ 1 item │
  │     • swift                                                          │
  │   ! Tags precisa de pelo menos 2 itens                               │
  │   Labels ·················································· 12 itens │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels aceita no máximo 11 itens                                 │
  │   Motto     [x                                                     ] │
  │             ! Motto não é válido                                     │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start não pode ser anterior a 2026-11-22                         │
  │   End ··················································· 2026-12-31 │
  │   ! End não pode ser posterior a 2026-11-30                          │
  │   Count [12a                                                       ] │
  │         ! Count deve ser um número inteiro                           │
  │   Price [1x                                                        ] │
  │         ! Price deve ser um número                                   │
  │   Day ························································· soon │
  │   ! Day deve ser uma data, como 2026-11-22                           │
  │   Time ························································ noon │
  │   ! Time deve ser um horário, como 14:30                             │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting deve ser uma data e hora, como 2026-11-22 14:30          │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones precisa de pelo menos 2 itens                             │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Esta seção aceita no máximo 1 item                               │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Escolha pelo menos 1 opção em Plan                               │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Escolha no máximo 2 opções em Toppings                           │
  └──────────────────────────────────────────────────────────────────────┘

  25 linhas e 4 seções não são válidas: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Na… (desativado) [                       ] │
  │   Alerts ··························· [SIM ●] │
  │   Sounds ··························· [○ NÃO] │
  │   Tags ························· nenhum item │
  │   Labels ··························· 3 itens │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (sem título) (deslizar até o fim) (dest… │
  └──────────────────────────────────────────────┘

  O formulário é válido
  """,
  "nl": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name mag niet leeg zijn                          │
  │   Nickname        [                                                ] │
  │                   ! Nickname mag niet leeg zijn                      │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail moet een e-mailadres zijn, zoals          │
  │                     ada@example.com                                  │
  │   Website         [example                                         ] │
  │                   ! Website moet een webadres zijn, zoals            │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code heeft niet de juiste opmaak                 │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password moet overeenkomen met Password   │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again komt niet overeen                      │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age moet groter zijn dan 17                            │
  │   Adult age [10                                                    ] │
  │             ! Adult age moet minstens 18 zijn                        │
  │   Guests    [12                                                    ] │
  │             ! Guests moet kleiner zijn dan 10                        │
  │   Seats     [1.500                                                 ] │
  │             ! Seats mag hoogstens 1.000 zijn                         │
  │   Username  [ab                                                    ] │
  │             ! Username moet minstens 3 tekens bevatten               │
  │   Initial   [AL                                                    ] │
  │             ! Initial mag hoogstens 1 teken bevatten                 │
  │   Zip code  [12                                                    ] │
  │             ! Zip code moet precies 5 tekens bevatten                │
  │   [x                                                               ] │
  │   ! Dit veld moet minstens 22 tekens bevatten                        │
  │   Tags ··················································· 1 element │
  │     • swift                                                          │
  │   ! Tags heeft minstens 2 items nodig                                │
  │   Labels ·············································· 12 elementen │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels mag hoogstens 11 items bevatten                           │
  │   Motto     [x                                                     ] │
  │             ! Motto is ongeldig                                      │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start mag niet vóór 2026-11-22 liggen                            │
  │   End ··················································· 2026-12-31 │
  │   ! End mag niet na 2026-11-30 liggen                                │
  │   Count [12a                                                       ] │
  │         ! Count moet een geheel getal zijn                           │
  │   Price [1x                                                        ] │
  │         ! Price moet een getal zijn                                  │
  │   Day ························································· soon │
  │   ! Day moet een datum zijn, zoals 2026-11-22                        │
  │   Time ························································ noon │
  │   ! Time moet een tijd zijn, zoals 14:30                             │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting moet een datum en tijd zijn, zoals 2026-11-22 14:30      │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones heeft minstens 2 items nodig                              │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Deze sectie mag hoogstens 1 item bevatten                        │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Kies minstens 1 optie in Plan                                    │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Kies hoogstens 2 opties in Toppings                              │
  └──────────────────────────────────────────────────────────────────────┘

  25 rijen en 4 secties zijn ongeldig: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (uitgescha… [                       ] │
  │   Alerts ··························· [AAN ●] │
  │   Sounds ··························· [○ UIT] │
  │   Tags ······················ geen elementen │
  │   Labels ······················· 3 elementen │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (zonder titel) (volledig vegen) (destru… │
  └──────────────────────────────────────────────┘

  Formulier is geldig
  """,
  "pl": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name nie może być puste                          │
  │   Nickname        [                                                ] │
  │                   ! Nickname nie może być puste                      │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail musi być adresem e-mail, np.              │
  │                     ada@example.com                                  │
  │   Website         [example                                         ] │
  │                   ! Website musi być adresem strony, np.             │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code ma nieprawidłowy format                     │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password i Password muszą być takie same  │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again się nie zgadza                         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age: wartość musi być większa niż 17                   │
  │   Adult age [10                                                    ] │
  │             ! Adult age: wartość musi wynosić co najmniej 18         │
  │   Guests    [12                                                    ] │
  │             ! Guests: wartość musi być mniejsza niż 10               │
  │   Seats     [1500                                                  ] │
  │             ! Seats: wartość może wynosić najwyżej 1000              │
  │   Username  [ab                                                    ] │
  │             ! Username musi mieć co najmniej 3 znaki                 │
  │   Initial   [AL                                                    ] │
  │             ! Initial może mieć najwyżej 1 znak                      │
  │   Zip code  [12                                                    ] │
  │             ! Zip code musi mieć dokładnie 5 znaków                  │
  │   [x                                                               ] │
  │   ! To pole musi mieć co najmniej 22 znaki                           │
  │   Tags ··················································· 1 element │
  │     • swift                                                          │
  │   ! Tags musi mieć co najmniej 2 elementy                            │
  │   Labels ·············································· 12 elementów │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels może mieć najwyżej 11 elementów                           │
  │   Motto     [x                                                     ] │
  │             ! Motto ma nieprawidłową wartość                         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start nie może być wcześniej niż 2026-11-22                      │
  │   End ··················································· 2026-12-31 │
  │   ! End nie może być później niż 2026-11-30                          │
  │   Count [12a                                                       ] │
  │         ! Count musi być liczbą całkowitą                            │
  │   Price [1x                                                        ] │
  │         ! Price musi być liczbą                                      │
  │   Day ························································· soon │
  │   ! Day musi być datą, np. 2026-11-22                                │
  │   Time ························································ noon │
  │   ! Time musi być godziną, np. 14:30                                 │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting musi być datą i godziną, np. 2026-11-22 14:30            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones musi mieć co najmniej 2 elementy                          │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Ta sekcja może mieć najwyżej 1 element                           │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Plan: wybierz co najmniej 1 opcję                                │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Toppings: wybierz najwyżej 2 opcje                               │
  └──────────────────────────────────────────────────────────────────────┘

  Niepoprawne (25 wierszy i 4 sekcje): name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (wyłączone) [                       ] │
  │   Alerts ·························· [WŁ.  ●] │
  │   Sounds ·························· [○ WYŁ.] │
  │   Tags ······················ brak elementów │
  │   Labels ························ 3 elementy │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (bez tytułu) (pełne przesunięcie) (dest… │
  └──────────────────────────────────────────────┘

  Formularz jest poprawny
  """,
  "ru": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name не может быть пустым                        │
  │   Nickname        [                                                ] │
  │                   ! Nickname не может быть пустым                    │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail: введите адрес электронной почты,         │
  │                     например ada@example.com                         │
  │   Website         [example                                         ] │
  │                   ! Website: введите веб-адрес, например             │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! Code: неверный формат                            │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password и Password должны совпадать      │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again: значения не совпадают                 │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age: значение должно быть больше 17                    │
  │   Adult age [10                                                    ] │
  │             ! Adult age: значение должно быть не меньше 18           │
  │   Guests    [12                                                    ] │
  │             ! Guests: значение должно быть меньше 10                 │
  │   Seats     [1 500                                                 ] │
  │             ! Seats: значение должно быть не больше 1 000            │
  │   Username  [ab                                                    ] │
  │             ! Username: введите не менее 3 символов                  │
  │   Initial   [AL                                                    ] │
  │             ! Initial: введите не более 1 символа                    │
  │   Zip code  [12                                                    ] │
  │             ! Zip code: введите ровно 5 символов                     │
  │   [x                                                               ] │
  │   ! Это поле: введите не менее 22 символов                           │
  │   Tags ··················································· 1 элемент │
  │     • swift                                                          │
  │   ! Tags: нужно не менее 2 элементов                                 │
  │   Labels ·············································· 12 элементов │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels: допускается не более 11 элементов                        │
  │   Motto     [x                                                     ] │
  │             ! Motto: недопустимое значение                           │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start: дата не может быть раньше 2026-11-22                      │
  │   End ··················································· 2026-12-31 │
  │   ! End: дата не может быть позже 2026-11-30                         │
  │   Count [12a                                                       ] │
  │         ! Count: введите целое число                                 │
  │   Price [1x                                                        ] │
  │         ! Price: введите число                                       │
  │   Day ························································· soon │
  │   ! Day: введите дату, например 2026-11-22                           │
  │   Time ························································ noon │
  │   ! Time: введите время, например 14:30                              │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting: введите дату и время, например 2026-11-22 14:30         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones: нужно не менее 2 элементов                               │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! Этот раздел: допускается не более 1 элемента                     │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Plan: выберите не менее 1 варианта                               │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Toppings: выберите не более 2 вариантов                          │
  └──────────────────────────────────────────────────────────────────────┘

  С ошибками (25 строк и 4 раздела): name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (отключено) [                       ] │
  │   Alerts ·························· [ВКЛ  ●] │
  │   Sounds ·························· [○ ВЫКЛ] │
  │   Tags ······················· нет элементов │
  │   Labels ························ 3 элемента │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (без названия) (полный свайп) (необрати… │
  └──────────────────────────────────────────────┘

  Форма заполнена верно
  """,
  "ja": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Nameを入力してください                           │
  │   Nickname        [                                                ] │
  │                   ! Nicknameを入力してください                       │
  │   E-mail          [ada                                             ] │
  │                   ! E-mailには ada@example.com                       │
  │                     のようなメールアドレスを入力してください         │
  │   Website         [example                                         ] │
  │                   ! Websiteには https://example.com                  │
  │                     のようなウェブアドレスを入力してください         │
  │   Code            [abc                                             ] │
  │                   ! Codeの形式が正しくありません                     │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat passwordがPasswordと一致しません          │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN againが一致しません                          │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Ageは17より大きい値にしてください                      │
  │   Adult age [10                                                    ] │
  │             ! Adult ageは18以上にしてください                        │
  │   Guests    [12                                                    ] │
  │             ! Guestsは10より小さい値にしてください                   │
  │   Seats     [1,500                                                 ] │
  │             ! Seatsは1,000以下にしてください                         │
  │   Username  [ab                                                    ] │
  │             ! Usernameは3文字以上で入力してください                  │
  │   Initial   [AL                                                    ] │
  │             ! Initialは1文字以内で入力してください                   │
  │   Zip code  [12                                                    ] │
  │             ! Zip codeは5文字で入力してください                      │
  │   [x                                                               ] │
  │   ! この項目は22文字以上で入力してください                           │
  │   Tags ························································ 1 件 │
  │     • swift                                                          │
  │   ! Tagsには2件以上の項目が必要です                                  │
  │   Labels ····················································· 12 件 │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labelsに追加できる項目は11件までです                             │
  │   Motto     [x                                                     ] │
  │             ! Mottoの値が正しくありません                            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Startは2026-11-22以降の日付にしてください                        │
  │   End ··················································· 2026-12-31 │
  │   ! Endは2026-11-30以前の日付にしてください                          │
  │   Count [12a                                                       ] │
  │         ! Countには整数を入力してください                            │
  │   Price [1x                                                        ] │
  │         ! Priceには数値を入力してください                            │
  │   Day ························································· soon │
  │   ! Dayには2026-11-22のような日付を入力してください                  │
  │   Time ························································ noon │
  │   ! Timeには14:30のような時刻を入力してください                      │
  │ ▸ Meeting ···················································· later │
  │   ! Meetingには2026-11-22 14:30のような日時を入力してください        │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phonesには2件以上の項目が必要です                                │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! このセクションに追加できる項目は1件までです                      │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! Planで1個以上選択してください                                    │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! Toppingsで選択できるのは2個までです                              │
  └──────────────────────────────────────────────────────────────────────┘

  25 行と4 セクションが無効です: name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (無効) [                            ] │
  │   Alerts ·························· [オン ●] │
  │   Sounds ·························· [○ オフ] │
  │   Tags ···························· 項目なし │
  │   Labels ······························ 3 件 │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (無題) (フルスワイプ) (破壊的) · Flag    │
  └──────────────────────────────────────────────┘

  フォームは有効です
  """,
  "zh-Hans": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! Name不能为空                                     │
  │   Nickname        [                                                ] │
  │                   ! Nickname不能为空                                 │
  │   E-mail          [ada                                             ] │
  │                   ! E-mail必须是电子邮件地址，例如 ada@example.com   │
  │   Website         [example                                         ] │
  │                   ! Website必须是网址，例如 https://example.com      │
  │   Code            [abc                                             ] │
  │                   ! Code的格式不正确                                 │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! Repeat password必须与Password一致                │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again不一致                                  │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! Age必须大于17                                          │
  │   Adult age [10                                                    ] │
  │             ! Adult age不能小于18                                    │
  │   Guests    [12                                                    ] │
  │             ! Guests必须小于10                                       │
  │   Seats     [1,500                                                 ] │
  │             ! Seats不能大于1,000                                     │
  │   Username  [ab                                                    ] │
  │             ! Username至少需要3个字符                                │
  │   Initial   [AL                                                    ] │
  │             ! Initial最多只能有1个字符                               │
  │   Zip code  [12                                                    ] │
  │             ! Zip code必须正好是5个字符                              │
  │   [x                                                               ] │
  │   ! 此字段至少需要22个字符                                           │
  │   Tags ························································ 1 项 │
  │     • swift                                                          │
  │   ! Tags至少需要2项                                                  │
  │   Labels ····················································· 12 项 │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! Labels最多只能有11项                                             │
  │   Motto     [x                                                     ] │
  │             ! Motto无效                                              │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! Start不能早于2026-11-22                                          │
  │   End ··················································· 2026-12-31 │
  │   ! End不能晚于2026-11-30                                            │
  │   Count [12a                                                       ] │
  │         ! Count必须是整数                                            │
  │   Price [1x                                                        ] │
  │         ! Price必须是数字                                            │
  │   Day ························································· soon │
  │   ! Day必须是日期，例如 2026-11-22                                   │
  │   Time ························································ noon │
  │   ! Time必须是时间，例如 14:30                                       │
  │ ▸ Meeting ···················································· later │
  │   ! Meeting必须是日期和时间，例如 2026-11-22 14:30                   │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! Phones至少需要2项                                                │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! 此部分最多只能有1项                                              │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! 请在Plan中至少选择1项                                            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! 请在Toppings中最多选择2项                                        │
  └──────────────────────────────────────────────────────────────────────┘

  25 行和4 个部分无效：name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (已停用) [                          ] │
  │   Alerts ···························· [开 ●] │
  │   Sounds ···························· [○ 关] │
  │   Tags ······························ 无项目 │
  │   Labels ······························ 3 项 │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (无标题) (完全滑动) (破坏性) · Flag      │
  └──────────────────────────────────────────────┘

  表单有效
  """,
  "ar": """
  ┌─ Account ────────────────────────────────────────────────────────────┐
  │   Name*           [                                                ] │
  │                   ! لا يمكن ترك Name فارغًا                           │
  │   Nickname        [                                                ] │
  │                   ! لا يمكن ترك Nickname فارغًا                       │
  │   E-mail          [ada                                             ] │
  │                   ! يجب أن يكون E-mail عنوان بريد إلكتروني مثل       │
  │                     ada@example.com                                  │
  │   Website         [example                                         ] │
  │                   ! يجب أن يكون Website عنوان ويب مثل                │
  │                     https://example.com                              │
  │   Code            [abc                                             ] │
  │                   ! تنسيق Code غير صحيح                              │
  │   Password        [•••••••                                         ] │
  │   Repeat password [•••••••                                         ] │
  │                   ! يجب أن يطابق Repeat password Password            │
  │   [••••                                                            ] │
  │   PIN again       [••••                                            ] │
  │                   ! PIN again غير متطابق                             │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Numbers ────────────────────────────────────────────────────────────┐
  │   Age       [10                                                    ] │
  │             ! يجب أن يكون Age أكبر من 17                             │
  │   Adult age [10                                                    ] │
  │             ! يجب ألا يقل Adult age عن 18                            │
  │   Guests    [12                                                    ] │
  │             ! يجب أن يكون Guests أصغر من 10                          │
  │   Seats     [1,500                                                 ] │
  │             ! يجب ألا يزيد Seats عن 1,000                            │
  │   Username  [ab                                                    ] │
  │             ! يجب أن يحتوي Username على 3 أحرف على الأقل             │
  │   Initial   [AL                                                    ] │
  │             ! يجب ألا يزيد Initial عن حرف واحد                       │
  │   Zip code  [12                                                    ] │
  │             ! يجب أن يحتوي Zip code على 5 أحرف بالضبط                │
  │   [x                                                               ] │
  │   ! يجب أن يحتوي هذا الحقل على 22 حرفًا على الأقل                     │
  │   Tags ··················································· عنصر واحد │
  │     • swift                                                          │
  │   ! يحتاج Tags إلى عنصرين على الأقل                                  │
  │   Labels ·················································· 12 عنصرًا │
  │     • a                                                              │
  │     • b                                                              │
  │     • c                                                              │
  │     • d                                                              │
  │     • e                                                              │
  │     • f                                                              │
  │     • g                                                              │
  │     • h                                                              │
  │     • i                                                              │
  │     • j                                                              │
  │     • k                                                              │
  │     • l                                                              │
  │   ! يقبل Labels 11 عنصرًا كحد أقصى                                    │
  │   Motto     [x                                                     ] │
  │             ! Motto غير صالح                                         │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Dates ──────────────────────────────────────────────────────────────┐
  │   Start ················································· 2026-11-01 │
  │   ! لا يمكن أن يكون Start قبل 2026-11-22                             │
  │   End ··················································· 2026-12-31 │
  │   ! لا يمكن أن يكون End بعد 2026-11-30                               │
  │   Count [12a                                                       ] │
  │         ! يجب أن يكون Count عددًا صحيحًا                               │
  │   Price [1x                                                        ] │
  │         ! يجب أن يكون Price رقمًا                                     │
  │   Day ························································· soon │
  │   ! يجب أن يكون Day تاريخًا مثل 2026-11-22                            │
  │   Time ························································ noon │
  │   ! يجب أن يكون Time وقتًا مثل 14:30                                  │
  │ ▸ Meeting ···················································· later │
  │   ! يجب أن يكون Meeting تاريخًا ووقتًا مثل 2026-11-22 14:30            │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Phones ─────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0100                                                      ] │
  │   ! يحتاج Phones إلى عنصرين على الأقل                                │
  └──────────────────────────────────────────────────────────────────────┘

  ┌──────────────────────────────────────────────────────────────────────┐
  │   ⊖ [555-0101                                                      ] │
  │   ⊖ [555-0102                                                      ] │
  │   ! يقبل هذا القسم عنصرًا واحدًا كحد أقصى                              │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Plan ───────────────────────────────────────────────────────────────┐
  │   Free ························································· [ ] │
  │   ! اختر خيارًا واحدًا على الأقل في Plan                               │
  └──────────────────────────────────────────────────────────────────────┘

  ┌─ Toppings ───────────────────────────────────────────────────────────┐
  │   Cheese ······················································· [✓] │
  │   Ham ·························································· [✓] │
  │   Olives ······················································· [✓] │
  │   ! اختر خيارين على الأكثر في Toppings                               │
  └──────────────────────────────────────────────────────────────────────┘

  غير صالح (25 صفًا و4 أقسام): name, nickname, email, website, code, repeat, pinAgain, age, adultAge, guests, seats, username, initial, zip, note, tags, labels, motto, start, end, count, price, day, time, meeting, section 'phones', section 'emergency', section 'plan', section 'toppings'

  ┌─ Words ──────────────────────────────────────┐
  │   Name (معطّل) [                            ] │
  │   Alerts ························· [تشغيل ●] │
  │   Sounds ························· [○ إيقاف] │
  │   Tags ······················· لا توجد عناصر │
  │   Labels ··························· 3 عناصر │
  │     • a                                      │
  │     • b                                      │
  │     • c                                      │
  │   Mail                                       │
  │   « (بلا عنوان) (سحب كامل) (إجراء هدّام) · F… │
  └──────────────────────────────────────────────┘

  النموذج صالح
  """,
]

@Suite("Printing a form in each language")
struct LocalizedPrintingTests {
  @Test(
    "every message and every word of the printer reads in the form's language",
    arguments: [
      "none", "en", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "ja", "zh-Hans", "ar",
    ])
  func golden(language: String) throws {
    let locale = language == "none" ? nil : Locale(identifier: language)
    let form = try EveryMessageForm.submitted(locale: locale)
    let words = printerWordsForm()
    words.locale = locale
    let text =
      TextPrinter(width: 72).render(form, includingSummary: true) + "\n\n"
      + TextPrinter(width: 48).render(words, includingSummary: true)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let wanted = (expected[language] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == wanted.count)
    for (line, want) in zip(lines, wanted) { #expect(line == want) }
  }

  @Test("without a locale, the switch and the words read as before any language existed")
  func englishWordsUnchanged() {
    let text = TextPrinter(width: 48, charset: .ascii).render(printerWordsForm())
    #expect(text.contains("|   Alerts ............................. [ON ] |"))
    #expect(text.contains("|   Sounds ............................. [OFF] |"))
    #expect(text.contains("|   Name (disabled) [                        ] |"))
  }

  @Test("a message shows only once the row was changed and left, or submitted")
  @MainActor
  func momentRule() throws {
    let form =
      Form() +++ Section("Account")
      <<< IntRow("age") { $0.title = "Age" }
      <<< TextRow("name") {
        $0.title = "Name"
        $0.required = true
      }
    form.locale = Locale(identifier: "de_DE")
    let printer = TextPrinter(width: 44)
    try form.type("1o", into: "age")
    #expect(!printer.render(form).contains("!"))
    form.resignFocus()
    #expect(printer.render(form).contains("! Age muss eine ganze Zahl sein"))
    #expect(!printer.render(form).contains("Name darf"))
    form.validate()
    #expect(printer.render(form).contains("! Name darf nicht leer sein"))
  }
}
