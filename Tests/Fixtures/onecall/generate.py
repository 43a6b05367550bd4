#!/usr/bin/env python3
"""Writes One Call 3.0 fixtures in the shape /data/3.0/onecall answers (units=metric).

Rome on 2026-12-06 (Europe/Rome, UTC+1), a wet afternoon: rain begins 12 minutes after the
observation, a MeteoAlarm yellow thunderstorm warning in English (as OpenWeather relays it),
an expired wind warning, UV and dew points, and a day without a moonset (0), as real answers
send. Run it again after changing it; the tests read the JSON it writes.
"""
import json, math

OBSERVED = 1796571000            # 2026-12-06 15:50 UTC, 16:50 in Rome
HOUR0 = OBSERVED - OBSERVED % 3600
DAY0 = 1796554800                # 2026-12-06 12:00 Rome (11:00 UTC)

def weather(id, icon, main, description):
    return [{"id": id, "main": main, "description": description, "icon": icon}]

def hourly(i):
    t = HOUR0 + i * 3600
    local_hour = (t + 3600) // 3600 % 24
    day = 7 <= local_hour < 17
    temp = round(11 + 4 * math.sin((local_hour - 9) / 24 * 2 * math.pi), 2)
    rain = i in range(1, 6)
    entry = {
        "dt": t, "temp": temp, "feels_like": round(temp - 1.3, 2), "pressure": 1008 + i % 5,
        "humidity": 78 + i % 10, "dew_point": round(temp - 3.1, 2), "uvi": round(max(0, 2.4 * math.sin((local_hour - 7) / 10 * math.pi)), 2) if day else 0,
        "clouds": 90 if rain else 40, "visibility": 10000, "wind_speed": 4.1 + (i % 4) * 0.6, "wind_deg": 200 + i,
        "wind_gust": 8.2 + (i % 3), "pop": 0.86 if rain else 0.12,
        "weather": weather(500, "10" + ("d" if day else "n"), "Rain", "light rain") if rain else weather(802, "03" + ("d" if day else "n"), "Clouds", "scattered clouds"),
    }
    if rain:
        entry["rain"] = {"1h": 0.74}
    return entry

def daily(i):
    t = DAY0 + i * 86400
    return {
        "dt": t, "sunrise": t - 4 * 3600 - 1800 + i * 30, "sunset": t + 4 * 3600 - 1440 + i * 20,
        "moonrise": 0 if i == 1 else t - 9 * 3600 + i * 2940, "moonset": t + 2 * 3600 + i * 3000,
        "moon_phase": round((0.91 + i * 0.034) % 1, 2),
        "summary": "Expect a day of partly cloudy with rain",
        "temp": {"day": 13.2 - i * 0.3, "min": 7.1 + (i % 3) * 0.4, "max": 14.6 - i * 0.2, "night": 8.4, "eve": 10.9, "morn": 7.8},
        "feels_like": {"day": 12.4, "night": 7.2, "eve": 9.8, "morn": 6.1},
        "pressure": 1010, "humidity": 80, "dew_point": 8.9, "wind_speed": 5.2, "wind_deg": 210, "wind_gust": 11.3,
        "weather": weather(501, "10d", "Rain", "moderate rain") if i in (0, 3) else weather(803, "04d", "Clouds", "broken clouds"),
        "clouds": 75, "pop": 0.92 if i in (0, 3) else 0.2, "uvi": round(2.1 + i * 0.1, 2),
        **({"rain": 6.4} if i in (0, 3) else {}),
    }

minutely = [{"dt": OBSERVED - OBSERVED % 60 + 60 * m, "precipitation": 0 if m < 12 else 0.9} for m in range(61)]

rome = {
    "lat": 41.8933, "lon": 12.4829, "timezone": "Europe/Rome", "timezone_offset": 3600,
    "current": {
        "dt": OBSERVED, "sunrise": 1796538780, "sunset": 1796572740, "temp": 12.94, "feels_like": 12.31,
        "pressure": 1009, "humidity": 81, "dew_point": 9.79, "uvi": 0.21, "clouds": 75, "visibility": 10000,
        "wind_speed": 5.14, "wind_deg": 190, "wind_gust": 9.26,
        "weather": weather(803, "04d", "Clouds", "broken clouds"),
    },
    "minutely": minutely,
    "hourly": [hourly(i) for i in range(48)],
    "daily": [daily(i) for i in range(8)],
    "alerts": [
        {
            "sender_name": "Italian Air Force National Meteorological Service",
            "event": "Yellow Thunderstorm Warning",
            "start": 1796558400, "end": 1796597940,
            "description": "Scattered thunderstorms with local heavy showers, frequent lightning and strong gusts.",
            "tags": ["Thunderstorm"],
        },
        {
            "sender_name": "Italian Air Force National Meteorological Service",
            "event": "Yellow Wind Warning",
            "start": 1796450400, "end": 1796536800,
            "description": "Strong winds from the south-west.",
            "tags": ["Wind"],
        },
    ],
}

