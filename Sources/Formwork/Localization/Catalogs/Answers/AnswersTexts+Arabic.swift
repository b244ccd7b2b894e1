extension AnswersTexts {
  /// Arabic.
  static let arabic: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "خيار غير معروف {flag}",
    .answersUnknownFlagNear: "خيار غير معروف {flag}؛ هل تقصد {suggestion}؟",
    .answersMissingValue: "يحتاج {flag} إلى قيمة",
    .answersSwitchValue: "{flag} مفتاح تشغيل ولا يقبل قيمة منفصلة: اكتب {flag}={value}",
    .answersNoValue: "لا يقبل {flag} أي قيمة",
    .answersRepeated: "أُعطي {flag} أكثر من مرة، لكنه يقبل قيمة واحدة",
    .answersUnexpectedArgument: "وسيط غير متوقع {argument}: تُعطى الإجابات في صورة خيارات",
    .answersHiddenField: "يجيب {source} عن {field}، وهو حقل لا يُسأل عنه مع هذه الإجابات",
    .answersUnchangeableField: "يجيب {source} عن {field}، وهو حقل لا يمكن تغييره",
    .answersUnknownVariable: "المتغير {variable} مضبوط، لكن لا يوجد حقل بهذا الاسم",
    .answersUnknownKey: "{file} {path}: لا يوجد حقل بهذا الاسم",
    .answersWrongType: "{file} {path}: لا يقبل {field} قيمة من هذا النوع",
    .answersRepeatedKey: "{file} {path}: هذا المفتاح مكرر أكثر من مرة",
    .answersUnreadableFile: "تعذّرت قراءة ملف الإجابات {file}",
    .answersFileTooLarge: "ملف الإجابات {file} أكبر من {limit} بايت",
    .answersNotJSON: "ملف الإجابات {file} ليس JSON صالحًا",
    .answersNotAnObject: "يجب أن يحتوي ملف الإجابات {file} على كائن بالإجابات حسب اسم الحقل",
    .answersErrorLine: "خطأ: {message}",
    .answersWarningLine: "تحذير: {message}",
    .answersUsageHint: "شغّل {command} لعرض الخيارات.",
    .answersIncomplete: "لا يمكن إرسال النموذج دون شخص يملؤه؛ هذه الحقول ناقصة أو غير صالحة:",
    .answersHelpUsage: "الاستخدام: {command} [خيارات]",
    .answersHelpFlags: "الخيارات:",
    .answersHelpRequired: "(مطلوب)",
    .answersHelpRepeatable: "(قابل للتكرار)",
    .answersHelpDefault: "القيمة الافتراضية: {value}",
    .answersHelpText: "<نص>",
    .answersHelpNumber: "<رقم>",
    .answersHelpItem: "<عنصر>",
    .answersHelpFile: "<ملف>",
    .answersHelpLocation: "<رابط-أو-مسار>",
    .answersHelpAnswersFile: "قراءة الإجابات من ملف JSON: كائن بالقيم حسب اسم الحقل.",
    .answersHelpNoInput: "عدم السؤال أبدًا: الإبلاغ عمّا هو ناقص أو غير صالح، والخروج بالحالة 3.",
    .answersHelpShowHelp: "عرض هذه المساعدة والخروج.",
    .answersHelpEnvironment: """
    متغيرات البيئة، تُقرأ قبل الخيارات (والخيار مقدَّم على متغيره)؛ تأخذ القائمة عنصرًا في كل \
    سطر، أو عناصر تفصل بينها فواصل:
    """,
    .answersNotOption: "«{answer}» ليس أحد الخيارات: {options}",
    .answersNoOptions: "لا توجد خيارات للاختيار منها",
    .answersNotYesNo: "«{answer}» ليس نعم ولا لا",
    .answersNotDate: "«{answer}» ليس تاريخًا: اكتبه بالصيغة {format}",
    .answersReservedFlag:
      "للحقل ذي الوسم {tag} الخيار {flag} الذي يحتفظ به الأمر لنفسه: أعطِ الحقل وسمًا آخر",
    .answersSharedFlag:
      "للحقلين ذوي الوسمين {tag} و{other} الخيار نفسه {flag}: أعطِ أحدهما وسمًا آخر",
  ]
}
