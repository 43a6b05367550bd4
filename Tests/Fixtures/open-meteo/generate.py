#!/usr/bin/env python3
"""Writes Open-Meteo fixtures in the shapes its documentation gives (open-meteo.com/en/docs,
/en/docs/air-quality-api, /en/docs/geocoding-api), as the client asks for them:
`timeformat=unixtime`, `timezone=auto`, `wind_speed_unit=ms`, metric units.

Seoul on 2026-12-03 (Asia/Seoul, UTC+9), the day of the OpenWeather recordings: a clear,
cold afternoon (current at 14:30 KST), seven days of hours with rain on the 5th and light
snow on the 6th; air quality from a day ago to four days ahead, ozone `null` beyond its
model's horizon as real answers send; the geocoder's answers in Korean, Japanese and English; the answer for no match (no
`results` key at all) and an error body. Run it again after changing it.
"""
import json, math

CURRENT = 1796275800          # 2026-12-03 05:30 UTC, 14:30 KST (a 15-minute slot)
TODAY = 1796223600            # 2026-12-03 00:00 KST (2026-12-02 15:00 UTC)
OFFSET = 32400
LAT, LON = 37.55, 127.0

def local_hour(t):
    return (t + OFFSET) // 3600 % 24

def sun(day):
    return TODAY + day * 86400 + 7 * 3600 + 33 * 60 + day * 40, TODAY + day * 86400 + 17 * 3600 + 15 * 60 + day * 10

def code_at(t):
    day = (t - TODAY) // 86400
    h = local_hour(t)
    if day == 4 and 9 <= h < 20: return 61 if h < 14 else 63
    if day == 5 and 3 <= h < 11: return 71
    if day == 2: return 2 if 10 <= h < 18 else 1
    if day == 3: return 3
    return 0 if h % 6 else 1

def temp_at(t):
    day = (t - TODAY) // 86400
    base = [0.4, 1.2, 2.5, 3.1, 4.0, -0.8, -2.6][day]
    return round(base + 4.2 * math.sin((local_hour(t) - 9) / 24 * 2 * math.pi), 1)

def is_day(t):
    day = (t - TODAY) // 86400
    rise, set_ = sun(day)
    return 1 if rise <= t < set_ else 0

hours = [TODAY + i * 3600 for i in range(168)]
hourly = {
    "time": hours,
    "temperature_2m": [temp_at(t) for t in hours],
    "relative_humidity_2m": [55 + (i % 9) * 3 for i, _ in enumerate(hours)],
    "dew_point_2m": [round(temp_at(t) - 7.5, 1) for t in hours],
    "apparent_temperature": [round(temp_at(t) - 4.6, 1) for t in hours],
    "precipitation_probability": [80 if code_at(t) in (61, 63, 71) else (i * 7) % 20 for i, t in enumerate(hours)],
    "rain": [0.6 if code_at(t) == 61 else 1.8 if code_at(t) == 63 else 0.0 for t in hours],
    "showers": [0.0 for _ in hours],
    "snowfall": [0.21 if code_at(t) == 71 else 0.0 for t in hours],
    "weather_code": [code_at(t) for t in hours],
    "pressure_msl": [round(1027.5 - (i % 24) * 0.2, 1) for i, _ in enumerate(hours)],
    "wind_speed_10m": [round(2.1 + (i % 5) * 0.7, 2) for i, _ in enumerate(hours)],
    "wind_direction_10m": [300 + (i % 7) * 5 for i, _ in enumerate(hours)],
    "wind_gusts_10m": [round(5.4 + (i % 4) * 1.1, 2) for i, _ in enumerate(hours)],
    "uv_index": [round(max(0.0, 2.1 * math.sin((local_hour(t) - 8) / 9 * math.pi)), 2) if is_day(t) else 0.0 for t in hours],
    "is_day": [is_day(t) for t in hours],
}
days = [TODAY + d * 86400 for d in range(7)]
def day_codes(d):
    return [code_at(t) for t in hours[d * 24:(d + 1) * 24]]
