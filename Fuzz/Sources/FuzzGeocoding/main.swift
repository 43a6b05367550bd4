#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import FuzzSupport
import WeatherCore
import WeatherNetwork

// HTTP response bodies of OpenWeather's geocoding endpoints (direct and zip).
let status = FuzzDriver.run { data, size in
    var input = FuzzInput(FuzzDriver.bytes(data, size))
    let endpoint = input.choice(2)
    let body = Data(input.rest)
    if endpoint == 0 {
        _ = try? GeocodingDecoder.decodePlaces(body)
    } else {
        _ = try? GeocodingDecoder.decodeZipPlace(body)
    }
    return 0
}
exit(status)
