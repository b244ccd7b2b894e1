extension AnswersTexts {
  /// Spanish.
  static let spanish: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "opción desconocida {flag}",
    .answersUnknownFlagNear: "opción desconocida {flag}; ¿quería decir {suggestion}?",
    .answersMissingValue: "{flag} necesita un valor",
    .answersSwitchValue:
      "{flag} es un interruptor y no admite un valor aparte: escriba {flag}={value}",
    .answersNoValue: "{flag} no admite ningún valor",
    .answersRepeated: "{flag} aparece más de una vez, pero admite un solo valor",
    .answersUnexpectedArgument:
      "argumento inesperado {argument}: las respuestas se dan como opciones",
    .answersHiddenField: "{source} responde a {field}, que no se pregunta con estas respuestas",
    .answersUnchangeableField: "{source} responde a {field}, que no se puede cambiar",
    .answersUnknownVariable: "{variable} está definida, pero ningún campo tiene ese nombre",
    .answersUnknownKey: "{file} {path}: ningún campo tiene ese nombre",
    .answersWrongType: "{file} {path}: {field} no admite un valor de este tipo",
    .answersRepeatedKey: "{file} {path}: esta clave aparece más de una vez",
    .answersUnreadableFile: "no se puede leer el archivo de respuestas {file}",
    .answersFileTooLarge: "el archivo de respuestas {file} ocupa más de {limit} bytes",
    .answersNotJSON: "el archivo de respuestas {file} no es JSON válido",
    .answersNotAnObject:
      "el archivo de respuestas {file} debe contener un objeto de respuestas por nombre de campo",
    .answersErrorLine: "Error: {message}",
    .answersWarningLine: "advertencia: {message}",
    .answersUsageHint: "Ejecute {command} para ver las opciones.",
    .answersIncomplete: """
    El formulario no se puede enviar sin una persona que lo rellene; estos campos faltan o no \
    son válidos:
    """,
    .answersHelpUsage: "Uso: {command} [opciones]",
    .answersHelpFlags: "Opciones:",
    .answersHelpRequired: "(obligatorio)",
    .answersHelpRepeatable: "(repetible)",
    .answersHelpDefault: "Por defecto: {value}",
    .answersHelpText: "<texto>",
    .answersHelpNumber: "<número>",
    .answersHelpItem: "<elemento>",
    .answersHelpFile: "<archivo>",
    .answersHelpLocation: "<url-o-ruta>",
    .answersHelpAnswersFile:
      "Leer las respuestas de un archivo JSON: un objeto de valores por nombre de campo.",
    .answersHelpNoInput:
      "No preguntar nunca: informar de lo que falta o no es válido y salir con el estado 3.",
    .answersHelpShowHelp: "Mostrar esta ayuda y salir.",
    .answersHelpEnvironment: """
    Variables de entorno, leídas antes que las opciones (una opción prevalece sobre su \
    variable); una lista admite un elemento por línea o elementos separados por comas:
    """,
    .answersNotOption: "«{answer}» no es una de las opciones: {options}",
    .answersNoOptions: "no hay opciones entre las que elegir",
    .answersNotYesNo: "«{answer}» no es ni sí ni no",
    .answersNotDate: "«{answer}» no es una fecha: escríbela como {format}",
    .answersReservedFlag:
      "el campo con la etiqueta {tag} tiene la opción {flag}, que el comando se reserva: da otra etiqueta al campo",
    .answersSharedFlag:
      "los campos con las etiquetas {tag} y {other} tienen ambos la opción {flag}: da otra etiqueta a uno de ellos",
  ]
}
