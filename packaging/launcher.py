"""Entry script of the frozen app (PyInstaller needs a file, not an entry point)."""

import multiprocessing
import sys

from peloton_desktop.cli import main

if __name__ == "__main__":
    # a test-ride's workers are this program started again (spawn): let them work
    multiprocessing.freeze_support()
    sys.exit(main())
