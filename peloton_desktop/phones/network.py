"""The addresses the laptop could listen on, for the host to pick one: the local
network's (a phone on the same Wi-Fi reaches it), or this computer only."""

from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

LOOPBACK = "127.0.0.1"


def addresses() -> list[tuple[str, str]]:
    """(address, interface name) of every running IPv4 interface, loopback last."""
    found: list[tuple[str, str]] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        if flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            ip: QHostAddress = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                found.append((ip.toString(), interface.humanReadableName()))
    found.append((LOOPBACK, ""))
    return found
