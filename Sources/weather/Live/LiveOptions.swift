import ArgumentParser

/// `weather show`'s options for live weather: which place, and how to reach OpenWeather.
struct LiveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A place name in any script: Seoul, \"Springfield,IL,US\", 서울, 東京, Zürich.", valueName: "name"))
    var city: String?

    // `.unconditional`: the next argument is the value even when it looks like an option,
    // so `--lat -33.87` works for the southern hemisphere.
    @Option(parsing: .unconditional, help: ArgumentHelp("Latitude in degrees, north positive (with --lon).", valueName: "degrees"))
    var lat: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Longitude in degrees, east positive (with --lat).", valueName: "degrees"))
    var lon: Double?

    @Option(help: ArgumentHelp("A ZIP or postal code with its country: 10001,US.", valueName: "code,CC"))
    var zip: String?

    @Flag(help: "Print the places matching --city, --zip or --lat/--lon (name, state, country, coordinates) and exit.")
    var listPlaces = false

    @Flag(help: "Ask OpenWeather even when the cached answer is less than 10 minutes old.")
    var refresh = false

    @Option(help: ArgumentHelp(
        "The OpenWeather server (default https://api.openweathermap.org, or OPENWEATHER_BASE_URL).", valueName: "url"))
    var baseUrl: String?

    @Option(help: ArgumentHelp("Give up on the network after this many seconds, retries included (default 20).", valueName: "seconds"))
    var timeout: Double?

    @Option(help: ArgumentHelp(
        "--format line: the template, with {place} {condition} {temp} {feelsLike} {high} {low} {humidity} {wind} {pop}.",
        valueName: "text"))
    var template: String?

    /// Whether any option asks for a place.
    var asksForPlace: Bool { city != nil || zip != nil || lat != nil || lon != nil }

    func validate() throws {
        if (lat == nil) != (lon == nil) { throw ValidationError("--lat and --lon go together") }
        let given = [city != nil, zip != nil, lat != nil].filter { $0 }.count
        if given > 1 { throw ValidationError("--city, --zip and --lat/--lon are alternatives: give one") }
        if let lat, !(-90...90).contains(lat) { throw ValidationError("--lat must be between -90 and 90") }
        if let lon, !(-180...180).contains(lon) { throw ValidationError("--lon must be between -180 and 180") }
        if let timeout, !(timeout > 0) { throw ValidationError("--timeout must be more than 0 seconds") }
        if let city, city.trimmingSpaces.isEmpty { throw ValidationError("--city needs a name") }
    }
}
