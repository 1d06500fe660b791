"""Headless Chromium driven over the DevTools protocol with Qt's own QWebSocket: no
WebDriver, no extra Python package. One browser, one page per seat (a target each)."""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--remote-debugging-port=0",
)


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Browser:
    def __init__(self, qtbot: Any, profile: Path) -> None:
        exe = chromium()
        assert exe is not None
        self.qtbot = qtbot
        self.process = subprocess.Popen(
            [exe, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        active = profile / "DevToolsActivePort"
        qtbot.waitUntil(
            lambda: active.exists() and len(active.read_text().split()) == 2, timeout=30000
        )
        port, path = active.read_text().split()
        self.socket = QWebSocket()
        self.replies: dict[int, dict[str, Any]] = {}
        self.socket.textMessageReceived.connect(self._got)
        with qtbot.waitSignal(self.socket.connected, timeout=10000):
            self.socket.open(QUrl(f"ws://127.0.0.1:{port}{path}"))
        self._id = 0

    def _got(self, text: str) -> None:
        message = json.loads(text)
        if "id" in message:
            self.replies[message["id"]] = message

    def call(self, method: str, params: dict[str, Any] | None = None, session: str = "") -> Any:
        self._id += 1
        ask: dict[str, Any] = {"id": self._id, "method": method, "params": params or {}}
        if session:
            ask["sessionId"] = session
        self.socket.sendTextMessage(json.dumps(ask))
        key = self._id
        self.qtbot.waitUntil(lambda: key in self.replies, timeout=20000)
        reply = self.replies.pop(key)
        assert "error" not in reply, reply
        return reply["result"]

    def open(self, url: str, width: int = 360, height: int = 740) -> Tab:
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        tab = Tab(self, session)
        tab.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True},
        )
        tab.call("Page.navigate", {"url": url})
        return tab

    def close(self) -> None:
        self.socket.close()
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Tab:
    def __init__(self, browser: Browser, session: str) -> None:
        self.browser, self.session = browser, session

    def call(self, method: str, params: dict[str, Any] | None = None) -> Any:
        return self.browser.call(method, params, self.session)

    def js(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result["result"].get("value")

    def wait(self, expression: str, timeout: int = 20000) -> None:
        self.browser.qtbot.waitUntil(lambda: bool(self.js(expression)), timeout=timeout)

    def screenshot(self, path: Path) -> None:
        self.call("Page.bringToFront")  # a tab behind another is not painted
        data = self.call("Page.captureScreenshot", {"format": "png"})
        path.write_bytes(base64.b64decode(data["data"]))
