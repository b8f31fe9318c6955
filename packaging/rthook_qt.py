"""Run-time hook of the frozen qvoleurs, in place of PyInstaller's PySide6 and inspect hooks.

PyInstaller's PySide6 hook imports QtCore at every start (to register a qt.conf resource,
which PySide6 registers itself when QtCore is first imported), and its inspect hook imports
inspect and zipfile and reads the whole index of base_library.zip (for inspect.getsourcefile,
which the game never calls). Together they made `qvoleurs --version`, `deal`, `replay` and
`solve` load Qt and ICU they do not use: twice the start-up time of the source tree. This
hook only tells Qt where the bundle's plugins are; Qt is loaded by the commands that need it.
"""

import os
import sys

os.environ["QT_PLUGIN_PATH"] = os.path.join(sys._MEIPASS, "PySide6", "Qt", "plugins")  # type: ignore[attr-defined]
