"""Frozen entry point of the `qvoleurs` program: the command line; no command opens the window."""

from qvoleurs.launch import main

raise SystemExit(main())
