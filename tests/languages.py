"""Tests put the application back as they found it: no translator left installed, QLocale's
default (numbers, "1500" or "1,500") restored, and their windows gone for good."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QApplication, QWidget

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


def close_for_good(window: QWidget) -> None:
    """Close `window` (its closeEvent stops its solver threads) and delete it now, not whenever
    the garbage collector gets to it in some later test."""
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
