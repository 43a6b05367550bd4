#!/usr/bin/env python3
"""Writes the OpenWeather 2.5 fixtures in this folder.

Deterministic: no randomness, no clock, no network. Run it from anywhere:

    python3 Tests/Fixtures/generate.py

Each city's weather is a hand-written table (temperature, condition id, pop,
precipitation, wind speed); everything else follows from it by fixed rules so
the files stay internally consistent:
- `dt_txt` is `dt` in UTC; forecast slots sit at 00, 03, ... 21 UTC.
- `sys.pod` and the icons' d/n come from the sun: sunrise and sunset are
  computed with the NOAA sunrise equation for the city's coordinates.
- icons follow the condition id (10d for light rain by day, 13n for snow by night ...).
- clouds follow the id (800: <= 10 %, 801: 11-25 %, 802: 25-50 %, 803: 51-84 %, 804: 85-100 %).
- feels_like uses wind chill below 10 °C and Steadman's apparent temperature above.
- temp_kf is non-zero for the first eight slots, as the API sends it.
"""

import json
import math
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent

# id: (main, description, icon without the d/n suffix)
CONDITIONS = {
    200: ("Thunderstorm", "thunderstorm with light rain", "11"),
    201: ("Thunderstorm", "thunderstorm with rain", "11"),
    500: ("Rain", "light rain", "10"),
    501: ("Rain", "moderate rain", "10"),
    502: ("Rain", "heavy intensity rain", "10"),
    600: ("Snow", "light snow", "13"),
    601: ("Snow", "snow", "13"),
    615: ("Snow", "light rain and snow", "13"),
    701: ("Mist", "mist", "50"),
    800: ("Clear", "clear sky", "01"),
    801: ("Clouds", "few clouds", "02"),
    802: ("Clouds", "scattered clouds", "03"),
    803: ("Clouds", "broken clouds", "04"),
    804: ("Clouds", "overcast clouds", "04"),
}

# Cloud cover ranges per id; precipitation and thunder come with heavy cloud.
CLOUD_RANGES = {800: (0, 10), 801: (11, 25), 802: (26, 50), 803: (51, 84), 804: (85, 100)}

# Visibility in metres while it rains or snows (clear air reports the 10000 m cap).
PRECIPITATION_VISIBILITY = {200: 7000, 201: 3100, 500: 10000, 501: 6800, 502: 2600,
                            600: 6300, 601: 2100, 615: 5200}


def utc(year, month, day, hour, minute=0):
    return int(datetime(year, month, day, hour, minute, tzinfo=timezone.utc).timestamp())


