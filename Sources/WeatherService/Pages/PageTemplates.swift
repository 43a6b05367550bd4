import Mustache
import WeatherLocalization
import WeatherStrings
import WeatherPresentation
import WeatherRendering

/// The HTML pages, from Mustache templates in `Web/` that a designer can edit (embedded at
/// build time, so the binary needs no files beside it). Every value is HTML-escaped by
/// Mustache's `{{…}}`; the templates use no triple braces.
struct PageTemplates: Sendable {
    private let page: MustacheTemplate

    init() throws(ServiceSetupError) {
        guard let text = WebFiles.text("page.mustache") else { throw ServiceSetupError(description: "page.mustache is not embedded") }
        do {
            page = try MustacheTemplate(string: text)
        } catch {
            throw ServiceSetupError(description: "page.mustache: \(error)")
        }
    }

    /// The forecast page: the same sections, rows and words as the terminal text, with each
    /// value's spoken form for screen readers.
    func forecast(_ viewModel: ForecastViewModel, localizer: Localizer, locale: WeatherLocale) -> String {
        let document = ForecastDocument(viewModel, icons: .emoji, spoken: true)
        let sections: [[String: Any]] = document.sections.map { section in
            let table = section.table
            let kinds = table.columns.map { column in
                switch column.kind {
                case .label: "label"
                case .text: "text"
                case .number: "number"
                }
            }
            let priorities = table.columns.map { column in
                switch column.priority {
                case .low: "low"
                case .medium: "medium"
                case .high: "high"
                case .required: "required"
                }
            }
            let rows: [[String: Any]] = table.rows.enumerated().map { index, row in
                var entry: [String: Any] = [
                    "columnCount": table.columns.count,
                    "cells": row.enumerated().map { column, text -> [String: Any] in
                        var cell: [String: Any] = ["text": text, "kind": kinds[column], "priority": priorities[column], "isLabel": kinds[column] == "label"]
                        if index < table.spoken.count, column < table.spoken[index].count, let spoken = table.spoken[index][column] { cell["spoken"] = spoken }
                        return cell
                    },
                ]
                if let heading = table.headings[index] { entry["heading"] = heading }
                return entry
            }
            return [
                "title": section.title,
                "isList": !table.hasHeader,
                "columns": table.columns.enumerated().map { ["title": $1.title ?? "", "kind": kinds[$0], "priority": priorities[$0]] },
                "rows": rows,
            ]
        }
        var forecast: [String: Any] = ["place": document.place, "sections": sections]
        forecast["placeNote"] = document.placeNote
        forecast["notice"] = document.notice
        forecast["observedAt"] = document.observedAt
        forecast["timeZoneNote"] = document.timeZoneNote
        var context = common(localizer: localizer, locale: locale)
        context["title"] = localizer.string(ServiceKey.pageTitle.rawValue, .string(document.place))
        context["forecast"] = forecast
        return page.render(context)
    }

    /// `GET /` without a place: the title and the search form.
    func search(localizer: Localizer?, locale: WeatherLocale) -> String {
        var context = common(localizer: localizer, locale: locale)
        let title = localizer?.string(ServiceKey.searchTitle.rawValue) ?? ""
        context["title"] = title
        context["error"] = ["heading": title, "message": localizer?.string(ServiceKey.searchUsage.rawValue) ?? ""]
        return page.render(context)
    }

    /// An error page: the message and the search form to try again.
    func error(message: String, status: Int, localizer: Localizer?, locale: WeatherLocale) -> String {
        var context = common(localizer: localizer, locale: locale)
        let title = localizer?.string(ServiceKey.searchTitle.rawValue) ?? ""
        context["title"] = "\(status) · \(title)"
        context["error"] = ["heading": title, "message": message]
        return page.render(context)
    }

    private func common(localizer: Localizer?, locale: WeatherLocale) -> [String: Any] {
        func text(_ key: ServiceKey) -> String { localizer?.string(key.rawValue) ?? "" }
        var search: [String: Any] = ["label": text(.searchLabel), "button": text(.searchButton), "placeholder": "Seoul, 10001,US"]
        search["lang"] = locale.identifier
        return [
            "lang": locale.languageTag,
            "dir": locale.isRightToLeft ? "rtl" : "ltr",
            "search": search,
            "attribution": text(.attribution),
        ]
    }
}
