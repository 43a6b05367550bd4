import ArgumentParser
import OpenWeatherAPI
import WeatherCore
import WeatherRendering

/// `weather show`'s options for live weather: which place, and how to reach OpenWeather.
struct LiveOptions: ParsableArguments {
    @Option(name: .named(.city), help: ArgumentHelp("A place name in any script: Seoul, \"Springfield,IL,US\", 서울, 東京, Zürich.", valueName: "name"))
    var city: String?

    // `.unconditional`: the next argument is the value even when it looks like an option,
    // so `--lat -33.87` works for the southern hemisphere.
    @Option(name: .named(.lat), parsing: .unconditional, help: ArgumentHelp("Latitude in degrees, north positive (with --lon).", valueName: "degrees"))
    var lat: Double?

    @Option(name: .named(.lon), parsing: .unconditional, help: ArgumentHelp("Longitude in degrees, east positive (with --lat).", valueName: "degrees"))
    var lon: Double?

    @Option(name: .named(.zip), help: ArgumentHelp("A ZIP or postal code with its country: 10001,US.", valueName: "code,CC"))
    var zip: String?

    @Flag(name: .named(.listPlaces), help: "Print the places matching --city, --zip or --lat/--lon (name, state, country, coordinates) and exit.")
    var listPlaces = false

    @Flag(name: .named(.refresh), help: "Ask OpenWeather even when the cached answer is less than 10 minutes old.")
    var refresh = false

    @Flag(name: .named(.noAirQuality), help: "Show no air quality and ask OpenWeather for none (air_quality = false in the configuration file).")
    var noAirQuality = false

    @Option(name: .named(.aqiScale), help: "Air-quality scale: kr, us, eu, cn, in, gb or ca (default: the place's country's own).")
    var aqiScale: AirQualityScaleID?

    @Option(name: .named(.source), help: ArgumentHelp(
        "Where live weather comes from: openweather (the free 2.5 API; also 2.5), onecall (One Call 3.0, a subscription) or open-meteo (no key). Default: source in the configuration file, else openweather with a key and open-meteo without.",
        valueName: "feed"))
    var source: WeatherFeed?

    @Option(name: .named(.baseURL), help: ArgumentHelp(
        "The OpenWeather server (default https://api.openweathermap.org, or OPENWEATHER_BASE_URL).", valueName: "url"))
    var baseUrl: String?

    // Read as text, so a refused value is quoted as typed (`nan`, `-1`, `1e300`);
    // `.unconditional` so `-1` is that value, not an unknown option.
    @Option(name: .named(.timeout), parsing: .unconditional, help: ArgumentHelp("Give up on the network after this many seconds, retries included (default 20).", valueName: "seconds"))
    var timeout: String?

    /// The longest `--timeout` taken: a day.
    static let longestTimeoutSeconds = 86_400.0

    /// `--timeout` in seconds, when given and valid (`check()` refuses any other).
    var timeoutSeconds: Double? {
        timeout.flatMap { Double($0.trimmingWhitespace) }.flatMap { (0...Self.longestTimeoutSeconds).contains($0) && $0 > 0 ? $0 : nil }
    }

    @Option(name: .named(.template), help: ArgumentHelp(
        "--format line, waybar or i3blocks: the template, with " + Self.placeholderList + ".",
        valueName: "text"))
    var template: String?

    /// `{place} {condition} …`: the line's placeholders for `--template`'s help. Built by
    /// appending strings rather than by `joined(separator:)`, whose generic first call costs
    /// a cold `weather` 0.35 M instructions, since every run makes the options with their help.
    private static var placeholderList: String {
        var list = ""
        for placeholder in LineRenderer.placeholders {
            if !list.isEmpty { list += " " }
            list += "{" + placeholder + "}"
        }
        return list
    }

    /// The place options given, in the order the help lists them (`--lat` stands for the pair).
    var placeOptionsGiven: [String] {
        [(city != nil, OptionName.city.typed), (zip != nil, OptionName.zip.typed), (lat != nil || lon != nil, OptionName.lat.typed)].filter(\.0).map(\.1)
    }

    /// Whether any option asks for a place.
    var asksForPlace: Bool { !placeOptionsGiven.isEmpty }

    /// The combinations `show` cannot run, checked when it runs so the message is worded
    /// in the user's language (ArgumentParser's `validate()` would word it in English).
    func check() throws(CommandFailure) {
        func problem(_ problem: UsageProblem) -> CommandFailure { CommandFailure(kind: .usage, message: .usage(problem)) }
        if lat != nil && lon == nil { throw problem(.needs(option: OptionName.lat.typed, other: OptionName.lon.typed)) }
        if lon != nil && lat == nil { throw problem(.needs(option: OptionName.lon.typed, other: OptionName.lat.typed)) }
        let given = placeOptionsGiven
        if given.count > 1 { throw problem(.conflicting(given[0], given[1])) }
        if let lat, !Coordinates.latitudeRange.contains(lat) { throw problem(.outOfRange(option: OptionName.lat.typed, low: "-90", high: "90")) }
        if let lon, !Coordinates.longitudeRange.contains(lon) { throw problem(.outOfRange(option: OptionName.lon.typed, low: "-180", high: "180")) }
        if let timeout, timeoutSeconds == nil { throw .invalidOption(timeout, OptionName.timeout.typed) }
        if let city, city.trimmingWhitespace.isEmpty { throw problem(.missingValue(option: OptionName.city.typed)) }
    }
}
