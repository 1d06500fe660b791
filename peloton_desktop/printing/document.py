"""A printable document: pages painted in millimetres onto any QPagedPaintDevice
(QPdfWriter for PDF, QPrinter for printing and the print preview). Every page is
drawn on the full sheet; our own 10 mm margin keeps clear of printers' dead zones.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter

from peloton_desktop import APP_NAME
from peloton_desktop.core.errors import FileProblem
from peloton_desktop.core.files import check_target, file_mode
from peloton_desktop.draw import palette
from peloton_desktop.printing.layout import PAPERS

# progress(pages painted, pages in all) -> go on?
Progress = Callable[[int, int], bool]
PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


class Document:
    """Pages of one paper size and orientation, painted one after another."""

    paper: str = "a4"
    landscape: bool = False
    title: str = ""

    def page_count(self) -> int:
        raise NotImplementedError

    def paint_page(self, p: QPainter, page: int) -> None:
        raise NotImplementedError

    @property
    def page_mm(self) -> tuple[float, float]:
        w, h = PAPERS[self.paper]
        return (h, w) if self.landscape else (w, h)

    def page_layout(self) -> QPageLayout:
        orientation = (
            QPageLayout.Orientation.Landscape
            if self.landscape
            else QPageLayout.Orientation.Portrait
        )
        return QPageLayout(
            QPageSize(PAGE_SIZES[self.paper]),
            orientation,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )

    def render(
        self,
        device: QPagedPaintDevice,
        pages: list[int] | None = None,
        progress: Progress | None = None,
    ) -> bool:
        """Paint the pages (all, or the 0-based `pages`) onto a device set to our layout.
        `progress(done, total)` is asked before each page; False stops there (the
        pages painted so far stay): returns whether every page was painted."""
        device.setPageLayout(self.page_layout())
        p = QPainter(device)
        if not p.isActive():
            raise FileProblem("file.write_failed", file=self.title, reason="cannot paint")
        try:
            scale = device.width() / self.page_mm[0]
            wanted = list(range(self.page_count())) if pages is None else pages
            for n, page in enumerate(wanted):
                if progress is not None and not progress(n, len(wanted)):
                    return False
                if n:
                    device.newPage()
                p.save()
                p.scale(scale, scale)
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                with palette.paper():  # a print is on paper, whatever the screen shows
                    self.paint_page(p, page)
                p.restore()
        finally:
            p.end()
        if progress is not None:
            progress(len(wanted), len(wanted))
        return True

    def write_pdf(
        self,
        path: str | os.PathLike[str],
        resolution: int = 300,
        progress: Progress | None = None,
    ) -> bool:
        """Write a PDF atomically: a temporary file in the same folder, then a rename.
        False when `progress` stopped it: then nothing is written."""
        target = Path(path)
        check_target(target, create_folder=False)
        try:
            fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        except OSError as exc:
            raise FileProblem("file.write_failed", file=str(target), reason=str(exc)) from None
        os.close(fd)
        try:
            writer = QPdfWriter(tmp)
            writer.setResolution(resolution)
            writer.setTitle(self.title)
            writer.setCreator(APP_NAME)
            done = self.render(writer, progress=progress)
            del writer
            if not done:
                return False
            os.chmod(tmp, file_mode())
            os.replace(tmp, target)
        except OSError as exc:
            raise FileProblem("file.write_failed", file=str(target), reason=str(exc)) from None
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        return True
