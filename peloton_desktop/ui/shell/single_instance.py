"""One window takes the files of a second launch (issue 31).

The running app listens on a local socket named after the user and the profile
(`PELOTON_DESKTOP_HOME` makes another one). `peloton-desktop FILE…` first asks that
socket: when a window answers, it gets the files' absolute paths and opens them, and
the second launch ends there. A launch without files opens its own window as before.

The message is one line of JSON, `{"open": [path, …]}`, answered by `ok`. Only the
user's own processes may connect; the paths still pass the file gate in the window.
"""

from __future__ import annotations

import getpass
import hashlib
import json
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from peloton_desktop import APP_ID, paths

WAIT_MS = 2000  # the running window answers at once; a hung one is not waited for
MAX_MESSAGE = 256 * 1024  # bytes: a long list of long paths, not more


def server_name() -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid: the profile still tells apart
        user = ""
    key = f"{user}\0{paths.data_dir().resolve()}".encode()
    return f"{APP_ID}-{hashlib.sha256(key).hexdigest()[:16]}"


def hand_over(files: Sequence[str], name: str | None = None) -> bool:
    """Give the files to a running window: True when one took them."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(WAIT_MS):
        return False
    try:
        socket.write(json.dumps({"open": list(files)}).encode() + b"\n")
        if not socket.waitForBytesWritten(WAIT_MS):
            return False
        answer = b""
        while b"\n" not in answer and socket.waitForReadyRead(WAIT_MS):
            answer += bytes(socket.readAll().data())
        return answer.strip() == b"ok"
    finally:
        socket.abort()


class InstanceServer(QObject):
    """Listens for second launches; `filesReceived` carries the paths they handed over."""

    filesReceived = Signal(list)

    def __init__(self, parent: QObject | None = None, name: str | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connection)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Listen unless another window already does (a socket left by a crash is
        taken over); False when this window is not the one that answers."""
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        if probe.waitForConnected(200):
            probe.abort()
            return False
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))

    def _drop(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if len(data) > MAX_MESSAGE:
            socket.abort()
            return
        self._buffers[socket] = data
        if b"\n" not in data:
            return
        files = _files(data.partition(b"\n")[0])
        socket.write(b"ok\n" if files is not None else b"no\n")
        socket.flush()
        socket.disconnectFromServer()
        if files:
            self.filesReceived.emit(files)


def _files(line: bytes) -> list[str] | None:
    try:
        message = json.loads(line)
    except (ValueError, RecursionError):
        return None
    files = message.get("open") if isinstance(message, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        return None
    return files