with open("rome-onecall.json", "w") as f:
    json.dump(rome, f, indent=1, ensure_ascii=False)
    f.write("\n")

# Moscow: Roshydromet's warnings as OpenWeather relays them, each in English and in Russian
# with an empty sender and different tags, the way real answers pair them; no minutely part
# (outside OpenWeather's minute coverage), two days.
MOSCOW_OBSERVED = 1796562000     # 2026-12-06 13:00 UTC, 16:00 in Moscow
moscow = {
    "lat": 55.7522, "lon": 37.6156, "timezone": "Europe/Moscow", "timezone_offset": 10800,
    "current": {
        "dt": MOSCOW_OBSERVED, "sunrise": 1796536260, "sunset": 1796561520, "temp": -1.6, "feels_like": -6.2,
        "pressure": 1001, "humidity": 93, "dew_point": -2.5, "uvi": 0, "clouds": 100, "visibility": 3200,
        "wind_speed": 6, "wind_deg": 250, "wind_gust": 14,
        "weather": [{"id": 616, "main": "Snow", "description": "rain and snow", "icon": "13n"}],
        "snow": {"1h": 0.41},
    },
    "hourly": [{
        "dt": MOSCOW_OBSERVED - MOSCOW_OBSERVED % 3600 + 3600 * i, "temp": round(-1.6 - 0.2 * i, 2), "feels_like": round(-6.2 - 0.2 * i, 2),
        "pressure": 1001, "humidity": 93, "dew_point": -2.8, "uvi": 0, "clouds": 100, "visibility": 3000,
        "wind_speed": 6.2, "wind_deg": 250, "wind_gust": 13.5, "pop": 1 if i < 6 else 0.4,
        "weather": [{"id": 616 if i < 6 else 804, "main": "Snow", "description": "rain and snow", "icon": "13n" if i < 6 else "04n"}],
        **({"snow": {"1h": 0.35}} if i < 6 else {}),
    } for i in range(48)],
    "daily": [{
        "dt": 1796547600 + 86400 * i, "sunrise": 1796536260 + 86400 * i, "sunset": 1796561520 + 86400 * i,
        "moonrise": 1796529000 + 86400 * i, "moonset": 1796555000 + 86400 * i, "moon_phase": 0.91 + 0.03 * i,
        "summary": "You can expect snow in the morning, with partly cloudy in the afternoon",
        "temp": {"day": -1.2, "min": -4.6 - i, "max": -0.8 - i, "night": -3.9, "eve": -2.1, "morn": -1.4},
        "feels_like": {"day": -6, "night": -8.1, "eve": -6.6, "morn": -6.3},
        "pressure": 1001, "humidity": 94, "dew_point": -2.2, "wind_speed": 6.8, "wind_deg": 245, "wind_gust": 15.2,
        "weather": [{"id": 601, "main": "Snow", "description": "snow", "icon": "13d"}], "clouds": 100, "pop": 1, "snow": 4.1, "uvi": 0.3,
    } for i in range(2)],
    "alerts": [
        {"sender_name": "", "event": "Freezing rain, icing", "start": 1796540400, "end": 1796612400,
         "description": "In places freezing rain, sleet, icing on the roads", "tags": ["Other dangers", "Snow/Ice", "Rain"]},
        {"sender_name": "", "event": "Гололедица", "start": 1796540400, "end": 1796612400,
         "description": "Местами гололедица", "tags": ["Snow/Ice"]},
        {"sender_name": "", "event": "Strong wind", "start": 1796551200, "end": 1796594400,
         "description": "Wind gusts of 15-18 m/s", "tags": ["Wind"]},
        {"sender_name": "", "event": "Сильный ветер", "start": 1796551200, "end": 1796594400,
         "description": "Порывы ветра 15-18 м/с", "tags": ["Wind"]},
    ],
}

with open("moscow-onecall.json", "w") as f:
    json.dump(moscow, f, indent=1, ensure_ascii=False)
    f.write("\n")

# The same answer as the live client asks for it (units=standard): temperatures in Kelvin,
# speeds unchanged (m/s in both).
def kelvin(value):
    return round(value + 273.15, 2)

def to_standard(entry):
    for key in ("temp", "feels_like", "dew_point"):
        value = entry.get(key)
        if isinstance(value, dict):
            entry[key] = {part: kelvin(v) for part, v in value.items()}
        elif value is not None:
            entry[key] = kelvin(value)
    return entry

import copy
standard = copy.deepcopy(rome)
to_standard(standard["current"])
for entry in standard["hourly"] + standard["daily"]:
    to_standard(entry)
with open("rome-onecall-standard.json", "w") as f:
    json.dump(standard, f, indent=1, ensure_ascii=False)
    f.write("\n")
