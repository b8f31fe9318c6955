"""Tests that switch the application's language put it back as they found it: no translator
left installed, and QLocale's default (numbers, "1500" or "1,500") restored."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from qvoleurs.i18n import install_translators, installed_translators


@contextmanager
def language_restored(app: QApplication) -> Iterator[QApplication]:
    locale = QLocale()
    try:
        yield app
    finally:
        install_translators(app, "xx")  # an unknown language: English, and an empty list
        for translator in installed_translators():
            app.removeTranslator(translator)
        QLocale.setDefault(locale)
