extension Array {
    /// The element with the highest `value`, the first on a tie: a scale's dominant
    /// pollutant, the first in the scale's order. Not for an empty array (a scale rates at
    /// least one pollutant: ``AirQualityScaleID/assess(_:)`` throws before).
    func highest<Value: Comparable>(by value: (Element) -> Value) -> Element {
        var top = self[0]
        for entry in dropFirst() where value(entry) > value(top) { top = entry }
        return top
    }
}