daily = {
    "time": days,
    "weather_code": [max(day_codes(d)) for d in range(7)],
    "temperature_2m_max": [max(hourly["temperature_2m"][d * 24:(d + 1) * 24]) for d in range(7)],
    "temperature_2m_min": [min(hourly["temperature_2m"][d * 24:(d + 1) * 24]) for d in range(7)],
    "sunrise": [sun(d)[0] for d in range(7)],
    "sunset": [sun(d)[1] for d in range(7)],
    "uv_index_max": [max(hourly["uv_index"][d * 24:(d + 1) * 24]) for d in range(7)],
    "precipitation_probability_max": [max(hourly["precipitation_probability"][d * 24:(d + 1) * 24]) for d in range(7)],
    "rain_sum": [round(sum(hourly["rain"][d * 24:(d + 1) * 24]), 1) for d in range(7)],
    "showers_sum": [0.0] * 7,
    "snowfall_sum": [round(sum(hourly["snowfall"][d * 24:(d + 1) * 24]), 2) for d in range(7)],
}
current = {
    "time": CURRENT, "interval": 900, "temperature_2m": 3.8, "relative_humidity_2m": 41, "apparent_temperature": -0.9,
    "is_day": 1, "rain": 0.0, "showers": 0.0, "snowfall": 0.0, "weather_code": 0, "cloud_cover": 6,
    "pressure_msl": 1027.1, "wind_speed_10m": 3.4, "wind_direction_10m": 311, "wind_gusts_10m": 7.9,
    "dew_point_2m": -8.4, "visibility": 24140.0, "uv_index": 1.55,
}
units = lambda keys, table: {k: table.get(k, "") for k in keys}
unit_names = {"time": "unixtime", "interval": "seconds", "temperature_2m": "°C", "relative_humidity_2m": "%", "dew_point_2m": "°C",
              "apparent_temperature": "°C", "precipitation_probability": "%", "rain": "mm", "showers": "mm", "snowfall": "cm",
              "weather_code": "wmo code", "pressure_msl": "hPa", "wind_speed_10m": "m/s", "wind_direction_10m": "°",
              "wind_gusts_10m": "m/s", "uv_index": "", "is_day": "", "cloud_cover": "%", "visibility": "m",
              "temperature_2m_max": "°C", "temperature_2m_min": "°C", "sunrise": "unixtime", "sunset": "unixtime",
              "uv_index_max": "", "precipitation_probability_max": "%", "rain_sum": "mm", "showers_sum": "mm", "snowfall_sum": "cm"}
forecast = {
    "latitude": LAT, "longitude": LON, "generationtime_ms": 0.274, "utc_offset_seconds": OFFSET, "timezone": "Asia/Seoul",
    "timezone_abbreviation": "GMT+9", "elevation": 38.0,
    "current_units": units(current.keys(), unit_names), "current": current,
    "hourly_units": units(hourly.keys(), unit_names), "hourly": hourly,
    "daily_units": units(daily.keys(), unit_names), "daily": daily,
}

# Air quality: past_days=1, forecast_days=4: from yesterday's local midnight, 120 hours.
AIR0 = TODAY - 86400
air_hours = [AIR0 + i * 3600 for i in range(120)]
def wave(i, base, amp, phase=0):
    return round(base + amp * math.sin((i + phase) / 24 * 2 * math.pi), 1)
air = {
    "latitude": 37.6, "longitude": 127.0, "generationtime_ms": 0.51, "utc_offset_seconds": 0, "timezone": "GMT",
    "timezone_abbreviation": "GMT", "elevation": 38.0,
    "hourly_units": {"time": "unixtime", "pm10": "μg/m³", "pm2_5": "μg/m³", "carbon_monoxide": "μg/m³",
                     "nitrogen_dioxide": "μg/m³", "sulphur_dioxide": "μg/m³", "ozone": "μg/m³"},
    "hourly": {
        "time": air_hours,
        "pm10": [wave(i, 38, 12) for i in range(120)],
        "pm2_5": [wave(i, 21, 8) for i in range(120)],
        "carbon_monoxide": [wave(i, 390, 90, 6) for i in range(120)],
        "nitrogen_dioxide": [wave(i, 31, 11, 12) for i in range(120)],
        "sulphur_dioxide": [wave(i, 5.2, 1.4) for i in range(120)],
        # The last hours lie beyond the ozone model's horizon: null, as real answers send.
        "ozone": [wave(i, 44, 18, 18) if i < 114 else None for i in range(120)],
    },
}

def place(name, country, admin1):
    return {"id": 1835848, "name": name, "latitude": 37.566, "longitude": 126.9784, "elevation": 38.0, "feature_code": "PPLC",
            "country_code": "KR", "admin1_id": 1835847, "timezone": "Asia/Seoul", "population": 10349312,
            "country_id": 1835841, "country": country, "admin1": admin1}
searches = {
    "search-seoul-ko": {"results": [place("서울", "대한민국", "서울특별시")], "generationtime_ms": 0.82},
    "search-seoul-ja": {"results": [place("ソウル特別市", "大韓民国", "ソウル特別市")], "generationtime_ms": 0.77},
    "search-seoul-en": {"results": [place("Seoul", "South Korea", "Seoul")], "generationtime_ms": 0.91},
    "search-empty": {"generationtime_ms": 0.42},
}
files = {"seoul-forecast": forecast, "seoul-air": air, **searches,
         "error": {"error": True, "reason": "Cannot initialize WeatherVariable from invalid String value temperature_3m for key hourly"}}
for name, body in files.items():
    with open(f"{name}.json", "w", encoding="utf-8") as f:
        json.dump(body, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")
