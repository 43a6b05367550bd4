"""The forecast page in a real browser (headless Chromium through selenium).

Run by `Tests/Browser/run`, which starts weather-replay and weather serve and passes
WEATHER_URL. Screenshots go to ARTIFACTS (light and dark, 1,280 and 360 px) for people
to look at; the assertions check the DOM as the browser laid it out.
"""
import gzip
import importlib.util
import json
import os
import re
import time
import urllib.request

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

# Latin a Korean page writes too: the source, and the units Korean agencies write in Latin
# (hPa; ppm, AirKorea's unit for gases).
ALLOWED_LATIN = {"OpenWeather", "hPa", "ppm"}


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
        // A mobile viewport grows to fit content that overflows: the emulated screen is the width.
        const width = Math.min(window.innerWidth, screen.width);
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
        # The place, then the temperature now (`서울, 대한민국 날씨 -2°C`).
        assert browser.title.startswith(expected_title) and browser.title.endswith(view_model(lang)["now"]["temperature"]["text"])
    else:
        assert browser.title.startswith("[") and browser.title.endswith("]")
    # The sections the terminal shows: current conditions, air quality, the sun and moon and
    # the days, each value with its spoken form.
    headings = [h.text for h in browser.find_elements("css selector", "section h2")]
    model = view_model(lang)
    assert headings[:3] == [model["current"]["title"], model["airQuality"]["title"], model["sky"]["title"]], headings
    assert len(headings) == 5, headings
    # The moon drawn with a label a screen reader says, never the drawing alone.
    phase = browser.find_element("css selector", ".sky svg.phase")
    assert phase.get_attribute("role") == "img" and model["sky"]["days"][0]["phase"]["name"] in phase.get_attribute("aria-label")
    assert browser.find_elements("css selector", "dd .spoken")
    # The air-quality card under the headline: the category in words beside its colour, never colour alone.
    card = browser.find_element("css selector", "header .air")
    assert model["airQuality"]["category"]["label"] in card.text and model["airQuality"]["scale"]["name"] in card.text, card.text
    assert card.find_element("css selector", "circle").get_attribute("fill").upper() == model["airQuality"]["colour"].upper()
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
    # The language links name each language in itself: they are not the page's words.
    text = browser.execute_script(
        "const copy = document.body.cloneNode(true); copy.querySelectorAll('nav.languages').forEach(n => n.remove()); return copy.innerText")
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
    field = browser.find_element("id", "q")
    field.send_keys("서울")
    field.submit()
    # submit() returns before the next page has loaded (the search page has an h1 too):
    # wait for the forecast page's address, then read its heading.
    WebDriverWait(browser, 10, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda driver: "q=" in driver.current_url and driver.execute_script("return document.readyState") == "complete")
    assert browser.find_element("tag name", "h1").text == "서울, 대한민국"


# ---- The page people keep open (issue 29): at a phone's width in twelve locales (fr, es, it, tr and hi for their longer chance-of-rain headers). ----

PHONE_LOCALES = ["ko", "en-US", "ja", "ru", "ar", "he", "de", "fr", "es", "it", "tr", "hi"]
# Scripts whose words are not separated by spaces: only the unbreakable parts (dates,
# times, values) are checked there.
NO_SPACES = {"ja"}
REPLAY_URL = os.environ.get("REPLAY_URL")


def view_model(lang):
    with urllib.request.urlopen(f"{URL}/Seoul?lang={lang}&format=json") as answer:
        return json.load(answer)


