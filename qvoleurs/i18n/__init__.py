"""Translations: which language to show, and loading Qt's and our own catalogues.

The compiled catalogues (`qvoleurs_<lang>.qm`) ship next to this file; their
sources are `translations/*.ts` (rebuilt with `scripts/update-translations`). Qt's
own `qtbase_<lang>.qm` comes from the PySide6 wheel, so standard buttons (OK,
Cancel, ...) speak the same language. QtCore only: the command line uses this too.
Translated texts are filled in with qvoleurs.translatable.arg.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

if TYPE_CHECKING:
    from ..preferences import Preferences

from ..cli_text import DEFAULT_LANGUAGE, LANGUAGES  # declared once, where Qt is not needed

SYSTEM = "system"  # the LANGUAGE setting's "follow the system" value

CATALOGUE_DIR = Path(__file__).resolve().parent


def catalogue_path(lang: str) -> Path:
    """The compiled catalogue of one language (it may not exist for a bad code)."""
    return CATALOGUE_DIR / f"qvoleurs_{lang}.qm"


def qt_catalogue_dirs() -> list[str]:
    """Where Qt's own translations may be: Qt's configured folder, then the PySide6 package's
    (a frozen build may configure Qt elsewhere but keep the package's folder)."""
    import PySide6

    return [
        QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
        str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations"),
    ]


def system_language() -> str:
    """The first of the system's preferred UI languages that we speak, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def resolve_language(setting_value: str) -> str:
    """A language code for a LANGUAGE setting value ("system" or a code)."""
    if setting_value == SYSTEM:
        return system_language()
    return setting_value if setting_value in LANGUAGES else DEFAULT_LANGUAGE


def load_translators(lang: str) -> list[QTranslator]:
    """Qt's catalogue then ours for `lang`, each only if it loads (never raises)."""
    found: list[QTranslator] = []
    if lang not in LANGUAGES:
        return found
    qt = QTranslator()
    if lang != DEFAULT_LANGUAGE and any(qt.load(f"qtbase_{lang}", folder) for folder in qt_catalogue_dirs()):
        found.append(qt)
    ours = QTranslator()
    # English has a catalogue too: it holds the singular/plural forms of "%n card(s)".
    if ours.load(str(catalogue_path(lang))):
        found.append(ours)
    return found


_installed: list[QTranslator] = []


def install_translators(app: QCoreApplication, lang: str) -> None:
    """Show the program in `lang` from now on (an unknown code means English).

    The previous language's translators are removed first, so calling this again
    switches language at run time: Qt then sends LanguageChange to every widget,
    whose changeEvent retranslates its texts. Qt's catalogue is installed before
    ours, so ours wins where both know a string. QLocale's default follows, so
    numbers written with QLocale() use the language's conventions.
    """
    lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    for old in _installed:
        app.removeTranslator(old)
        old.deleteLater()  # a catalogue switched away from (parented to the application, it lived on)
    _installed.clear()
    for translator in load_translators(lang):
        translator.setParent(app)  # lives as long as the application
        app.installTranslator(translator)
        _installed.append(translator)
    QLocale.setDefault(QLocale(lang))


def follow_language_setting(app: QCoreApplication, prefs: Preferences) -> Callable[[], None]:
    """Show the program in the LANGUAGE setting's language now, and switch whenever it changes;
    returns the call that stops following (at shutdown).

    Call it once at start, before the window is built; the preferences dialog's
    language choice then takes effect at once, without a restart.
    """
    from ..settings import LANGUAGE

    def apply() -> None:
        install_translators(app, resolve_language(str(prefs.get(LANGUAGE))))

    def changed(setting: object) -> None:
        if setting == LANGUAGE:
            apply()

    apply()
    prefs.subscribe(changed)
    return lambda: prefs.unsubscribe(changed)


def installed_translators() -> tuple[QTranslator, ...]:
    """The translators install_translators put in place (for tests and the pseudo-translation)."""
    return tuple(_installed)
