/// How severe a warning is, on the scale its sender uses; only ever read from what the
/// sender wrote, never guessed.
package enum AlertLevel: Sendable, Hashable, Codable {
    /// MeteoAlarm's awareness levels (Europe): yellow (be aware), orange (be prepared), red
    /// (take action). Météo-France's CAP severities map onto them as MeteoAlarm's CAP profile
    /// does: Moderate → yellow, Severe → orange, Extreme → red.
    case yellow, orange, red
    /// The German Weather Service's "Stufe N von 4" (level 1 of 4 … 4 of 4).
    case dwd(Int)
    /// The US National Weather Service's products, lowest first; KMA's 주의보 is an advisory
    /// and its 경보 a warning, JMA's 注意報 and 警報 likewise.
    case advisory, watch, warning

    /// The level an alert's event name and description state, or `nil` when they state none.
    ///
    /// ```swift
    /// AlertLevel(event: "Yellow Thunderstorm Warning", description: "")   // .yellow
    /// AlertLevel(event: "Moderate thunderstorm warning", description: "") // .yellow
    /// AlertLevel(event: "Wind Advisory", description: "")                 // .advisory
    /// AlertLevel(event: "STURMBÖEN", description: "… Warnstufe 2 von 4 …") // .dwd(2)
    /// ```
    package init?(event: String, description: String) {
        let name = event.lowercased()
        if let level = Self.colour(in: name) { self = level; return }
        if let stage = Self.dwdStage(in: name) ?? Self.dwdStage(in: description.lowercased()) { self = .dwd(stage); return }
        if name.hasPrefix("moderate ") { self = .yellow; return }
        if name.hasPrefix("severe ") { self = .orange; return }
        if name.hasPrefix("extreme ") || name.hasPrefix("very severe ") { self = .red; return }
        if name.hasSuffix("advisory") || name.hasSuffix("주의보") || name.hasSuffix("注意報") { self = .advisory; return }
        if name.hasSuffix(" watch") { self = .watch; return }
        if name.hasSuffix(" warning") || name.hasSuffix("경보") || name.hasSuffix("警報") { self = .warning; return }
        return nil
    }

    /// A colour word at the start of an event (`Yellow Wind Warning`, `Orange …`), in
    /// English or the agencies' languages.
    private static func colour(in name: String) -> AlertLevel? {
        let colours: [(AlertLevel, [String])] = [
            (.yellow, ["yellow", "jaune", "gelb", "amarill", "giall", "amarel", "жёлт", "желт", "노란", "황색", "黄色", "黃色"]),
            (.orange, ["orange", "naranja", "arancion", "laranja", "оранж", "주황", "橙色"]),
            (.red, ["red ", "rouge", "rot ", "rojo", "ross", "vermelh", "красн", "빨간", "적색", "红色", "紅色"]),
        ]
        for (level, words) in colours where words.contains(where: { name.hasPrefix($0) || name.contains(" " + $0) }) {
            return level
        }
        return nil
    }

    /// "level 2 of 4", "stufe 2 von 4", "warnstufe 2 von 4": the DWD's stage, 1…4.
    private static func dwdStage(in text: String) -> Int? {
        var words: [Substring] = []
        var start = text.startIndex
        for index in text.indices where !(text[index].isLetter || text[index].isNumber) {
            if start < index { words.append(text[start..<index]) }
            start = text.index(after: index)
        }
        if start < text.endIndex { words.append(text[start...]) }
        guard words.count >= 4 else { return nil }
        for index in 0...(words.count - 4) where ["level", "stufe", "warnstufe"].contains(words[index]) {
            guard let stage = Int(words[index + 1]), (1...4).contains(stage),
                  ["of", "von"].contains(words[index + 2]), words[index + 3] == "4"
            else { continue }
            return stage
        }
        return nil
    }
}
