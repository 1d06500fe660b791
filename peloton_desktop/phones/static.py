"""The page's files over plain HTTP: GET of the few files of `resources/phone/`, and
nothing else (no directory, no other path, no upload), each with its type.

A small server on QTcpServer rather than QtHttpServer: PySide6's QHttpServer binding
returns only plain-text strings from Python routes (a QHttpServerResponse or bytes comes
out empty), so it cannot serve a page, its script and its style with their types."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from peloton_desktop.phones.guard import DEADLINE_MS, Gate
from peloton_desktop.resources import resource_path

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}
MAX_HEAD = 8192  # a request longer than this is refused
MAX_OPEN = 32  # connections at once; more are closed at once
HEAD_MS = DEADLINE_MS  # a request must arrive whole within this time
POLICY = (
    "default-src 'self'; connect-src 'self' ws: ; img-src 'self' data:; "
    "style-src 'self'; script-src 'self'; frame-ancestors 'none'"
)


def page_files() -> dict[str, tuple[bytes, str]]:
    """'/name' → (content, type) for every file of the page's folder, read once."""
    folder = resource_path("phone")
    files: dict[str, tuple[bytes, str]] = {}
    for path in sorted(folder.iterdir()) if folder.is_dir() else []:
        kind = TYPES.get(path.suffix)
        if path.is_file() and kind is not None:
            files["/" + path.name] = (path.read_bytes(), kind)
    if "/index.html" in files:
        files["/"] = files["/index.html"]
    return files


class PageServer(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.files = page_files()
        self.tcp = QTcpServer(self)
        self.tcp.newConnection.connect(self._accept)
        self.refused = 0  # requests refused (not GET, unknown path, too long, too slow)
        self.head_ms = HEAD_MS
        self._open = 0
        self.gate = Gate()  # requests not whole yet: few per address

    def listen(self, address: QHostAddress, port: int = 0) -> bool:
        return self.tcp.listen(address, port)

    def port(self) -> int:
        return self.tcp.serverPort()

    def close(self) -> None:
        self.tcp.close()

    def _accept(self) -> None:
        while self.tcp.hasPendingConnections():
            sock = self.tcp.nextPendingConnection()
            sock.setParent(self)
            if self._open >= MAX_OPEN or not self.gate.admit(sock, sock.peerAddress().toString()):
                self.refused += 1
                sock.abort()
                sock.deleteLater()
                continue
            self._open += 1
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._closed(s))
            # a client that never finishes its request is cut off (no connection hoarding)
            QTimer.singleShot(self.head_ms, sock, lambda s=sock: self._too_slow(s))

    def _closed(self, sock: QTcpSocket) -> None:
        self._open -= 1
        self.gate.release(sock)
        sock.deleteLater()

    def _too_slow(self, sock: QTcpSocket) -> None:
        if sock.state() != QTcpSocket.SocketState.UnconnectedState:
            self.refused += 1
            sock.abort()

    def _read(self, sock: QTcpSocket) -> None:
        head = bytes(sock.peek(MAX_HEAD + 1).data())
        if b"\r\n\r\n" not in head:
            if len(head) > MAX_HEAD:
                self._answer(sock, 431, b"", "text/plain")
            return  # wait for the rest of the head
        sock.readAll()
        self.gate.release(sock)  # a whole request: answered now
        line = head.split(b"\r\n", 1)[0].decode("latin-1")
        parts = line.split(" ")
        if len(parts) != 3 or parts[0] not in ("GET", "HEAD"):
            self._answer(sock, 405, b"", "text/plain")
            return
        path = parts[1].split("?", 1)[0].split("#", 1)[0]
        found = self.files.get(path)
        if found is None:
            self._answer(sock, 404, b"Not found", "text/plain; charset=utf-8")
            return
        body, kind = found
        self._answer(sock, 200, b"" if parts[0] == "HEAD" else body, kind, len(body))

    def _answer(
        self, sock: QTcpSocket, status: int, body: bytes, kind: str, length: int | None = None
    ) -> None:
        if status != 200:
            self.refused += 1
        reason = {200: "OK", 404: "Not Found", 405: "Method Not Allowed", 431: "Too Large"}
        head = (
            f"HTTP/1.1 {status} {reason[status]}\r\n"
            f"Content-Type: {kind}\r\n"
            f"Content-Length: {len(body) if length is None else length}\r\n"
            "Cache-Control: no-store\r\n"
            "X-Content-Type-Options: nosniff\r\n"
            "Referrer-Policy: no-referrer\r\n"
            f"Content-Security-Policy: {POLICY}\r\n"
            "Connection: close\r\n\r\n"
        )
        sock.write(head.encode("latin-1") + body)
        sock.disconnectFromHost()
