extension WeatherLocale {
    /// The hour cycle the place's weather service writes where CLDR's default for the
    /// locale differs; `nil` elsewhere. A locale's own `-u-hc-` wins over it.
    ///
    /// - Traditional Chinese for Taiwan (`zh-Hant`, `zh-TW`): 24-hour times ("15時"), as the
    ///   Central Weather Administration's forecasts write them (cwa.gov.tw, checked 2026-12);
    ///   CLDR's default is 12-hour ("下午3時"). Hong Kong and Macau keep CLDR's.
    package var weatherServiceHourCycle: HourCycle? {
        guard language == "zh", region == nil || region == "TW", chineseScript == "Hant" else { return nil }
        return .h23
    }

    /// How the language's weather services and apps write an hour where ICU's pattern for
    /// the locale (CLDR 42, ICU 72) reads otherwise; `nil` where ICU's reads as they do.
    /// Each changes only the hour field of ICU's own pattern, so the words and their order
    /// stay ICU's. A locale's own `-u-hc-` turns the convention off, as it asks for a cycle.
    package var weatherServiceHourStyle: HourStyle? {
        guard hourCycle == nil else { return nil }
        switch language {
        case "de", "fr": return .withoutLeadingZero
        case "pt" where region == nil || region == "BR": return .hourMarkH
        case "hi": return .dayPeriodInWords
        case "ko": return .midnightAsZero
        default: return nil
        }
    }
}

/// A weather service's way of writing an hour that ICU's locale data does not give.
package enum HourStyle: Sendable, Hashable {
    /// German and French: a whole hour without a leading zero ("6 Uhr", "6 h", not CLDR's
    /// "06 Uhr", "06 h"), as the Deutscher Wetterdienst writes hours in its forecasts (dwd.de,
    /// checked 2026-12) and the Duden's rule for hours alone, and as French typography writes
    /// them (Lexique des règles typographiques en usage à l'Imprimerie nationale: "9 h");
    /// times with minutes keep "06:30".
    case withoutLeadingZero
    /// Brazilian Portuguese: a whole hour as "15h" (CLDR gives a bare "15"), as INMET and
    /// Climatempo write hours (portal.inmet.gov.br, climatempo.com.br, checked 2026-12); times
    /// with minutes keep "14:50".
    case hourMarkH
    /// Hindi: the part of the day in words ("दोपहर 3", "सुबह 6"), ICU's flexible day
    /// periods (`B`), where CLDR's Hindi am/pm markers are Latin "am"/"pm".
    case dayPeriodInWords
    /// Korean: the hour after midnight as "오전 0시" (Korean press and broadcasters' usage;
    /// the National Institute of Korean Language's answer on 오전 0시), where CLDR's 12-hour
    /// clock says "오전 12시", which Korean readers take for noon; noon stays "오후 12시".
    case midnightAsZero

    /// The skeleton ICU is asked for: `j` becomes `Bh` for ``dayPeriodInWords``.
    func skeleton(_ skeleton: String) -> String {
        guard self == .dayPeriodInWords, skeleton.contains("j") else { return skeleton }
        return String(skeleton.flatMap { $0 == "j" ? ["B", "h"] : [$0] })
    }

    /// ICU's pattern with the hour written this way.
    func pattern(_ pattern: String) -> String {
        guard !DatePatternRewriter.hasField(UInt8(ascii: "m"), in: pattern) else { return pattern }
        switch self {
        case .withoutLeadingZero:
            return DatePatternRewriter.replacingField(UInt8(ascii: "H"), in: pattern, with: "H")
        case .hourMarkH:
            return DatePatternRewriter.replacingField(UInt8(ascii: "H"), in: pattern, with: "H'h'")
        case .dayPeriodInWords, .midnightAsZero:
            return pattern
        }
    }

    /// The pattern for instants in the first hour of the day, when it differs (Korean `K`
    /// for `h`: "오전 0시"); `nil` when every hour uses `pattern`.
    func midnightPattern(_ pattern: String) -> String? {
        guard self == .midnightAsZero, DatePatternRewriter.hasField(UInt8(ascii: "h"), in: pattern) else { return nil }
        return DatePatternRewriter.replacingField(UInt8(ascii: "h"), in: pattern, with: "K")
    }
}
