import sys

from peloton_desktop.cli import main

sys.exit(main())
