"""Frozen entry point of the windowed program (Windows `qvoleurs-gui.exe`, the macOS .app): the window only."""

from qvoleurs.cli import gui_main

raise SystemExit(gui_main())
