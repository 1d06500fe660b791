"""Game › Phones…: which human seats play on a phone, whether its phone is in, and
"take back to the laptop". A seat's QR code and address are shown one at a time, on
that player's request ("Show Ana's code", large, then Hide), and hidden once its phone
is in: on the shared screen nobody can scan another's seat."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from peloton_desktop import colours
from peloton_desktop.draw.palette import hex_of
from peloton_desktop.draw.tr import translate
from peloton_desktop.phones.network import addresses
from peloton_desktop.phones.qr import qr_pixmap
from peloton_desktop.ui.pieces.widgets import Retranslatable, colour_icon

if TYPE_CHECKING:
    from peloton_desktop.ui.phones.phone_table import PhoneTable

COLUMNS = 3


class SeatBox(QGroupBox):
    """One human seat: its tick and, while it plays on a phone, its phone's state, the
    button that shows its code, and the button that takes it back."""

    def __init__(self, seat: int, name: str, colour: str) -> None:
        super().__init__(name)
        self.seat, self.name = seat, name
        self.setObjectName(f"phoneSeatBox{seat}")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        swatch = QLabel()
        swatch.setPixmap(colour_icon(colour, 20, str(seat + 1)).pixmap(20, 20))
        self.tick = QCheckBox()
        self.tick.setObjectName(f"phoneSeat{seat}")
        top.addWidget(swatch)
        top.addWidget(self.tick, 1)
        layout.addLayout(top)
        self.state = QLabel()
        self.state.setObjectName(f"phoneState{seat}")
        self.show_code = QPushButton()
        self.show_code.setObjectName(f"phoneShow{seat}")
        self.back = QPushButton()
        self.back.setObjectName(f"phoneBack{seat}")
        self.back.clicked.connect(lambda: self.tick.setChecked(False))
        for w in (self.state, self.show_code, self.back):
            layout.addWidget(w)
        layout.addStretch(1)

    def on_phone(self, on: bool) -> None:
        for w in (self.state, self.show_code, self.back):
            w.setVisible(on)


class CodePanel(QGroupBox):
    """The one seat's code on screen, large, with its address in words and Hide."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("phoneCode")
        self.seat: int | None = None
        layout = QHBoxLayout(self)
        self.qr = QLabel()
        self.qr.setObjectName("phoneQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text = QVBoxLayout()
        self.url = QLabel()
        self.url.setObjectName("phoneUrl")
        self.url.setWordWrap(True)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide_code = QPushButton()
        self.hide_code.setObjectName("phoneHide")
        text.addWidget(self.url)
        text.addStretch(1)
        text.addWidget(self.hide_code)
        layout.addWidget(self.qr)
        layout.addLayout(text, 1)
        self.hide()

    def show_seat(self, seat: int | None, name: str = "", url: str = "") -> None:
        self.seat = seat
        self.setVisible(seat is not None)
        if seat is not None:
            self.setTitle(translate("Phones", "{name}'s code").format(name=name))
            self.qr.setPixmap(qr_pixmap(url, 7))
            self.url.setText(url)
        else:
            self.qr.clear()
            self.url.clear()


class PhonesDialog(Retranslatable, QDialog):
    def __init__(self, table: PhoneTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phonesDialog")
        self.table = table
        session = table.session
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        row = QHBoxLayout()
        self.address_label = QLabel()
        self.address = QComboBox()
        self.address.setObjectName("phoneAddress")
        for ip, interface in addresses():
            self.address.addItem(f"{ip}  {interface}".strip(), ip)
        row.addWidget(self.address_label)
        row.addWidget(self.address, 1)
        layout.addLayout(row)
        self.warning = QLabel()
        self.warning.setObjectName("phoneWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(f"color: {hex_of(colours.WARNING)};")
        layout.addWidget(self.warning)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        self.boxes: dict[int, SeatBox] = {}
        humans = [s for s in range(len(session.seats)) if session.is_human(s)]
        for i, seat in enumerate(humans):
            box = SeatBox(seat, session.seat_name(seat), session.seat_colour(seat))
            box.tick.setChecked(seat in table.seats)
            box.tick.toggled.connect(lambda on, s=seat: self._toggled(s, on))
            box.show_code.clicked.connect(lambda _=False, s=seat: self._toggle_code(s))
            grid.addWidget(box, i // COLUMNS, i % COLUMNS)
            self.boxes[seat] = box
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        layout.addWidget(scroll, 1)
        self.code = CodePanel()  # one seat's code at a time, on request
        self.code.hide_code.clicked.connect(lambda: self._show_code(None))
        self._joined: set[int] = set()  # seats whose phone is in (their code goes)
        layout.addWidget(self.code)
        self.refused = QLabel()
        self.refused.setObjectName("phoneRefused")
        layout.addWidget(self.refused)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        table.seatsChanged.connect(self._update)
        table.stopped.connect(self.close)  # the game ended or was left: no codes to show
        self.retranslate()
        self.resize(900, 640)

    def _toggled(self, seat: int, on: bool) -> None:
        if on and seat not in self.table.seats:
            if not self.table.start(str(self.address.currentData())):
                self.boxes[seat].tick.setChecked(False)
                QMessageBox.warning(
                    self,
                    translate("Phones", "Phones"),
                    translate("Phones", "The laptop cannot listen on {address}.").format(
                        address=self.address.currentData()
                    ),
                )
                return
            self.table.add(seat)
        elif not on and seat in self.table.seats:
            self.table.take_back(seat)
        self._update()

    def _toggle_code(self, seat: int) -> None:
        self._show_code(None if self.code.seat == seat else seat)

    def _show_code(self, seat: int | None) -> None:
        """The seat's code, on its player's request (None: hide it)."""
        if seat is None or seat not in self.table.seats:
            self.code.show_seat(None)
        else:
            self.code.show_seat(seat, self.boxes[seat].name, self.table.url(seat))
        self._update()

    def _update(self) -> None:
        table = self.table
        server = table.server
        self.address.setEnabled(not table.seats)
        for seat, box in self.boxes.items():
            on = seat in table.seats
            if box.tick.isChecked() != on:
                box.tick.blockSignals(True)
                box.tick.setChecked(on)
                box.tick.blockSignals(False)
            box.on_phone(on)
            connected = server is not None and server.connected(seat)
            if connected and seat not in self._joined and self.code.seat == seat:
                self.code.show_seat(None)  # its phone is in: the code goes
            if not on and self.code.seat == seat:
                self.code.show_seat(None)
            self._joined = (self._joined | {seat}) if connected else (self._joined - {seat})
            shown = self.code.seat == seat
            box.show_code.setText(
                translate("Phones", "Hide {name}'s code").format(name=box.name)
                if shown
                else translate("Phones", "Show {name}'s code").format(name=box.name)
            )
            box.state.setText(
                translate("Phones", "Phone connected.")
                if connected
                else translate("Phones", "Waiting for the phone…")
            )
        count = server.refused if server is not None else 0
        self.refused.setText(
            translate("Phones", "Messages refused: %n", None, count) if count else ""
        )

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Phones", "Phones"))
        self.intro.setText(
            translate(
                "Phones",
                "Tick the players who play on their phone. Each in turn shows their own code "
                "and scans it with the phone's camera (or types the address into its "
                "browser), then hides it: the phone must be on the same network as this "
                "computer. No app, no account.",
            )
        )
        self.address_label.setText(translate("Phones", "Listen on:"))
        self.warning.setText(
            translate(
                "Phones",
                "The link is not encrypted: on this network, someone who sees a link or "
                "listens to the Wi-Fi could read that seat's hand or play for it. Use a "
                "network you trust.",
            )
        )
        for box in self.boxes.values():
            box.tick.setText(translate("Phones", "Plays on a phone"))
            box.back.setText(translate("Phones", "Take back to the laptop"))
        self.code.hide_code.setText(translate("Phones", "Hide"))
        if self.code.seat is not None:
            self._show_code(self.code.seat)
        self._update()


class PhonesMenu(QObject):
    """Game › Phones…, kept by the main window: enabled while a game with a human seat
    is open; it opens the dialog (also after the new-game dialog ticked phones)."""

    def __init__(self, window: Any) -> None:  # the MainWindow (it imports this)
        super().__init__(window)
        self.window = window
        self.action = QAction(window)
        self.action.setObjectName("menuPhones")
        self.action.triggered.connect(lambda: self.open([]))
        window.game_menu.insertAction(window.close_action, self.action)
        window.game_menu.aboutToShow.connect(self._update)
        window.installEventFilter(self)
        self.dialog: PhonesDialog | None = None
        self._retranslate()

    def _update(self) -> None:
        page = self.window.page
        self.action.setEnabled(
            page is not None and not page.session.is_over() and page.session.human_count() > 0
        )

    def open(self, seats: list[int]) -> None:
        """The dialog for the game on screen, the `seats` ticked (a new game's choice)."""
        page = self.window.page
        if page is None:
            return
        if self.dialog is None or self.dialog.table is not page.phones:
            self.dialog = PhonesDialog(page.phones, self.window)
        for seat in seats:
            if seat in self.dialog.boxes:
                self.dialog.boxes[seat].tick.setChecked(True)
        self.dialog.show()
        self.dialog.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False

    def _retranslate(self) -> None:
        self.action.setText(translate("Phones", "&Phones…"))
        self.action.setToolTip(translate("Phones", "Players play from their phones' browsers"))