def table_report(driver, check_all_words):
    """For each table: the visible columns' ids, headers without text, columns empty in every
    row; and every word (or unbreakable part) laid out on more than one line."""
    return driver.execute_script("""
        const checkAll = arguments[0];
        const tables = [...document.querySelectorAll('table')].map(table => {
            const heads = [...table.querySelectorAll('thead th')].filter(th => th.offsetWidth > 0);
            const rows = [...table.querySelectorAll('tbody tr:not(.day)')];
            const empty = heads.filter(th => {
                const index = [...th.parentNode.children].indexOf(th);
                return rows.every(row => (row.children[index].textContent || '').trim() === '');
            }).map(th => th.dataset.column);
            return {columns: heads.map(th => th.dataset.column), headless: heads.filter(th => th.textContent.trim() === '').length, empty};
        });
        const broken = [];
        function lines(range) {
            return new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top))).size;
        }
        // Without spaces (Japanese), a condition may wrap between its phrases; dates, times and values may not.
        const scope = checkAll ? 'h1, .top, th, td' : 'td:not(.condition) .part, td.number, .temperature, h1 bdi';
        for (const element of document.querySelectorAll(scope)) {
            if (!element.offsetWidth) continue;
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node; (node = walker.nextNode());) {
                if (node.parentElement.closest('.spoken')) continue;
                if (!checkAll) {
                    const range = document.createRange(); range.selectNodeContents(node);
                    if (lines(range) > 1) broken.push(node.data);
                    continue;
                }
                const words = /\\S+/g;
                for (let match; (match = words.exec(node.data));) {
                    const range = document.createRange();
                    range.setStart(node, match.index); range.setEnd(node, match.index + match[0].length);
                    if (lines(range) > 1) broken.push(match[0]);
                }
            }
        }
        return {tables, broken};
    """, check_all_words)


@pytest.mark.parametrize("lang", PHONE_LOCALES)
def test_phone_page_keeps_the_chance_of_rain_and_breaks_no_word(browser, lang):
    show(browser, lang, 360)
    report = table_report(browser, lang not in NO_SPACES)
    assert [table["columns"] for table in report["tables"]] == [
        ["day", "condition", "lowHigh", "chanceOfPrecipitation"],
        ["time", "temperature", "condition", "chanceOfPrecipitation"],
    ], report["tables"]
    assert all(table["headless"] == 0 and table["empty"] == [] for table in report["tables"]), report["tables"]
    assert report["broken"] == [], report["broken"]
    layout = overflowing(browser)
    assert layout["scroll"] <= layout["width"], layout


@pytest.mark.parametrize("lang", PHONE_LOCALES)
def test_chart_heading_and_top_come_from_the_view_model(browser, lang):
    model = view_model(lang)
    show(browser, lang, 360)
    svg = browser.find_element("css selector", "figure.chart svg[role=img]")
    caption = browser.find_element("id", svg.get_attribute("aria-labelledby").split()[0])
    assert without_marks(caption.text) == without_marks(model["chart"]["summary"])
    assert len(browser.find_elements("css selector", "figure.chart polyline.temperature")) == 1
    ticks = [t.text for t in browser.find_elements("css selector", "figure.chart text.tick")]
    assert ticks and set(ticks) <= {tick["label"] for tick in model["chart"]["hourTicks"]}
    extremes = {without_marks(t.text) for t in browser.find_elements("css selector", "figure.chart text.extreme")}
    assert extremes == {without_marks(model["chart"][end]["text"]) for end in ("minimum", "maximum")}
    # The place and its country, each isolated: together they are the view model's place.
    parts = browser.execute_script("return [...document.querySelectorAll('h1 bdi')].map(b => b.textContent)")
    assert len(parts) == 2, parts
    heading = browser.execute_script("return document.querySelector('h1').textContent")
    assert heading == model["place"] and heading.startswith(parts[0]) and heading.endswith(parts[1])
    # The glanceable top, above the fold of a phone: temperature, next change.
    top = browser.execute_script("""
        const box = e => document.querySelector(e).getBoundingClientRect().bottom;
        return {temperature: box('.temperature'), next: box('.next'), chart: box('figure.chart'), height: window.innerHeight};
    """)
    assert top["next"] < top["height"] and top["chart"] < top["height"] * 1.1, top
    assert browser.find_element("css selector", ".next").text == model["now"]["nextChange"]["text"]


def without_marks(text):
    """Text without the invisible direction marks (LRM, RLM, isolates) that WebDriver's text leaves out."""
    return re.sub("[\u200e\u200f\u2066-\u2069]", "", text)


def replay_counts():
    with urllib.request.urlopen(f"{REPLAY_URL}/__counts") as answer:
        return json.load(answer)["endpoints"]


def search_for(driver, text):
    driver.get(f"{URL}/?lang=en-US")
    field = driver.find_element("id", "q")
    field.send_keys(text)
    field.submit()
    WebDriverWait(driver, 10, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda d: "q=" in d.current_url and d.execute_script("return document.readyState") == "complete")


