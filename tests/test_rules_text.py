"""The rules players read (Help ▸ Rules and docs/rules.<lang>.md): complete in every language,
naming the menus and keys as the program shows them, and the documents equal to the dialog."""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from qvoleurs.i18n import LANGUAGES, install_translators, load_translators
from qvoleurs.i18n.phrasebook import TranslatorLookup
from qvoleurs.rules_text import RULES_CONTEXT, SECTIONS, TITLE, rules_markdown

from .languages import language_restored

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = ("nl", "de", "uk", "da")

# Issue 13 item 9: what the rules must cover, one section each.
TOPICS = (
    "aim",
    "layout",
    "moves",
    "stock",
    "end",
    "score",
    "undo",
    "mouse",
    "keyboard",
    "codes",
    "solver",
    "help",
    "supermoves",
)

# Facts written the same in every language, per topic.
FIGURES = {
    "moves": ("15",),
    "stock": ("64",),
    "score": ("+10", "+5", "−15", "1040", "1185", "29\u00a0×\u00a05"),
    "undo": ("100",),
    "keyboard": ("**D**", "**H**"),
    "codes": ("FT1-N-AAAAAAV",),
    "solver": ("(H)", "30"),
}

# Each language's own words for what a section must say (lower case; found case-insensitively).
WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "undo": ("move counter", "never goes down", "unlimited"),
        "mouse": ("auto-place", "off by default", "double-click"),
        "end": ("offers to undo",),
        "solver": ("knows the order",),
        "help": ("does not count as help",),
        "supermoves": ("supermoves", "empty column"),
    },
    "nl": {
        "undo": ("zettenteller", "nooit omlaag", "onbeperkt"),
        "mouse": ("automatisch plaatsen", "standaard uit", "dubbelklik"),
        "end": ("biedt aan",),
        "solver": ("kent de volgorde",),
        "help": ("telt niet als hulp",),
        "supermoves": ("supermoves", "lege kolom"),
    },
    "de": {
        "undo": ("zugzähler", "sinkt nie", "unbegrenzt"),
        "mouse": ("automatisch platzieren", "standardmäßig aus", "doppelklick"),
        "end": ("bietet an",),
        "solver": ("kennt die reihenfolge",),
        "help": ("zählt nicht als hilfe",),
        "supermoves": ("supermoves", "leere spalte"),
    },
    "uk": {
        "undo": ("лічильник ходів", "ніколи не зменшується", "необмеженою"),
        "mouse": ("авторозміщення", "типово вимкнено", "подвійн"),
        "end": ("пропонує скасувати",),
        "solver": ("знає порядок",),
        "help": ("допомогою не вважається",),
        "supermoves": ("суперход", "порожній стовпець"),
    },
    "da": {
        "undo": ("træktælleren", "aldrig ned", "ubegrænset"),
        "mouse": ("automatisk placering", "slået fra som standard", "dobbeltklik"),
        "end": ("tilbyder at fortryde",),
        "solver": ("kender rækkefølgen",),
        "help": ("tæller ikke som hjælp",),
        "supermoves": ("supermoves", "tom kolonne"),
    },
}

Translate = Callable[[str, str], str]


def translator_for(lang: str) -> Translate:
    lookup = TranslatorLookup(load_translators(lang), lang)
    return lambda context, text: lookup(context, text)


def plain(menu_text: str) -> str:
    """A menu item's text as a sentence names it: "&Restart Deal" → "Restart Deal"."""
    return menu_text.replace("&", "").removesuffix("…")


def sections(markdown: str) -> dict[str, str]:
    """The rules' sections by topic, from the rendered Markdown (one "## heading" each)."""
    parts = re.split(r"^## ", markdown, flags=re.M)
    assert parts[0].startswith("# "), "the rules start with their title"
    assert len(parts) - 1 == len(SECTIONS), "one heading per section"
    return {section.topic: part for section, part in zip(SECTIONS, parts[1:], strict=True)}


@pytest.fixture(scope="module")
def texts() -> dict[str, dict[str, str]]:
    return {lang: sections(rules_markdown(translator_for(lang))) for lang in LANGUAGES}


