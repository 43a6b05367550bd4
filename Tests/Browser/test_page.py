"""The forecast page in a real browser (headless Chromium through selenium).

Run by `Tests/Browser/run`, which starts weather-replay and weather serve and passes
WEATHER_URL. Screenshots go to ARTIFACTS (light and dark, 1,280 and 360 px) for people
to look at; the assertions check the DOM as the browser laid it out.
"""
import os
import re

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.support.ui import WebDriverWait

URL = os.environ["WEATHER_URL"]
ARTIFACTS = os.environ.get("ARTIFACTS", "artifacts")

# lang parameter -> (html lang, dir, title)
PAGES = {
    "ko": ("ko", "ltr", "서울, 대한민국 날씨"),
    "en": ("en", "ltr", "Weather for Seoul, South Korea"),
    "ja": ("ja", "ltr", "ソウル、韓国の天気"),
    "ar": ("ar", "rtl", "الطقس في سيول، كوريا الجنوبية"),
    "en-XA": ("en-XA", "ltr", None),  # pseudo-locale: accented and bracketed, checked by shape
}

# Latin words a Korean page may show: the data source's name and unit symbols.
ALLOWED_LATIN = {"OpenWeather", "hPa"}


@pytest.fixture(scope="module")
def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    os.makedirs(ARTIFACTS, exist_ok=True)
    yield driver
    driver.quit()


def show(driver, lang, width, dark=False):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    driver.get(f"{URL}/Seoul?lang={lang}")
    driver.save_screenshot(os.path.join(ARTIFACTS, f"seoul-{lang}-{width}{'-dark' if dark else ''}.png"))


def overflowing(driver):
    """Elements whose box leaves the viewport sideways, and the document's overflow."""
    return driver.execute_script("""
        const width = window.innerWidth;
        const out = [];
        for (const element of document.body.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            if (box.width > 0 && (box.right > width + 1 || box.left < -1)) out.push(element.tagName + ':' + (element.textContent || '').slice(0, 30));
        }
        return {scroll: document.documentElement.scrollWidth, width: width, out: out};
    """)


@pytest.mark.parametrize("lang", list(PAGES))
def test_page_language_direction_and_title(browser, lang):
    show(browser, lang, 1280)
    expected_lang, expected_dir, expected_title = PAGES[lang]
    html = browser.find_element("tag name", "html")
    assert html.get_attribute("lang") == expected_lang
    assert html.get_attribute("dir") == expected_dir
    if expected_title:
        assert browser.title == expected_title
    else:
        assert browser.title.startswith("[") and browser.title.endswith("]")
    # The sections the terminal shows: current conditions and the days, each value with its spoken form.
    assert len(browser.find_elements("css selector", "section")) == 3
    assert browser.find_elements("css selector", "dd[aria-label]")
    show(browser, lang, 1280, dark=True)


@pytest.mark.parametrize("lang", list(PAGES))
def test_nothing_wider_than_a_phone(browser, lang):
    show(browser, lang, 360)
    layout = overflowing(browser)
    assert layout["scroll"] <= layout["width"], layout
    assert layout["out"] == [], layout["out"][:5]
    show(browser, lang, 360, dark=True)


def test_korean_page_has_no_english_left(browser):
    show(browser, "ko", 1280)
    text = browser.find_element("tag name", "body").text
    words = set(re.findall(r"[A-Za-z]{3,}", text)) - ALLOWED_LATIN
    assert words == set(), sorted(words)


def test_dark_scheme_changes_the_colours(browser):
    show(browser, "ko", 1280)
    light = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    show(browser, "ko", 1280, dark=True)
    dark = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert light == "rgb(255, 255, 255)"
    assert dark == "rgb(22, 24, 28)"


def test_hostile_search_shows_as_text(browser):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    browser.get(f"{URL}/?city=%3Cscript%3Ealert(1)%3C%2Fscript%3E&lang=en")
    assert browser.find_elements("tag name", "script") == []
    assert "No place found for “<script>alert(1)</script>”" in browser.find_element("css selector", "p.error").text


def test_search_form_finds_a_place(browser):
    browser.get(f"{URL}/?lang=ko")
    field = browser.find_element("id", "city")
    field.send_keys("서울")
    field.submit()
    # submit() returns before the next page has loaded (the search page has an h1 too):
    # wait for the forecast page's address, then read its heading.
    WebDriverWait(browser, 10, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda driver: "city=" in driver.current_url and driver.execute_script("return document.readyState") == "complete")
    assert browser.find_element("tag name", "h1").text == "서울, 대한민국"
