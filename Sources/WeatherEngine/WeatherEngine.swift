/// The one import a frontend needs: decoding OpenWeather responses (``OpenWeatherDecoder``),
/// the locale and presentation options (``WeatherLocale``, ``PresentationOptions``), the
/// presenter and every view model (``ForecastPresenter``, ``ForecastViewModel``), and the
/// renderings (text, Markdown, one line, JSON, and the HTML page: ``PageRenderer`` with the
/// presenter's ``PageWords``).
///
/// ```swift
/// import WeatherEngine
///
/// let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale("ko_KR")))
/// let view = try presenter.present(
///     current: OpenWeatherDecoder.decodeCurrent(currentJSON), forecast: OpenWeatherDecoder.decodeForecast(forecastJSON))
/// view.now?.temperature.text           // "0°C"
/// view.current?.readings[2].label      // "체감온도"
/// view.chart?.summary                  // "최저 -4°C(금요일 오전 6시), 최고 3°C(금요일 오후 12시)"
/// ```
///
/// Every word a screen shows is in the view model: a frontend lays it out and looks nothing up.
/// The live client (`WeatherNetwork`, on SwiftNIO) is a product of its own, so a frontend that
/// brings its own HTTP stack does not build SwiftNIO.
@_exported public import WeatherCore
@_exported public import WeatherLocalization
@_exported public import WeatherPresentation
@_exported public import WeatherRendering