def test_every_topic_of_the_issue_has_its_own_section() -> None:
    assert tuple(section.topic for section in SECTIONS) == TOPICS
    assert all(section.heading and section.blocks for section in SECTIONS)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_string_of_the_rules_is_translated(lang: str) -> None:
    """Not one heading, sentence or table cell missing from the catalogue (shown in English)."""
    translators = load_translators(lang)
    strings = [TITLE] + [s.heading for s in SECTIONS]
    strings += [text for s in SECTIONS for block in s.blocks for text in block[1:] if any(c.isalpha() for c in text)]
    for text in strings:
        found = [t.translate(RULES_CONTEXT, text) for t in translators]
        assert any(found), f"{lang}: {text!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_section_says_what_it_must(lang: str, texts: dict[str, dict[str, str]]) -> None:
    by_topic = texts[lang]
    problems = []
    for topic, figures in FIGURES.items():
        problems += [f"{topic}: {figure}" for figure in figures if figure not in by_topic[topic]]
    for topic, words in WORDS[lang].items():
        problems += [f"{topic}: {word}" for word in words if word not in by_topic[topic].lower()]
    assert not problems, f"{lang}: missing\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sum_in_the_rules_is_never_broken_at_its_operators(lang: str, texts: dict[str, dict[str, str]]) -> None:
    """ "1040 + | 29 × 5 = 1185" and "(104 Karten × | 10)" broke where the dialog wrapped."""
    score = texts[lang]["score"]
    assert "1040\u00a0+\u00a029\u00a0×\u00a05\u00a0=\u00a01185" in score
    assert "\u00a0×\u00a010" in score and " × " not in score and " + " not in score


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_name_menus_verdicts_and_words_as_the_program_shows_them(
    lang: str, texts: dict[str, dict[str, str]]
) -> None:
    t = translator_for(lang)
    by_topic = texts[lang]
    wanted = {
        "codes": [
            plain(t("MainWindow", "&Game")),
            plain(t("MainWindow", "Cop&y Deal Code")),
            plain(t("MainWindow", "New Game from &Code…")),
            plain(t("MainWindow", "&Restart Deal")),
        ],
        "solver": [
            plain(t("SolverPanel", "&Hint")),
            plain(t("SolverPanel", "Think &Longer")),
            plain(t("SolverPanel", "&Demo")),
            plain(t("SolverPanel", "&Where Did I Lose It?")),
            t("SolverPanel", "Winnable"),
            t("SolverPanel", "Can no longer be won"),
            t("SolverPanel", "Not known yet"),
            t("SolverPanel", "Thinking…"),
        ],
        "help": [
            plain(t("SolverPanel", "&Hint")),
            plain(t("SolverPanel", "Think &Longer")),
            plain(t("SolverPanel", "&Demo")),
            plain(t("SolverPanel", "&Where Did I Lose It?")),
        ],
        "undo": [plain(t("MainWindow", "&Undo")), plain(t("MainWindow", "&Redo"))],
        "keyboard": [plain(t("MainWindow", "&Help")), plain(t("MainWindow", "&Keyboard Shortcuts"))],
    }
    # the stock has one name: the status bar's ("Stock: %1") is the rules' word
    stock_word = t("MainWindow", "Stock: %1").split(":")[0].lower()
    problems = [f"{topic}: {word}" for topic, words in wanted.items() for word in words if word not in by_topic[topic]]
    problems += [f"{topic}: {stock_word}" for topic in ("layout", "stock") if stock_word not in by_topic[topic].lower()]
    assert not problems, f"{lang}: missing\n" + "\n".join(problems)


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    with language_restored(qapp):
        yield qapp


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_keys_in_the_rules_are_written_as_the_menus_write_them(
    app: QApplication, lang: str, texts: dict[str, dict[str, str]]
) -> None:
    """German menus say Strg+Umschalt+Z, Danish ones Ctrl+Skift+Z: so do the rules."""
    install_translators(app, lang)
    native = QKeySequence.SequenceFormat.NativeText
    for keys in ("Ctrl+Z", "Ctrl+Shift+Z"):
        shown = QKeySequence(keys).toString(native)
        assert f"({shown})" in texts[lang]["undo"], (lang, shown)


def export_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("export_rules_docs", ROOT / "scripts" / "export_rules_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_documents_in_docs_are_the_dialog_s_text(lang: str) -> None:
    """docs/rules.<lang>.md holds what Help ▸ Rules shows: run scripts/update-translations when this fails."""
    document = (ROOT / "docs" / f"rules.{lang}.md").read_text(encoding="utf-8")
    assert document == export_module().rules_document(lang)
    assert rules_markdown(translator_for(lang)) in document


def test_the_readme_links_the_rules_of_every_language() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        assert f"(docs/rules.{lang}.md)" in readme


@pytest.mark.parametrize("lang", ["en", "de", "uk"])
def test_the_rules_dialog_shows_every_section_in_the_language(qtbot: QtBot, app: QApplication, lang: str) -> None:
    from qvoleurs.ui.dialogs.text import RulesDialog

    install_translators(app, lang)
    t = translator_for(lang)
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = dialog.browser.toPlainText()
    assert dialog.windowTitle() == t("RulesDialog", "Rules of Quarante Voleurs")
    for heading in [TITLE] + [s.heading for s in SECTIONS]:
        assert t(RULES_CONTEXT, heading) in shown
    assert "**" not in shown and "##" not in shown, "Markdown shown as text"
    table = dialog.browser.document().rootFrame()
    assert any(frame.__class__.__name__ == "QTextTable" for frame in table.childFrames()), "the score table"
    dialog.close()