def test_search_sends_coordinates_and_postal_codes_as_such(browser):
    # As coordinates, the place is named by a reverse look-up; as a name, "37.57" would be geocoded.
    search_for(browser, "37.57,126.98")
    after = replay_counts()
    assert after.get("/geo/1.0/reverse", {}).get("seoul", 0) >= 1, after
    assert not any(name.startswith("37") for name in after.get("/geo/1.0/direct", {})), after
    assert browser.find_element("tag name", "h1").text == "Jung-gu, South Korea"  # the reverse look-up's name
    search_for(browser, "10001,US")
    assert replay_counts().get("/geo/1.0/zip", {}).get("10001,US", 0) >= 1
    assert browser.find_element("tag name", "h1").text.startswith("New York")


def test_failed_search_keeps_the_query_and_says_what_went_wrong(browser):
    search_for(browser, "Nowhereville")
    assert browser.find_element("tag name", "h1").text == "Place not found"
    assert browser.find_element("id", "q").get_attribute("value") == "Nowhereville"


def test_japanese_text_is_drawn_in_a_japanese_face(browser):
    show(browser, "ja", 1280)
    browser.execute_cdp_cmd("DOM.enable", {})
    browser.execute_cdp_cmd("CSS.enable", {})
    root = browser.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
    node = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": "h1 bdi"})["nodeId"]
    fonts = browser.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    assert fonts and all("JP" in font["familyName"] for font in fonts), fonts


def test_gzip_for_clients_that_ask():
    request = urllib.request.Request(f"{URL}/Seoul?lang=ko", headers={"Accept-Encoding": "gzip", "Accept": "text/html"})
    with urllib.request.urlopen(request) as answer:
        body = answer.read()
        assert answer.headers["Content-Encoding"] == "gzip"
        assert "Accept-Encoding" in answer.headers["Vary"]
    page = gzip.decompress(body).decode()
    assert page.startswith("<!DOCTYPE html>") and len(page) > 4 * len(body)
    with urllib.request.urlopen(urllib.request.Request(f"{URL}/Seoul?lang=ko", headers={"Accept": "text/html"})) as answer:
        assert answer.headers["Content-Encoding"] is None
        assert answer.read().decode() == page


