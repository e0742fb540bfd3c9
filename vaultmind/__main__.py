"""`python -m vaultmind` runs the same command line as the `vaultmind` script."""

import sys

from vaultmind.cli import main

sys.exit(main())
