/// The language an agency wrote an alert in, as a BCP 47 tag, told from its script and,
/// for Latin text, from words every warning uses; `und` (undetermined) when it cannot be
/// told, never a guess.
package enum AlertLanguage {
    /// ```swift
    /// AlertLanguage.of("Yellow Thunderstorm Warning")      // "en"
    /// AlertLanguage.of("Гололедно-изморозевое отложение") // "ru"
    /// AlertLanguage.of("강풍주의보")                        // "ko"
    /// ```
    package static func of(_ text: String) -> String {
        var counts: [Script: Int] = [:]
        for scalar in text.unicodeScalars.prefix(400) {
            if let script = Script(scalar) { counts[script, default: 0] += 1 }
        }
        if counts[.hangul, default: 0] > 0 { return "ko" }
        if counts[.kana, default: 0] > 0 { return "ja" }
        if counts[.han, default: 0] > 0 { return "zh" }
        if counts[.ukrainianLetter, default: 0] > 0 { return "uk" }
        guard let script = counts.filter({ $0.key != .ukrainianLetter }).max(by: { $0.value < $1.value })?.key else { return "und" }
        switch script {
        case .cyrillic: return "ru"
        case .greek: return "el"
        case .hebrew: return "he"
        case .arabic: return "ar"
        case .devanagari: return "hi"
        case .thai: return "th"
        case .latin: return latinLanguage(text.lowercased())
        case .hangul, .kana, .han, .ukrainianLetter: return "und"
        }
    }

    private enum Script: Hashable {
        case latin, cyrillic, ukrainianLetter, greek, hebrew, arabic, devanagari, thai, hangul, kana, han

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: self = .latin
            case 0x0404, 0x0406, 0x0407, 0x0454, 0x0456, 0x0457, 0x0490, 0x0491: self = .ukrainianLetter
            case 0x0400...0x04FF: self = .cyrillic
            case 0x0370...0x03FF: self = .greek
            case 0x0590...0x05FF: self = .hebrew
            case 0x0600...0x06FF, 0x0750...0x077F: self = .arabic
            case 0x0900...0x097F: self = .devanagari
            case 0x0E00...0x0E7F: self = .thai
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: self = .hangul
            case 0x3040...0x30FF: self = .kana
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: self = .han
            default: return nil
            }
        }
    }

    /// Words a warning in each language almost always holds, whole words only.
    private static let latinWords: [(String, Set<String>)] = [
        ("en", ["warning", "advisory", "watch", "the", "and", "of", "wind", "rain", "snow", "thunderstorm", "thunderstorms", "heavy", "expected", "until", "with", "high", "low", "temperature", "storm", "gale", "fog", "flood", "coastal", "event", "heat", "cold", "ice", "level", "from"]),
        ("de", ["warnung", "vor", "und", "der", "die", "das", "stufe", "von", "unwetterwarnung", "sturmböen", "gewitter", "glätte", "frost", "nebel", "regen", "schneefall", "wird", "es", "mit", "bis", "amtliche"]),
        ("fr", ["vigilance", "avertissement", "orages", "vent", "pluie", "neige", "verglas", "canicule", "les", "des", "et", "de", "la", "le", "du", "prévue", "jaune", "rouge", "inondation", "vague"]),
        ("es", ["aviso", "de", "por", "lluvias", "tormentas", "vientos", "nevadas", "costeros", "temperaturas", "máximas", "mínimas", "amarillo", "naranja", "rojo", "el", "la", "los", "y", "fenómenos"]),
        ("it", ["allerta", "avviso", "temporali", "vento", "pioggia", "neve", "di", "per", "il", "la", "e", "gialla", "arancione", "rossa", "criticità", "idrogeologica"]),
        ("pt", ["aviso", "de", "chuva", "vento", "tempestade", "trovoada", "amarelo", "laranja", "vermelho", "para", "e", "da", "do", "acumulado", "perigo", "potencial"]),
        ("nl", ["waarschuwing", "code", "geel", "oranje", "rood", "onweersbuien", "windstoten", "gladheid", "en", "het", "van", "de"]),
        ("pl", ["ostrzeżenie", "burze", "silny", "wiatr", "opady", "deszczu", "śniegu", "stopnia", "i", "z"]),
        ("tr", ["uyarı", "sarı", "turuncu", "kırmızı", "kuvvetli", "yağış", "rüzgar", "fırtına", "ve", "için"]),
    ]

    private static func latinLanguage(_ text: String) -> String {
        var words: [Substring] = []
        var current = text.startIndex
        for index in text.indices where !text[index].isLetter {
            if current < index { words.append(text[current..<index]) }
            current = text.index(after: index)
        }
        if current < text.endIndex { words.append(text[current...]) }
        var best = ("und", 0)
        for (language, list) in latinWords {
            let hits = words.prefix(200).reduce(0) { $0 + (list.contains(String($1)) ? 1 : 0) }
            if hits > best.1 { best = (language, hits) }
        }
        return best.0
    }
}