def axe_source():
    """axe-core as the axe-playwright-python wheel carries it (read, not imported)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec is not None, "pip install --no-deps axe-playwright-python"
    with open(os.path.join(spec.submodule_search_locations[0], "axe.min.js"), encoding="utf-8") as file:
        return file.read()


@pytest.fixture(scope="module")
def axe():
    return axe_source()


# Every language the service speaks (`?lang=`), and the en-US the phone tests use.
AXE_LOCALES = ["ko", "en", "en-US", "ja", "zh-Hans", "zh-Hant", "ar", "he", "ru", "hi", "de", "fr", "es", "it", "tr", "pt-BR"]


def axe_violations(driver, axe):
    """axe-core with every rule it has turned on, the experimental ones and WCAG's enhanced
    (AAA) contrast included, on the page as it is shown: each violation's rule and first targets."""
    driver.execute_script(axe)
    driver.set_script_timeout(60)
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const rules = Object.fromEntries(axe.getRules().map(rule => [rule.ruleId, {enabled: true}]));
        axe.run(document, {resultTypes: ['violations'], rules}).then(r => done(r.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', '))));
    """)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("lang", AXE_LOCALES)
def test_axe_finds_no_violation(browser, axe, lang, dark):
    show(browser, lang, 360, dark=dark)
    assert axe_violations(browser, axe) == []


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("path", ["/?lang=ko", "/?lang=ar", "/?city=Nowhereville&lang=en", "/?city=Nowhereville&lang=he"])
def test_axe_finds_no_violation_on_the_search_and_error_pages(browser, axe, path, dark):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 360, "height": 900, "deviceScaleFactor": 1, "mobile": True})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    browser.get(URL + path)
    assert axe_violations(browser, axe) == []


def contrast(first, second):
    """WCAG 2 contrast ratio of two `rgb(r, g, b)` colours."""
    def luminance(colour):
        channels = [int(part) / 255 for part in re.findall(r"\d+", colour)[:3]]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_search_field_border_stands_out(browser, dark):
    show(browser, "ko", 360, dark=dark)
    border, page = browser.execute_script(
        "return [getComputedStyle(document.getElementById('q')).borderTopColor, getComputedStyle(document.body).backgroundColor]")
    assert contrast(border, page) >= 3, (border, page)


ONECALL_URL = os.environ.get("ONECALL_URL")


@pytest.mark.skipif(not ONECALL_URL, reason="no One Call service (Tests/Browser/run starts one)")
@pytest.mark.parametrize("lang", ["ko", "ar", "en"])
def test_warning_comes_first_with_its_level_in_words_and_the_original_tagged(browser, axe, lang):
    for width, dark in [(360, False), (360, True), (1280, False)]:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
        browser.get(f"{ONECALL_URL}/Rome?lang={lang}")
        browser.save_screenshot(os.path.join(ARTIFACTS, f"rome-onecall-{lang}-{width}{'-dark' if dark else ''}.png"))
        model = json.loads(urllib.request.urlopen(f"{ONECALL_URL}/Rome?format=json&lang={lang}").read())
        alert = model["alerts"][0]
        region = browser.find_element("css selector", "[role=alert]")
        # First in the page's header, before the headline temperature.
        first = browser.execute_script(
            "return arguments[0].compareDocumentPosition(document.querySelector('.now')) & Node.DOCUMENT_POSITION_FOLLOWING", region)
        assert first, "the warning is not before the headline"
        assert alert["title"] in region.text and alert["period"] in region.text, region.text
        article = region.find_element("css selector", "article")
        assert article.get_attribute("data-level") == "yellow"
        # The level's colour on the edge, and its word in the title: never colour alone.
        assert article.value_of_css_property("border-inline-start-color") in ("rgb(166, 124, 0)", "rgba(166, 124, 0, 1)")
        # The next hour drawn, named for a screen reader with what it shows.
        strip = browser.find_element("css selector", "svg.strip")
        assert model["now"]["nowcast"]["text"] in strip.get_attribute("aria-label").replace("\xa0", " ")
        assert len(strip.find_elements("css selector", "rect")) == 49  # minutes 12 to 60 are wet
        original = region.find_element("css selector", ".original")
        assert original.get_attribute("lang") == "en"
        if width < 500:
            layout = overflowing(browser)
            assert layout["scroll"] <= layout["width"] and layout["out"] == [], layout
        assert axe_violations(browser, axe) == [], (lang, width, dark)


# ---- Issue 39: a page that stays fresh without a meta refresh, and its controls within reach. ----

def test_page_reloads_when_its_data_expires_but_not_while_a_search_is_typed(browser):
    show(browser, "en", 360)
    assert browser.find_elements("css selector", "meta[http-equiv=refresh]") == []
    script = browser.find_element("css selector", "script[src='/page.js']")
    assert 590 <= int(script.get_attribute("data-expires")) <= 600
    # The same script again, with its data expiring in a second; a mark that a reload wipes.
    def arm(seconds):
        browser.execute_script("""
            window.notReloaded = true;
            const again = document.createElement('script');
            again.src = '/page.js'; again.dataset.expires = arguments[0];
            document.head.append(again);
        """, seconds)
    field = browser.find_element("id", "q")
    field.send_keys("Tok")
    arm(1)
    browser.execute_script("document.activeElement.blur()")  # typed text, no focus: still waits
    time.sleep(2.5)
    assert browser.execute_script("return window.notReloaded === true"), "reloaded over a search being typed"
    # Hidden: waits; visible again with nothing typed: reloads.
    browser.execute_script("""
        Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
        document.getElementById('q').value = '';
        document.dispatchEvent(new Event('visibilitychange'));
    """)
    time.sleep(1.5)
    assert browser.execute_script("return window.notReloaded === true"), "reloaded a hidden page"
    browser.execute_script("""
        Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'visible'});
        document.dispatchEvent(new Event('visibilitychange'));
    """)
    WebDriverWait(browser, 5).until(lambda d: d.execute_script("return window.notReloaded !== true && document.readyState === 'complete'"))


@pytest.mark.parametrize("lang", ["ko", "en", "ar", "he", "de"])
def test_search_unit_and_language_are_near_the_top_of_a_phone(browser, lang):
    show(browser, lang, 360)
    bottoms = browser.execute_script("""
        const bottom = selector => document.querySelector(selector).getBoundingClientRect().bottom;
        return {search: bottom('#q'), unit: bottom('nav.switch'), language: bottom('nav.languages summary'), h1: bottom('h1'), height: window.innerHeight};
    """)
    assert max(bottoms["search"], bottoms["unit"], bottoms["language"]) < bottoms["h1"] < bottoms["height"] / 3, bottoms
    # The language menu opens to the 15 languages, each a link that keeps the place.
    browser.find_element("css selector", "nav.languages summary").click()
    links = browser.find_elements("css selector", "nav.languages a")
    assert len(links) == 15 and all(link.is_displayed() for link in links)
    assert all("city=Seoul" in link.get_attribute("href") for link in links)


def test_a_search_keeps_the_chosen_unit_and_language(browser):
    browser.get(f"{URL}/?city=Seoul&lang=de&unit=fahrenheit")
    assert browser.find_element("css selector", "nav.switch a[aria-current]").text == "°F"
    field = browser.find_element("id", "q")
    field.send_keys("10001,US")
    field.submit()
    WebDriverWait(browser, 10, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda d: "q=" in d.current_url and d.execute_script("return document.readyState") == "complete")
    assert "lang=de" in browser.current_url and "unit=fahrenheit" in browser.current_url, browser.current_url
    assert browser.find_element("tag name", "html").get_attribute("lang") == "de"
    assert browser.find_element("tag name", "h1").text.startswith("New York")
    assert browser.find_element("css selector", "nav.switch a[aria-current]").text == "°F"
    assert "°F" in browser.find_element("css selector", ".now .temperature").text


@pytest.mark.parametrize("lang", PHONE_LOCALES)
def test_chart_labels_are_legible_on_a_phone_and_name_the_rain(browser, lang):
    model = view_model(lang)
    show(browser, lang, 360)
    report = browser.execute_script("""
        const svg = document.querySelector('figure.chart svg');
        const scale = svg.getScreenCTM().a;
        const texts = [...svg.querySelectorAll('text')];
        const boxes = texts.map(t => t.getBoundingClientRect());
        const overlaps = [];
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, j) => {
            if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
                overlaps.push(texts[i].textContent + ' / ' + texts[i + 1 + j].textContent);
        }));
        const inside = svg.getBoundingClientRect();
        const cut = texts.filter((t, i) => boxes[i].left < inside.left - 1 || boxes[i].right > inside.right + 1 || boxes[i].top < inside.top - 1 || boxes[i].bottom > inside.bottom + 1).map(t => t.textContent);
        const near = (x, cls) => [...svg.querySelectorAll(cls)].some(v => Math.abs(+v.getAttribute('x') - x) < 45);
        const unvalued = [...svg.querySelectorAll('text.tick')].filter(t => !near(+t.getAttribute('x'), 'text.value, text.extreme')).map(t => t.textContent);
        const name = svg.getAttribute('aria-labelledby').split(' ').map(id => document.getElementById(id).textContent).join(' ');
        return {smallest: Math.min(...texts.map(t => parseFloat(getComputedStyle(t).fontSize) * scale)), overlaps, cut, unvalued, name};
    """)
    assert report["smallest"] >= 12, report
    assert report["overlaps"] == [] and report["cut"] == [], report
    assert report["unvalued"] == [], report
    # The drawing's name says the curve, then when rain comes or stops (the next change's sentence).
    spaced = lambda text: without_marks(text).replace("\xa0", " ")  # the page keeps a value with its unit
    assert spaced(model["now"]["nextChange"]["text"]) in spaced(report["name"]), report["name"]


@pytest.mark.parametrize("lang", PHONE_LOCALES + ["zh-Hans"])
def test_search_placeholder_is_not_cut_off(browser, lang):
    show(browser, lang, 360)
    report = browser.execute_script("""
        const field = document.getElementById('q');
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d');
        context.font = style.font;
        const room = field.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        return {text: context.measureText(field.placeholder).width, room, direction: style.direction};
    """)
    assert report["text"] <= report["room"], report
    assert report["direction"] == PAGES.get(lang, (None, "rtl" if lang in ("ar", "he") else "ltr"))[1], report
