/// One value per pollutant, stored inline (no array, no allocation), `nil` where there is
/// none: a reading's concentrations, a scale's tables.
struct PerPollutant<Value> {
    var pm2_5: Value? = nil
    var pm10: Value? = nil
    var o3: Value? = nil
    var no2: Value? = nil
    var so2: Value? = nil
    var co: Value? = nil
    var nh3: Value? = nil

    subscript(pollutant: Pollutant) -> Value? {
        get {
            switch pollutant {
            case .pm2_5: pm2_5
            case .pm10: pm10
            case .o3: o3
            case .no2: no2
            case .so2: so2
            case .co: co
            case .nh3: nh3
            }
        }
        set {
            switch pollutant {
            case .pm2_5: pm2_5 = newValue
            case .pm10: pm10 = newValue
            case .o3: o3 = newValue
            case .no2: no2 = newValue
            case .so2: so2 = newValue
            case .co: co = newValue
            case .nh3: nh3 = newValue
            }
        }
    }
}

extension PerPollutant: Sendable where Value: Sendable {}
extension PerPollutant: Equatable where Value: Equatable {}
extension PerPollutant: Hashable where Value: Hashable {}
