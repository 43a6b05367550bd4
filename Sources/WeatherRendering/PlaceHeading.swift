import WeatherPresentation

/// The place of a heading split into its parts, so that the page isolates each (`<bdi>`):
/// in an Arabic or Hebrew heading a Latin city name must not pull the country before it.
/// The view model gives the place as one phrase made by the language's `header.place`
/// pattern (`%1$@, %2$@`, `%1$@، %2$@`, `%1$@、%2$@`); the split is at that pattern's
/// separator, the last one in the phrase, since a country's name has none.
enum PlaceHeading {
    /// The heading's pieces in order: each isolated part, and the separators between them.
    static func segments(_ place: String, pattern placePattern: WordPattern) -> [HeadingSegmentContext] {
        let pattern = placePattern.text
        guard let first = pattern.firstRange(of: "\u{E000}"), let second = pattern.firstRange(of: "\u{E001}"), first.upperBound <= second.lowerBound
        else { return [HeadingSegmentContext(text: place, isolated: true)] }
        let prefix = String(pattern[..<first.lowerBound])
        let separator = String(pattern[first.upperBound..<second.lowerBound])
        let suffix = String(pattern[second.upperBound...])
        guard !separator.isEmpty, place.hasPrefix(prefix), place.hasSuffix(suffix),
              let split = place.ranges(of: separator).last, split.lowerBound > place.startIndex
        else { return [HeadingSegmentContext(text: place, isolated: true)] }
        let name = String(place[place.index(place.startIndex, offsetBy: prefix.count)..<split.lowerBound])
        let country = String(place[split.upperBound..<place.index(place.endIndex, offsetBy: -suffix.count)])
        guard !name.isEmpty, !country.isEmpty else { return [HeadingSegmentContext(text: place, isolated: true)] }
        return [
            HeadingSegmentContext(text: prefix, isolated: false), HeadingSegmentContext(text: name, isolated: true),
            HeadingSegmentContext(text: separator, isolated: false), HeadingSegmentContext(text: country, isolated: true),
            HeadingSegmentContext(text: suffix, isolated: false),
        ].filter { !$0.text.isEmpty }
    }
}