def dt_txt(dt):
    return datetime.fromtimestamp(dt, tz=timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def sun_times(local_date_unix, lat, lon):
    """Sunrise and sunset (Unix UTC) for the solar day containing the given instant.

    The sunrise equation as NOAA and Wikipedia give it: mean anomaly, equation of
    the centre, ecliptic longitude, transit, declination, hour angle at -0.833°.
    """
    julian_day = local_date_unix / 86400 + 2440587.5
    n = math.ceil(julian_day - 2451545.0 + 0.0008 - 0.5)
    mean_solar_time = n - lon / 360
    m = math.radians((357.5291 + 0.98560028 * mean_solar_time) % 360)
    c = 1.9148 * math.sin(m) + 0.02 * math.sin(2 * m) + 0.0003 * math.sin(3 * m)
    ecliptic = math.radians((math.degrees(m) + c + 180 + 102.9372) % 360)
    transit = 2451545.0 + mean_solar_time + 0.0053 * math.sin(m) - 0.0069 * math.sin(2 * ecliptic)
    declination = math.asin(math.sin(ecliptic) * math.sin(math.radians(23.4397)))
    phi = math.radians(lat)
    cos_hour_angle = ((math.sin(math.radians(-0.833)) - math.sin(phi) * math.sin(declination))
                      / (math.cos(phi) * math.cos(declination)))
    hour_angle = math.degrees(math.acos(cos_hour_angle))
    rise = transit - hour_angle / 360
    set_ = transit + hour_angle / 360
    return round((rise - 2440587.5) * 86400), round((set_ - 2440587.5) * 86400)


def local_noon(dt, offset):
    """The instant of 12:00 local clock time on the local day that contains dt."""
    local = dt + offset
    return local - local % 86400 + 12 * 3600 - offset


def part_of_day(dt, city):
    sunrise, sunset = sun_times(local_noon(dt, city["timezone"]), city["lat"], city["lon"])
    return "d" if sunrise <= dt < sunset else "n"


def condition(cid, pod):
    main, description, icon = CONDITIONS[cid]
    return {"id": cid, "main": main, "description": description, "icon": icon + pod}


def clouds_for(cid, index):
    low, high = CLOUD_RANGES.get(cid, (90, 100))
    return low + (index * 7) % (high - low + 1)


def feels_like(kelvin, wind, humidity):
    celsius = kelvin - 273.15
    if celsius <= 10:
        kmh = wind * 3.6
        if kmh <= 4.8:
            return round(kelvin, 2)
        chill = 13.12 + 0.6215 * celsius - 11.37 * kmh ** 0.16 + 0.3965 * celsius * kmh ** 0.16
        return round(chill + 273.15, 2)
    vapour = humidity / 100 * 6.105 * math.exp(17.27 * celsius / (237.7 + celsius))
    return round(celsius + 0.33 * vapour - 0.70 * wind - 4.00 + 273.15, 2)


def interpolate(keyframes, index):
    """Linear interpolation between (index, value) keyframes."""
    for (i0, v0), (i1, v1) in zip(keyframes, keyframes[1:]):
        if i0 <= index <= i1:
            return v0 + (v1 - v0) * (index - i0) / (i1 - i0)
    return keyframes[-1][1]


def number(value):
    """Whole numbers as JSON integers (the API writes `0`, not `0.0`)."""
    return int(value) if float(value).is_integer() else round(value, 2)


# The first eight slots carry a temperature correction, as in real responses.
KF = [0.64, 0.92, 0.71, 0.38, 0.12, -0.21, -0.47, -0.83]


def forecast_item(index, dt, row, city, rules):
    temp, cid, pop, amount, speed = row
    pod = part_of_day(dt, city)
    precipitating = cid < 800 and cid != 701
    humidity = rules["humidity"](cid, pod, index)
    pressure = round(interpolate(rules["pressure"], index))
    main = {"temp": temp}
    main["feels_like"] = feels_like(temp, speed, humidity)
    kf = KF[index] if index < len(KF) else 0
    if kf > 0:
        main["temp_min"], main["temp_max"] = number(temp - kf), temp
    else:
        main["temp_min"], main["temp_max"] = temp, number(temp - kf)
    main["pressure"] = pressure
    if rules["levels"]:
        main["sea_level"] = pressure
        main["grnd_level"] = pressure - rules["levels"]
    main["humidity"] = humidity
    main["temp_kf"] = number(kf)

    wind = {"speed": speed, "deg": rules["direction"](index, precipitating)}
    if rules["gust"](speed):
        wind["gust"] = round(speed * 1.55 + 0.4, 2)

    item = {
        "dt": dt,
        "main": main,
        "weather": [condition(cid, pod)],
        "clouds": {"all": 100 - index % 5 if precipitating else clouds_for(cid, index)},
        "wind": wind,
    }
    if rules["visibility"]:
        item["visibility"] = PRECIPITATION_VISIBILITY.get(cid, 10000)
    if pop is not None:
        item["pop"] = number(pop)
    if amount is not None:
        kind = "snow" if 600 <= cid < 700 else "rain"
        item[kind] = {"3h": amount}
    item["sys"] = {"pod": pod}
    item["dt_txt"] = dt_txt(dt)
    return item


def forecast(city, first_slot, rows, rules):
    items = [forecast_item(i, first_slot + i * 10800, row, city, rules) for i, row in enumerate(rows)]
    sunrise, sunset = sun_times(local_noon(city["requested"], city["timezone"]), city["lat"], city["lon"])
    city_object = {
        "id": city["id"],
        "name": city["name"],
        "coord": {"lat": city["lat"], "lon": city["lon"]},
        "country": city["country"],
    }
    if city.get("population") is not None:
        city_object["population"] = city["population"]
    city_object.update({"timezone": city["timezone"], "sunrise": sunrise, "sunset": sunset})
    return {"cod": "200", "message": 0, "cnt": len(items), "list": items, "city": city_object}


def current(city, dt, weather_ids, main, wind, clouds, visibility=None, rain=None, sys_ids=None):
    pod = part_of_day(dt, city)
    sunrise, sunset = sun_times(local_noon(dt, city["timezone"]), city["lat"], city["lon"])
    body = {
        "coord": {"lon": city["lon"], "lat": city["lat"]},
        "weather": [condition(cid, pod) for cid in weather_ids],
        "base": "stations",
        "main": main,
    }
    if visibility is not None:
        body["visibility"] = visibility
    body["wind"] = wind
    if rain is not None:
        body["rain"] = rain
    body["clouds"] = {"all": clouds}
    body["dt"] = dt
    sys = dict(sys_ids or {})
    sys.update({"country": city["country"], "sunrise": sunrise, "sunset": sunset})
    body["sys"] = sys
    body.update({"timezone": city["timezone"], "id": city["id"], "name": city["name"], "cod": 200})
    return body


# Seoul, early December 2026: clear and cold, a rain band turning to snow on the
# night of the 4th (rain at 12:00 KST, 273.15 K at midnight, 270.65 K at 06:00),
# a clear frosty 5th, light snow early on the 7th.
SEOUL = {"id": 1835848, "name": "Seoul", "lat": 37.5683, "lon": 126.9778, "country": "KR",
         "population": 10349312, "timezone": 32400, "requested": utc(2026, 12, 3, 5, 50)}
SEOUL_ROWS = [  # temp K, id, pop, mm in 3 h, wind m/s; slot 0 = 2026-12-03 06:00 UTC
    (273.54, 800, 0, None, 4.12), (272.31, 800, 0, None, 3.27), (271.2, 801, 0, None, 2.58),
    (270.4, 802, 0, None, 2.04), (269.86, 803, 0, None, 1.76), (269.45, 804, 0.04, None, 1.52),
    (271.02, 804, 0.18, None, 2.35), (275.8, 500, 0.42, 0.31, 3.84), (278.66, 500, 0.74, 1.12, 5.13),
    (276.9, 500, 0.81, 0.87, 5.86), (274.31, 615, 0.86, 0.42, 6.44), (273.15, 600, 0.79, 0.58, 6.02),
    (271.85, 601, 0.92, 1.26, 7.35), (270.65, 600, 0.64, 0.36, 6.81), (270.9, 804, 0.28, None, 5.92),
    (272.48, 803, 0.08, None, 5.4), (273.6, 802, 0, None, 4.77), (271.73, 800, 0, None, 3.9),
    (270.12, 800, 0, None, 3.12), (269.3, 800, 0, None, 2.66), (268.71, 800, 0, None, 2.21),
    (268.24, 801, 0, None, 1.98), (270.35, 801, 0, None, 2.47), (273.82, 802, 0, None, 3.15),
    (275.1, 802, 0, None, 3.58), (273.4, 803, 0.02, None, 2.73), (272.57, 804, 0.12, None, 2.31),
    (272.21, 804, 0.26, None, 2.05), (271.96, 600, 0.47, 0.21, 2.6), (271.64, 600, 0.55, 0.33, 3.02),
    (272.4, 804, 0.3, None, 3.61), (274.7, 803, 0.06, None, 4.25), (276.03, 802, 0, None, 4.47),
    (274.18, 801, 0, None, 3.36), (272.76, 800, 0, None, 2.84), (271.66, 800, 0, None, 2.43),
    (270.92, 800, 0, None, 2.18), (270.38, 801, 0, None, 1.95), (272.03, 801, 0, None, 2.29),
    (275.27, 802, 0, None, 3.05),
]
SEOUL_RULES = {
    "pressure": [(0, 1027), (5, 1024), (9, 1013), (13, 1019), (20, 1031), (28, 1024), (39, 1028)],
    "levels": 5,  # ground level about 40 m above the sea
    "humidity": lambda cid, pod, i: min(95, (86 if cid < 800 else 52 if cid >= 803 else 38)
                                        + (9 if pod == "n" else 0) + i % 4),
    "direction": lambda i, wet: (205 + (i * 13) % 40) if wet else (290 + (i * 17) % 50),
    "gust": lambda speed: speed >= 4,
    "visibility": True,
}

# New York, 12-17 March 2027: drizzly start, a warm front with thunderstorms on
# the 14th, a windy clearing behind the cold front. The window contains the
# switch to daylight saving time (14 March) that `city.timezone` (-18000) ignores.
NEW_YORK = {"id": 5128581, "name": "New York", "lat": 40.7143, "lon": -74.006, "country": "US",
            "population": 8175133, "timezone": -18000, "requested": utc(2027, 3, 12, 14, 20)}
NEW_YORK_ROWS = [  # slot 0 = 2027-03-12 15:00 UTC
    (280.62, 500, 0.67, 0.42, 4.6), (281.94, 500, 0.55, 0.18, 4.1), (282.4, 804, 0.2, None, 3.7),
    (281.15, 804, 0.08, None, 3.2), (280.33, 803, 0, None, 2.9), (279.72, 803, 0, None, 2.6),
    (279.05, 802, 0, None, 2.4), (278.9, 802, 0, None, 2.5), (281.8, 801, 0, None, 3.3),
    (284.65, 802, 0, None, 4.2), (285.3, 803, 0.04, None, 4.8), (283.74, 804, 0.22, None, 5.1),
    (283.1, 500, 0.58, 0.54, 5.6), (282.85, 501, 0.89, 3.12, 6.3), (283.4, 502, 1, 5.87, 7.4),
    (284.2, 501, 1, 2.03, 7.9), (286.75, 500, 0.84, 0.77, 8.2), (289.6, 201, 0.96, 4.2, 9.6),
    (290.14, 200, 0.88, 1.35, 10.8), (287.22, 500, 0.61, 0.62, 11.4), (284.9, 804, 0.32, None, 10.2),
    (282.1, 803, 0.1, None, 9.1), (279.6, 802, 0, None, 8.3), (277.95, 801, 0, None, 7.6),
    (279.4, 801, 0, None, 7.2), (280.85, 800, 0, None, 6.9), (281.2, 800, 0, None, 6.1),
    (278.6, 800, 0, None, 4.8), (276.94, 800, 0, None, 3.9), (275.8, 800, 0, None, 3.3),
    (275.02, 800, 0, None, 2.8), (274.86, 800, 0, None, 2.6), (277.73, 801, 0, None, 3.1),
    (280.4, 802, 0, None, 3.8), (281.45, 802, 0.02, None, 4.2), (279.3, 803, 0.1, None, 3.6),
    (278.52, 804, 0.24, None, 3.2), (278.1, 500, 0.41, 0.24, 3.5), (277.66, 804, 0.3, None, 3.4),
    (277.9, 804, 0.18, None, 3.9),
]
NEW_YORK_RULES = {
    "pressure": [(0, 1015), (8, 1017), (13, 1008), (18, 1001), (23, 1012), (30, 1024), (39, 1018)],
    "levels": 2,
    "humidity": lambda cid, pod, i: min(95, (88 if cid < 800 else 66 if cid >= 803 else 44)
                                        + (8 if pod == "n" else 0) + i % 3),
    "direction": lambda i, wet: (195 + (i * 11) % 50) if wet else (285 + (i * 19) % 45),
    "gust": lambda speed: True,
    "visibility": True,
}

# Kathmandu, 21-22 July 2026 (monsoon), cnt=8 and many optional fields left out:
# no visibility, gust, sea_level, grnd_level or population; no pop on slots 3 and 5.
KATHMANDU = {"id": 1283240, "name": "Kathmandu", "lat": 27.7017, "lon": 85.3206, "country": "NP",
             "population": None, "timezone": 20700, "requested": utc(2026, 7, 21, 8, 20)}
KATHMANDU_ROWS = [  # slot 0 = 2026-07-21 09:00 UTC (14:45 local)
    (299.41, 500, 0.78, 0.62, 1.84), (297.8, 501, 0.92, 2.41, 2.12), (295.9, 500, 0.84, 0.94, 1.35),
    (294.7, 804, None, None, 0.96), (294.12, 804, 0.2, None, 0.82), (294.35, 803, None, None, 0.77),
    (297.6, 802, 0.12, None, 1.46), (300.85, 201, 1, 2.76, 2.58),
]
KATHMANDU_RULES = {
    "pressure": [(0, 1004), (4, 1006), (7, 1003)],
    "levels": None,
    "humidity": lambda cid, pod, i: min(95, (84 if cid < 800 else 76) + (6 if pod == "n" else 0) + i % 3),
    "direction": lambda i, wet: 230 + (i * 23) % 60,
    "gust": lambda speed: False,
    "visibility": False,
}


def write(name, body):
    (HERE / name).write_text(json.dumps(body, indent=2, ensure_ascii=False) + "\n")


def main():
    seoul_current = current(
        SEOUL, SEOUL["requested"], [800],
        {"temp": 272.9, "feels_like": feels_like(272.9, 4.63, 48), "temp_min": 271.83, "temp_max": 273.71,
         "pressure": 1027, "humidity": 48, "sea_level": 1027, "grnd_level": 1022},
        {"speed": 4.63, "deg": 320, "gust": 8.75}, clouds=0, visibility=10000,
        sys_ids={"type": 1, "id": 8105})
    seoul_forecast = forecast(SEOUL, utc(2026, 12, 3, 6), SEOUL_ROWS, SEOUL_RULES)
    write("seoul-current.json", seoul_current)
    write("seoul-forecast.json", seoul_forecast)

    write("new-york-current.json", current(
        NEW_YORK, NEW_YORK["requested"], [500, 701],
        {"temp": 280.37, "feels_like": feels_like(280.37, 4.12, 93), "temp_min": 279.26, "temp_max": 281.48,
         "pressure": 1015, "humidity": 93, "sea_level": 1015, "grnd_level": 1013},
        {"speed": 4.12, "deg": 210, "gust": 7.2}, clouds=100, visibility=6437, rain={"1h": 0.25},
        sys_ids={"type": 2, "id": 2039034}))
    write("new-york-forecast.json", forecast(NEW_YORK, utc(2027, 3, 12, 15), NEW_YORK_ROWS, NEW_YORK_RULES))

    write("kathmandu-current.json", current(
        KATHMANDU, KATHMANDU["requested"], [501],
        {"temp": 298.27, "feels_like": feels_like(298.27, 1.03, 83), "temp_min": 298.27, "temp_max": 298.27,
         "pressure": 1004, "humidity": 83},
        {"speed": 1.03}, clouds=75, rain={"1h": 0.87}))
    write("kathmandu-forecast.json", forecast(KATHMANDU, utc(2026, 7, 21, 9), KATHMANDU_ROWS, KATHMANDU_RULES))

    # Bad inputs, each derived from a good one so that exactly one thing is wrong.
    text = (HERE / "seoul-current.json").read_text()
    (HERE / "malformed.json").write_text(text[: text.index('"feels_like"') + len('"feels_like": ')])

    broken = json.loads((HERE / "seoul-forecast.json").read_text())
    del broken["list"][12]["main"]["temp"]
    write("missing-temp-forecast.json", broken)

    write("missing-dt-current.json", {k: v for k, v in seoul_current.items() if k != "dt"})
    write("empty-weather-current.json", {**seoul_current, "weather": []})
    write("api-error-401.json", {"cod": 401, "message": "Invalid API key. Please see "
                                 "https://openweathermap.org/faq#error401 for more info."})
    write("api-error-404.json", {"cod": "404", "message": "city not found"})
    write("not-an-object.json", [1, 2])

    # What real responses send that the engine must still render, each derived from a good one.
    write("humidity-101-current.json", {**seoul_current, "main": {**seoul_current["main"], "humidity": 101}})
    write("no-feels-like-current.json",  # responses from before late 2019
          {**seoul_current, "main": {k: v for k, v in seoul_current["main"].items() if k != "feels_like"}})
    write("no-timezone-current.json", {k: v for k, v in seoul_current.items() if k != "timezone"})
    quirks = json.loads((HERE / "seoul-forecast.json").read_text())
    del quirks["city"]["timezone"]
    quirks["list"][1]["main"]["humidity"] = 101
    quirks["list"][2]["wind"]["deg"] = 400
    quirks["list"][3]["clouds"]["all"] = 103
    quirks["list"][4]["pop"] = 1.02
    del quirks["list"][5]["main"]["feels_like"]
    write("quirks-forecast.json", quirks)
    # Tromsø (69.6° N): OpenWeather sends sunrise and sunset 0 when the sun neither rises
    # nor sets; the sun's elevation says which (midnight sun at 01:00 in June, polar night at
    # noon in December), whatever the icon's d/n (ToleranceTests flips them).
    tromso = {"coord": {"lon": 18.9553, "lat": 69.6496}, "base": "stations",
              "main": {"temp": 283.4, "feels_like": 282.1, "temp_min": 282.6, "temp_max": 284.2,
                       "pressure": 1012, "humidity": 71},
              "visibility": 10000, "wind": {"speed": 3.1, "deg": 200}, "clouds": {"all": 0},
              "timezone": 7200, "id": 3133880, "name": "Tromsø", "cod": 200}
    write("polar-day-current.json", {**tromso, "weather": [{"id": 800, "main": "Clear", "description": "clear sky", "icon": "01d"}],
                                     "dt": utc(2026, 6, 20, 23), "sys": {"country": "NO", "sunrise": 0, "sunset": 0}})
    write("polar-night-current.json", {**tromso, "timezone": 3600,
                                       "main": {**tromso["main"], "temp": 266.2, "feels_like": 261.0,
                                                "temp_min": 265.1, "temp_max": 267.0},
                                       "weather": [{"id": 800, "main": "Clear", "description": "clear sky", "icon": "01n"}],
                                       "dt": utc(2026, 12, 20, 11), "sys": {"country": "NO", "sunrise": 0, "sunset": 0}})


if __name__ == "__main__":
    main()
