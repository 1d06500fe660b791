"""A device in words, for the host's question on the laptop ("Chrome on Android"):
read from its browser's User-Agent, which the device may fake. It only helps the host
tell two phones apart; the seat's token and the host's yes are what admit one."""

from __future__ import annotations

from peloton_desktop.draw.tr import translate

# the first name found wins: Edge and Opera also say Chrome, Chrome also says Safari
BROWSERS = (
    ("Edg", "Edge"),
    ("OPR", "Opera"),
    ("SamsungBrowser", "Samsung Internet"),
    ("Firefox", "Firefox"),
    ("FxiOS", "Firefox"),
    ("CriOS", "Chrome"),
    ("Chrome", "Chrome"),
    ("Safari", "Safari"),
)
SYSTEMS = (
    ("iPhone", "iPhone"),
    ("iPad", "iPad"),
    ("Android", "Android"),
    ("Windows", "Windows"),
    ("Mac OS", "macOS"),
    ("CrOS", "ChromeOS"),
    ("Linux", "Linux"),
)


def browser_name(user_agent: str) -> str:
    """ "Chrome on Android", "Safari on iPhone"…; a translated "an unknown browser"."""
    browser = next((name for mark, name in BROWSERS if mark in user_agent), None)
    system = next((name for mark, name in SYSTEMS if mark in user_agent), None)
    if browser and system:
        return translate("Phones", "{browser} on {system}").format(browser=browser, system=system)
    return browser or system or translate("Phones", "an unknown browser")
