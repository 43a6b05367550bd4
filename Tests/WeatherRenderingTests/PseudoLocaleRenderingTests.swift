import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherRendering
import WeatherTestSupport
import WeatherStrings

/// Every output format rendered in the pseudo-locales: no word of our English may survive
/// untransformed (it would be hard-coded), and longer text must not break the columns.
@Suite("Pseudo-locales find hard-coded English and layout that cannot grow")
struct PseudoLocaleRenderingTests {
    struct Renderings {
        var text: String
        var markdown: String
        var json: String
        /// The words of the place line: data and ICU's region names, not our text.
        var placeWords: Set<String>
    }

    static func renderings(_ locale: String, city: String = "seoul") throws -> Renderings {
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(locale)))
        let view = try presenter.present(
            current: OpenWeatherDecoder.decodeCurrent(Fixture.data("\(city)-current")),
            forecast: OpenWeatherDecoder.decodeForecast(Fixture.data("\(city)-forecast")))
        return Renderings(
            text: TextRenderer().render(view),
            markdown: MarkdownRenderer().render(view),
            json: try JSONRendering.render(view),
            placeWords: Set(asciiWords(in: view.place)))
    }

    /// Every word of two or more letters in the English table's texts (specifiers removed).
    static let englishWords: Set<String> = {
        guard let english = LocalizationTables.bundled()[LocalizationTables.developmentLanguage] else { return [] }
        let texts = Array(english.strings.values)
            + english.plurals.values.flatMap { entry in [entry.format] + entry.variables.values.flatMap { Array($0.forms.values) } }
        return Set(texts.flatMap { asciiWords(in: withoutSpecifiers($0)) })
    }()

    static func withoutSpecifiers(_ text: String) -> String {
        text.replacing(/%(\d+\$)?(#@[A-Za-z0-9_]+@|[-+ #0]*\d*(\.\d+)?(l|ll|h|hh|q|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA%])/, with: " ")
    }

    static func asciiWords(in text: String) -> [String] {
        text.matches(of: /[A-Za-z]{2,}/).map { String($0.output) }
    }

    /// The words of `output` that are words of our English table: text that was not translated.
    static func untransformedWords(in output: String, except data: Set<String> = []) -> [String] {
        asciiWords(in: output).filter { englishWords.contains($0) && !data.contains($0) }
    }

    /// The string values of a JSON document (object keys are names, not text).
    static func jsonStringValues(_ json: String) -> [String] {
        json.matches(of: /"((?:[^"\\]|\\.)*)"(\s*:)?/).compactMap { $0.output.2 == nil ? String($0.output.1) : nil }
    }

    @Test("The check is real: English output is full of our English words")
    func englishFails() throws {
        let words = Self.untransformedWords(in: try Self.renderings("en_US").text)
        #expect(words.contains("Conditions"))
        #expect(words.contains("Humidity"))
        #expect(Self.englishWords.count > 100)
    }

    @Test("en-XA: no word of our English remains in text, Markdown or JSON", arguments: ["seoul", "kathmandu"])
    func accentedHasNoPlainEnglish(city: String) throws {
        let rendered = try Self.renderings("en-XA", city: city)
        // ICU's relative day ("tomorrow 12:00") is ICU's English, not our table's; "tomorrow" is
        // also a word of ours (an error line), so it is allowed where ICU writes it.
        let data = rendered.placeWords.union(["tomorrow"])
        #expect(Self.untransformedWords(in: rendered.text, except: data) == [])
        #expect(Self.untransformedWords(in: rendered.markdown, except: data) == [])
        // The JSON's stable ids ("feelsLike", "condition") are names for code, not text.
        let ids = Set(ReadingID.allCases.map(\.rawValue) + ColumnID.allCases.map(\.rawValue))
        // ICU's own spoken unit names ("17 kilometers per hour") are ICU's English, not our
        // table's; "hour" is also a word of ours (the next hour's strip), so it is allowed there.
        let icuUnitWords: Set<String> = ["per", "hour"]
        // The moon's phase ids ("first-quarter") are ids too.
        let phaseIDs = Set(MoonPhaseName.allCases.flatMap { $0.rawValue.split(separator: "-").map(String.init) })
        #expect(Self.untransformedWords(in: Self.jsonStringValues(rendered.json).joined(separator: "\n"), except: data.union(ids).union(icuUnitWords).union(phaseIDs)) == [])
        #expect(rendered.text.contains("[Çûŕŕéñţ Çöñðîţîöñš ~~~~~~~~]"))
    }

    @Test("en-XA text: every table keeps one two-space gutter per column boundary", arguments: [
        ("[Çûŕŕéñţ Çöñðîţîöñš ~~~~~~~~]", 2), ("[5-Ðåý Ƒöŕéçåšţ ~~~~~~]", 5), ("[Éṽéŕý 3 Ĥöûŕš ~~~~~~]", 6),
    ])
    func accentedColumnsDoNotOverflow(title: String, columns: Int) throws {
        let text = try Self.renderings("en-XA").text
        let section = DisplayColumns.section(title, in: text)
        // The 3-hour table is indented under its day headings; the headings are not cells.
        let block = section.contains { $0.hasPrefix("  ") } ? section.filter { $0.hasPrefix("  ") } : section
        #expect(block.count > 5)
        #expect(Self.gutters(in: block) == columns - 1)
        // A bracket opened in a cell closes on the same line: nothing was cut off.
        for line in block {
            #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(line)")
        }
    }

    @Test("The gutter check sees a cell that runs into the next column")
    func gutterCheckFails() {
        let aligned = ["Day    Conditions", "Today  Clear sky"]
        let overflowing = ["Day    Conditions", "Tomorrow Clear sky"]
        #expect(Self.gutters(in: aligned) == 1)
        #expect(Self.gutters(in: overflowing) == 0)
    }

    @Test("en-XA Markdown: every table row has as many cells as its header")
    func accentedMarkdownRows() throws {
        let markdown = try Self.renderings("en-XA").markdown
        var expected: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { expected = nil; continue }
            let cells = line.replacing("\\|", with: "").filter { $0 == "|" }.count
            if let expected { #expect(cells == expected, "\(line)") } else { expected = cells }
        }
    }

    @Test("ar-XB: every cell is isolated as Arabic's are, and every word of ours is a right-to-left run")
    func mirroredBidi() throws {
        let rendered = try Self.renderings("ar-XB")
        let text = rendered.text
        let data = rendered.placeWords
        var isolatedCells = 0
        for line in text.split(separator: "\n") {
            for cell in line.split(separator: "  ", omittingEmptySubsequences: true) {
                let cell = cell.trimmingPrefix(" ")
                #expect(cell.hasPrefix("\u{2068}") && cell.hasSuffix("\u{2069}"), "\(cell.debugDescription)")
                isolatedCells += 1
            }
            let scalars = Array(line.unicodeScalars)
            var index = 0
            while index < scalars.count {
                guard Self.isASCIILetter(scalars[index]) else { index += 1; continue }
                var end = index
                while end < scalars.count, Self.isASCIILetter(scalars[end]) { end += 1 }
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                if !data.contains(word) {
                    #expect(index > 0 && scalars[index - 1] == "\u{200F}" && end < scalars.count && scalars[end] == "\u{200F}", "\(word) in \(line)")
                }
                index = end
            }
        }
        #expect(isolatedCells > 100)
        #expect(text.contains("\n\u{2068}\u{200F}As\u{200F} \u{200F}of\u{200F} "))
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }

    /// Runs of two or more display columns blank on every line, between the first and
    /// the last column any line uses.
    static func gutters(in lines: [String]) -> Int {
        var occupied: [Bool] = []
        for line in lines {
            var column = 0
            for character in line {
                let width = TerminalWidth.columns(of: String(character))
                while occupied.count < column + width { occupied.append(false) }
                if character != " " { for filled in column..<(column + width) { occupied[filled] = true } }
                column += width
            }
        }
        guard let first = occupied.firstIndex(of: true), let last = occupied.lastIndex(of: true) else { return 0 }
        var count = 0
        var blank = 0
        for column in first...last {
            if occupied[column] {
                if blank >= 2 { count += 1 }
                blank = 0
            } else {
                blank += 1
            }
        }
        return count
    }
}
