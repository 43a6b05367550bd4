/// What a warning is about: a stable kind a frontend can draw and every language names.
public enum AlertKind: String, Sendable, Hashable, Codable, CaseIterable {
    case wind, thunderstorm, rain, snowIce = "snow-ice", fog, flood, coastal
    case extremeHigh = "extreme-high-temperature", extremeLow = "extreme-low-temperature"
    case fire, avalanche, dust, airQuality = "air-quality", other

    /// The kind of an alert from the feed's `tags` (OpenWeather's classification, in English)
    /// and, when they say nothing, from words of its event (English and the agencies' own
    /// languages); ``other`` when neither says.
    ///
    /// ```swift
    /// AlertKind(tags: ["Thunderstorm"], event: "Yellow Thunderstorm Warning")  // .thunderstorm
    /// AlertKind(tags: [], event: "강풍주의보")                                  // .wind
    /// ```
    package init(tags: [String], event: String) {
        for tag in tags {
            if let kind = Self.fromTag(tag) { self = kind; return }
        }
        self = Self.fromWords(event.lowercased()) ?? .other
    }

    /// OpenWeather's tags (One Call documentation, "alerts.tags").
    private static func fromTag(_ tag: String) -> AlertKind? {
        switch tag.lowercased() {
        case "wind": .wind
        case "thunderstorm": .thunderstorm
        case "rain": .rain
        case "snow/ice", "snow", "ice": .snowIce
        case "fog": .fog
        case "flood": .flood
        case "coastal event", "marine", "tsunami": .coastal
        case "extreme high temperature": .extremeHigh
        case "extreme low temperature": .extremeLow
        case "fire warning", "fire": .fire
        case "avalanches", "avalanche": .avalanche
        case "dust", "sand": .dust
        case "air quality": .airQuality
        default: nil
        }
    }

    /// Words of an event name, most specific first (a "thunderstorm and rain" warning is a
    /// thunderstorm one). Each list holds English and the words of the agencies OpenWeather
    /// relays in their own language (KMA, JMA, CMA, Roshydromet, DWD, Météo-France, AEMET, IMS…).
    private static let words: [(AlertKind, [String])] = [
        (.avalanche, ["avalanche", "lawine", "valanga", "avalancha", "лавин", "눈사태", "雪崩"]),
        (.fire, ["fire", "red flag", "feu", "brand", "incendi", "пожар", "산불", "건조", "火災", "火险", "火險", "乾燥", "干燥"]),
        (.dust, ["dust", "sand", "poussière", "staub", "polvo", "пыль", "황사", "黄沙", "沙尘", "沙塵"]),
        (.airQuality, ["air quality", "smog", "ozone", "qualité de l'air", "미세먼지", "오존", "大气污染", "空污", "空氣"]),
        (.coastal, ["coastal", "marine", "small craft", "rip current", "beach hazard", "surf", "tsunami", "storm surge", "high tide", "wave", "submersion", "vagues",
                    "sturmflut", "costero", "mareggiat", "풍랑", "해일", "高潮", "波浪", "海浪", "暴潮", "風浪", "浪"]),
        (.flood, ["flood", "inondation", "crue", "hochwasser", "überschwemmung", "inundacion", "inundación", "alluvion", "idrogeolog",
                  "паводок", "наводнен", "홍수", "洪水", "浸水", "大雨浸水"]),
        (.thunderstorm, ["thunder", "lightning", "tornado", "orage", "gewitter", "tormenta", "temporal", "гроз",
                         "뇌우", "낙뢰", "雷", "龙卷", "龍捲"]),
        (.snowIce, ["winter storm", "ice storm", "snow", "ice", "icing", "freezing", "freeze", "blizzard", "frost", "neige", "verglas", "schnee", "glätte", "glatteis",
                    "frost", "nieve", "hielo", "neve", "gelo", "снег", "гололед", "гололёд", "метел", "대설", "한파주의", "결빙",
                    "雪", "着氷", "霜", "道路结冰", "冰"]),
        (.extremeHigh, ["heat", "high temperature", "canicule", "chaleur", "hitze", "calor", "caldo", "жара", "폭염",
                        "高温", "高溫", "暑"]),
        (.extremeLow, ["wind chill", "chill", "cold", "low temperature", "grand froid", "kälte", "frío", "freddo", "мороз", "холод", "한파",
                       "低温", "低溫", "寒潮", "寒流"]),
        (.fog, ["fog", "brouillard", "nebel", "niebla", "nebbia", "туман", "안개", "霧", "雾"]),
        (.rain, ["rain", "shower", "pluie", "regen", "lluvia", "pioggia", "chuva", "дожд", "ливн", "호우", "大雨", "暴雨", "豪雨"]),
        (.wind, ["wind", "gale", "hurricane", "typhoon", "tropical storm", "storm", "tempête", "vent", "sturm", "viento", "vento", "ветер", "ветр", "강풍", "태풍",
                 "風", "风", "台风", "颱風"]),
    ]

    private static func fromWords(_ event: String) -> AlertKind? {
        words.first { _, list in list.contains { event.contains($0) } }?.0
    }
}
