print("weather")
