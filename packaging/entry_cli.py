"""Frozen entry point of the `qvoleurs` program: the command line; no command opens the window."""

from qvoleurs.cli import main

raise SystemExit(main())
