import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The warnings still in force at `now`, most severe first as sent (feeds list them in
    /// the agencies' order), each the same warning once: the copies an agency sends in
    /// several languages (same sender, start and end, a tag in common) become one, its
    /// original in the user's language when sent, else in English, else the first.
    func presentAlerts(_ alerts: [WeatherAlert], now: Int, _ f: PresentationFormatters) -> [AlertViewModel] {
        // The first 64 in force, as sent: real answers carry a handful, and grouping compares
        // pairs, so a hostile answer of thousands must not cost a square of them.
        let current = Array(alerts.lazy.filter { $0.end >= now }.prefix(Self.mostAlerts))
        guard !current.isEmpty else { return [] }
        let dateTime: SkeletonDateFormatter
        do {
            dateTime = try SkeletonDateFormatter(locale: options.locale, skeleton: "MMMEdjmm", timeZone: f.timeZone)
        } catch {
            dateTime = f.observedAt
        }
        return AlertGroup.group(current).map { group in
            let chosen = group.original(for: localizer.resolvedLanguage)
            let alert = chosen.alert
            let kind = group.members.lazy.map { AlertKind(tags: $0.alert.tags, event: $0.alert.event) }.first { $0 != .other } ?? .other
            let level = group.members.lazy.compactMap { AlertLevel(event: $0.alert.event, description: $0.alert.description) }.first
            let title = localizer.string(.alertTitle, .string(levelWords(level)), .string(localizer.string(StringKey.alertKindKey(kind))))
            let end = dateTime.format(unixSeconds: alert.end)
            let period = alert.start > now
                ? localizer.string(.alertBetween, .string(dateTime.format(unixSeconds: alert.start)), .string(end))
                : localizer.string(.alertUntil, .string(end))
            let sender = AlertText.bounded(alert.senderName, limit: 200, keepLineBreaks: false)
            return AlertViewModel(
                kind: kind,
                level: level.map(Self.levelID),
                title: title,
                period: period,
                accessibilityLabel: localizer.string(.alertSpoken, .string(title), .string(period)),
                sender: sender.isEmpty ? nil : localizer.string(.alertSender, .string(sender)),
                startUnixTime: alert.start,
                endUnixTime: alert.end,
                original: AlertOriginalViewModel(
                    label: localizer.string(.alertOriginal),
                    language: chosen.language,
                    event: AlertText.bounded(alert.event, limit: 200, keepLineBreaks: false),
                    description: AlertText.bounded(alert.description, limit: 4000, keepLineBreaks: true),
                    otherLanguages: group.members.map(\.language).filter { $0 != chosen.language }))
        }
    }

    static let mostAlerts = 64

    private func levelWords(_ level: AlertLevel?) -> String {
        switch level {
        case .yellow?: localizer.string(.alertLevelYellow)
        case .orange?: localizer.string(.alertLevelOrange)
        case .red?: localizer.string(.alertLevelRed)
        case .dwd(let stage)?: localizer.string(.alertLevelDWD, .integer(stage))
        case .advisory?: localizer.string(.alertLevelAdvisory)
        case .watch?: localizer.string(.alertLevelWatch)
        case .warning?: localizer.string(.alertLevelWarning)
        case nil: localizer.string(.alertLevelUnknown)
        }
    }

    private static func levelID(_ level: AlertLevel) -> String {
        switch level {
        case .yellow: "yellow"
        case .orange: "orange"
        case .red: "red"
        case .dwd(let stage): "dwd-\(stage)"
        case .advisory: "advisory"
        case .watch: "watch"
        case .warning: "warning"
        }
    }
}

/// The copies of one warning sent in several languages.
struct AlertGroup {
    struct Member {
        var alert: WeatherAlert
        var language: String
    }

    var members: [Member]

    /// Alerts grouped in order: an alert joins an earlier group when it has the same sender,
    /// start and end, shares a tag with it (or neither has tags), and is in a language the
    /// group lacks.
    static func group(_ alerts: [WeatherAlert]) -> [AlertGroup] {
        var groups: [AlertGroup] = []
        for alert in alerts {
            let member = Member(alert: alert, language: AlertLanguage.of(alert.event + " " + alert.description))
            if let index = groups.firstIndex(where: { $0.accepts(member) }) {
                groups[index].members.append(member)
            } else {
                groups.append(AlertGroup(members: [member]))
            }
        }
        return groups
    }

    private func accepts(_ member: Member) -> Bool {
        guard let first = members.first?.alert else { return false }
        let alert = member.alert
        guard first.senderName == alert.senderName, first.start == alert.start, first.end == alert.end else { return false }
        guard !members.contains(where: { $0.language == member.language }) else { return false }
        let tags = Set(members.flatMap(\.alert.tags).map { $0.lowercased() })
        let theirs = Set(alert.tags.map { $0.lowercased() })
        return (tags.isEmpty && theirs.isEmpty) || !tags.isDisjoint(with: theirs)
    }

    /// The copy in `language`, else in English, else the first sent.
    func original(for language: String) -> Member {
        members.first { $0.language == language } ?? members.first { $0.language == "en" } ?? members[0]
    }
}

/// An agency's text made safe to show anywhere: control characters (escape sequences
/// included) and bidirectional overrides removed, carriage returns made line breaks (or
/// spaces), and at most `limit` characters, an ellipsis saying when it was cut.
enum AlertText {
    static func bounded(_ text: String, limit: Int, keepLineBreaks: Bool) -> String {
        var result = String.UnicodeScalarView()
        var count = 0
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let isCR = scalar == "\r"
            defer { previousWasCR = isCR }
            var kept: Unicode.Scalar?
            switch scalar.value {
            case 0x0A: kept = previousWasCR ? nil : (keepLineBreaks ? "\n" : " ")
            case 0x0D: kept = keepLineBreaks ? "\n" : " "
            case 0x09: kept = " "
            case 0x00...0x1F, 0x7F...0x9F: kept = nil
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: kept = nil
            default: kept = scalar
            }
            guard let kept else { continue }
            if count == limit {
                result.append("…")
                break
            }
            result.append(kept)
            count += 1
        }
        return String(String(result).trimming { $0 == " " || $0 == "\n" })
    }
}
