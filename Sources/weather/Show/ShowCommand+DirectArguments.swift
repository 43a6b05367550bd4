import ArgumentParser
import Logging
import WeatherCore
import WeatherLocalization

extension ShowCommand {
    /// Reads a plain `weather [show] [--option value]…` without ArgumentParser.
    ///
    /// ArgumentParser builds the command's arguments by reflection over its property
    /// wrappers, which cost a quarter of a cold render's instructions. This reader takes only
    /// what it fully understands — each option it reads below at most once as
    /// `--name value`, each flag it reads at most once, no positional values — and
    /// returns `nil` for anything else (help, `--name=value`, short or unknown options, one
    /// it does not read, a value starting with `-` such as `--lat -33.87`, a value the
    /// option's type rejects), so ArgumentParser parses and reports those. The lines below
    /// are the only list of what it reads. Values are converted by the same
    /// `ExpressibleByArgument` initialisers and defaults come from ``Default``, so an
    /// accepted call means what ArgumentParser would make of it: the CLI tests run every
    /// option ArgumentParser declares both ways and compare.
    init?(directArguments arguments: [String]) {
        let routed = WeatherCommand.routed(arguments)
        guard routed.first == "show",
              var given = DirectArguments(routed.dropFirst()),
              given.values.isEmpty
        else { return nil }
        self.init()
        do throws(DirectArguments.Declined) {
            localeOptions = LocaleOptions()
            localeOptions.locale = try given.value(.locale)
            localeOptions.verbose = given.flag(.verbose)
            current = try given.value(.current)
            forecast = try given.value(.forecast)
            oneCall = try given.value(.oneCall)
            airPollution = try given.value(.airPollution)
            airPollutionForecast = try given.value(.airPollutionForecast)
            airPollutionHistory = try given.value(.airPollutionHistory)
            inputUnits = try given.value(.inputUnits) ?? Default.inputUnits
            format = try given.value(.format) ?? Default.format
            unit = try given.value(.unit) ?? Default.unit
            roundingOptions = RoundingOptions()
            roundingOptions.fractionDigits = try given.value(.fractionDigits)
            roundingOptions.increment = try given.value(.increment)
            roundingOptions.roundingMode = try given.value(.roundingMode)
            timeZone = try given.value(.timeZone)
            now = try given.value(.now)
            localizations = try given.value(.localizations)
            color = try given.value(.color) ?? Default.color
            hours = try given.value(.hours) ?? Default.hours
            icons = try given.value(.icons) ?? Default.icons
            width = try given.value(.width)
            chart = given.flag(.chart)
            ambiguous = try given.value(.ambiguous)
            watch = try given.value(.watch)
            liveOptions = LiveOptions()
            liveOptions.city = try given.value(.city)
            liveOptions.lat = try given.value(.lat)
            liveOptions.lon = try given.value(.lon)
            liveOptions.zip = try given.value(.zip)
            liveOptions.listPlaces = given.flag(.listPlaces)
            liveOptions.refresh = given.flag(.refresh)
            liveOptions.noAirQuality = given.flag(.noAirQuality)
            liveOptions.aqiScale = try given.value(.aqiScale)
            liveOptions.baseUrl = try given.value(.baseURL)
            liveOptions.timeout = try given.value(.timeout)
            liveOptions.template = try given.value(.template)
            liveOptions.source = try given.value(.source)
        } catch {
            return nil
        }
        guard given.everythingRead else { return nil }
        Logger(label: "weather.arguments").trace("show: arguments read without ArgumentParser")
    }
}
