/// One locale for each language whose table ships in `Localizations/`, for tests that must
/// cover every shipped language (snapshots, full renders, lint).
public enum ShippedLocales {
    /// A typical locale of each shipped language, English and Korean first.
    public static let all = [
        "en_US", "ko_KR", "ja_JP", "zh_CN", "zh_TW", "de_DE", "fr_FR", "es_ES", "pt_BR", "it_IT", "ru_RU", "ar_EG", "he_IL",
        "hi_IN", "tr_TR",
    ]

    /// The pseudo-locales generated from English (`en-XA` accented and longer, `ar-XB` right to left).
    public static let pseudo = ["en-XA", "ar-XB"]
}
