import Dispatch
import FoundationEssentials
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering
import WeatherStrings

/// `weather --locale all`: the same forecast in every locale ICU has, the listing a
/// localization tester scans for wrong units, fallbacks and broken layouts.
///
/// - `--format json`: JSON Lines, one object per locale in ICU's order:
///   `{"locale":"ko_KR","ownTranslation":true,"forecast":{…the view model…}}`, where
///   `ownTranslation` is false when the locale's language has no table and English stands in.
/// - `--format text` / `markdown`: each locale's render under a heading naming it
///   (`=== ko_KR ===` / `# ko_KR`).
///
/// Locales are rendered on every core, each thread taking the next locale not yet taken;
/// the output is written once, in ICU's order, after all of them succeeded (nothing
/// half-written if one fails), the same bytes whatever the number of threads. The
/// formatter caches are bounded (least recently used entries go), so memory stays flat
/// however many locales pass through.
enum AllLocalesListing {
    /// The `--locale` value that asks for the listing.
    static let keyword = "all"

    /// The environment variable that sets the number of threads (`1`: one locale after
    /// another, which tests compare with the default).
    static let workersVariable = "WEATHER_WORKERS"

    /// One thread per core unless ``workersVariable`` says otherwise (1...64).
    static func workerCount(environment: [String: String]) throws(CommandFailure) -> Int {
        guard let value = environment[workersVariable] else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        guard let count = Int(value), (1...64).contains(count) else { throw .invalidOption(value, workersVariable) }
        return count
    }
}

extension ShowCommand {
    func runForAllLocales() throws {
        try runReportingFailures(validLocale: nil, parts: { () throws(CommandFailure) in
            // The listing renders one forecast (files or the sample), never a live place.
            if let place = liveOptions.placeOptionsGiven.first {
                throw CommandFailure(kind: .usage, message: .usage(.conflicting(OptionName.locale.typed + " " + AllLocalesListing.keyword, place)))
            }
            // It renders once: there is nothing to watch.
            if watch != nil {
                throw CommandFailure(kind: .usage, message: .usage(.conflicting(OptionName.locale.typed + " " + AllLocalesListing.keyword, OptionName.watch.typed)))
            }
            let tables = try loadTables(for: nil)
            let input = try ForecastInput.load(current: current, forecast: forecast, units: inputUnits)
            let identifiers = WeatherLocale.availableIdentifiers
            let workers = try AllLocalesListing.workerCount(environment: ProcessEnvironment.variables)
            let sections = Locked([String](repeating: "", count: identifiers.count))
            let failure = Locked<CommandFailure?>(nil)
            // The next locale to render: locales differ in cost, so threads take them one by one.
            let next = Locked(0)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var rendered: [(index: Int, text: String)] = []
                while true {
                    let index = next.withLock { next in
                        defer { next += 1 }
                        return next
                    }
                    guard index < identifiers.count, failure.withLock({ $0 == nil }) else { break }
                    do throws(CommandFailure) {
                        rendered.append((index, try section(for: identifiers[index], tables: tables, input: input)))
                    } catch {
                        failure.withLock { $0 = $0 ?? error }
                        break
                    }
                }
                sections.withLock { sections in
                    for (index, text) in rendered { sections[index] = text }
                }
            }
            if let failure = failure.withLock({ $0 }) { throw failure }
            return sections.withLock { $0 }
        })
    }

    /// One locale's part of the listing, ending with a newline.
    private func section(for identifier: String, tables: LocalizationTables, input: ForecastInput) throws(CommandFailure) -> String {
        // ICU listed the locale itself, so failing to open it is ours to fix, not the user's.
        func internalError(_ error: LocalizationError) -> CommandFailure {
            CommandFailure(kind: .software, message: .internalError("\(identifier): \(error)"))
        }
        let locale: WeatherLocale
        do throws(LocalizationError) { locale = try WeatherLocale(identifier) } catch { throw internalError(error) }
        let options = try presentationOptions(locale: locale)
        let presenter: ForecastPresenter
        do throws(LocalizationError) {
            presenter = try ForecastPresenter(options: options, tables: tables)
        } catch {
            throw internalError(error)
        }
        let viewModel = try input.present(with: presenter)
        switch format {
        case .json:
            let forecast: String
            do { forecast = try JSONRendering.renderLine(viewModel) } catch {
                throw CommandFailure(kind: .software, message: .internalError(String(describing: error)))
            }
            // ICU's identifiers are ASCII letters, digits and underscores: nothing to escape.
            return #"{"locale":""# + identifier + #"","ownTranslation":\#(presenter.localizer.hasOwnTable),"forecast":"#
                + forecast + "}\n"
        case .text:
            return "=== \(identifier) ===\n\n" + (try render(viewModel)) + "\n"
        case .markdown:
            return "# \(identifier)\n\n" + (try render(viewModel)) + "\n"
        case .line, .waybar, .i3blocks:
            return "\(identifier)\t" + (try render(viewModel))
        }
    }
}
