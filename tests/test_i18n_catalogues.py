"""The translation catalogues: complete, consistent with the sources, compiled, loadable.

A failure here usually means a string was added or changed in the sources: run
`scripts/update-translations`, translate the new entries in translations/*.ts, and
run it again (it compiles the .qm files).
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from qvoleurs.engine.rules import Rule
from qvoleurs.i18n import LANGUAGES, catalogue_path
from qvoleurs.reminders import REMINDER_CONTEXT, RULE_REMINDERS
from qvoleurs.settings import SETTINGS

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
SOURCES = sorted((ROOT / "qvoleurs").rglob("*.py"))
TRANSLATED = ("nl", "de", "uk", "da")
PLURAL_FORMS = {"en": 2, "nl": 2, "de": 2, "da": 2, "uk": 3}  # Ukrainian: 1 карта, 2 карти, 5 карт
PLACEHOLDER = re.compile(r"%L?(?:\d|n)")
BIN = Path(sys.executable).parent
APPLICATIONS = ("QCoreApplication", "QGuiApplication", "QApplication")

Key = tuple[str, str, str]  # context, source, disambiguation


def ts_path(lang: str) -> Path:
    return TS_DIR / f"qvoleurs_{lang}.ts"


def messages(path: Path) -> dict[Key, ET.Element]:
    found: dict[Key, ET.Element] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.iter("numerusform")]
    return [translation.text or ""]


def tool(name: str) -> Path:
    path = BIN / name
    if not path.exists():
        found = shutil.which(name)
        if found is None:
            pytest.skip(f"{name} is not installed")
        path = Path(found)
    return path


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_is_finished_and_filled(lang: str) -> None:
    entries = messages(ts_path(lang))
    assert entries, f"{lang}: no entries"
    problems = []
    for key, message in entries.items():
        kind = message.find("translation").get("type")  # type: ignore[union-attr]
        if kind is not None:
            problems.append(f"{kind}: {key}")
        texts = forms(message)
        if not all(t.strip() for t in texts):
            problems.append(f"empty: {key}")
        if message.get("numerus") == "yes" and len(texts) != PLURAL_FORMS[lang]:
            problems.append(f"{len(texts)} plural forms instead of {PLURAL_FORMS[lang]}: {key}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_match_the_source(lang: str) -> None:
    problems = []
    for key, message in messages(ts_path(lang)).items():
        wanted = Counter(PLACEHOLDER.findall(key[1]))
        for text in forms(message):
            if Counter(PLACEHOLDER.findall(text)) != wanted:
                problems.append(f"{text!r} for {key[1]!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_strings_are_numerus_entries(lang: str) -> None:
    """lupdate misses a plural when translate()'s count is a bare name: catch it here."""
    for (context, source, _), message in messages(ts_path(lang)).items():
        assert ("%n" in source or "%Ln" in source) == (message.get("numerus") == "yes"), (context, source)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_use_the_language_s_quotes(lang: str) -> None:
    """Straight double quotes are English typing; each language has its own marks."""
    for key, message in messages(ts_path(lang)).items():
        for text in forms(message):
            assert '"' not in text, (key, text)


def test_the_catalogues_hold_exactly_the_strings_of_the_sources(tmp_path: Path) -> None:
    """Extract afresh: nothing in the sources is missing from the .ts, nothing in the .ts has left the sources."""
    lupdate = tool("pyside6-lupdate")
    fresh = tmp_path / "qvoleurs_xx.ts"
    subprocess.run(
        [str(lupdate), *map(str, SOURCES), "-locations", "none", "-silent", "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    extracted = messages(fresh)
    assert extracted, "lupdate found no strings"
    plural_keys = {k for k, m in extracted.items() if m.get("numerus") == "yes"}
    for lang in TRANSLATED:
        have = set(messages(ts_path(lang)))
        assert not set(extracted) - have, f"{lang}: not in the .ts yet: {sorted(set(extracted) - have)}"
        assert not have - set(extracted), f"{lang}: no longer in the sources: {sorted(have - set(extracted))}"
    assert set(messages(ts_path("en"))) == plural_keys


def test_the_compiled_catalogues_are_up_to_date(tmp_path: Path) -> None:
    lrelease = tool("pyside6-lrelease")
    for lang in LANGUAGES:
        out = tmp_path / f"{lang}.qm"
        subprocess.run([str(lrelease), "-silent", str(ts_path(lang)), "-qm", str(out)], check=True)
        assert catalogue_path(lang).read_bytes() == out.read_bytes(), (
            f"qvoleurs/i18n/qvoleurs_{lang}.qm is older than its .ts: run scripts/update-translations --compile"
        )


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _noop_contexts() -> set[str]:
    """Contexts whose strings are declared in QT_TRANSLATE_NOOP tables (translated later by value)."""
    contexts = set()
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "QT_TRANSLATE_NOOP"
                and node.args
                and _literal(node.args[0])
            ):
                contexts.add(node.args[0].value)  # type: ignore[attr-defined]
    return contexts


def test_no_string_is_built_at_run_time_for_translation() -> None:
    """lupdate only sees literals: tr(variable) or translate(ctx, f"...") would never be translated.

    Translating a variable is allowed only for a context whose strings are all declared
    with QT_TRANSLATE_NOOP (settings, rule reminders), and for the marked forwarders
    of the i18n package (`# i18n: forwards`).
    """
    noop_contexts = _noop_contexts()
    problems = []
    for path in SOURCES:
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if "# i18n: forwards" in lines[node.lineno - 1]:
                continue
            if name in ("tr", "QT_TR_NOOP") and node.args and not _literal(node.args[0]):
                problems.append(f"{where}: {name}() of a non-literal")
            elif name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2:
                context, text = node.args[0], node.args[1]
                receiver = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else ""
                if not _literal(context) and receiver not in APPLICATIONS:
                    continue  # QTransform.translate(dx, dy) and the like: not a translation
                if not _literal(context):
                    problems.append(f"{where}: {name}() with a non-literal context")
                elif not _literal(text) and (name != "translate" or context.value not in noop_contexts):  # type: ignore[attr-defined]
                    problems.append(f"{where}: {name}() of a non-literal in context {context.value!r}")  # type: ignore[attr-defined]
            if any(isinstance(a, ast.JoinedStr) for a in node.args[:2]) and name in ("tr", "translate"):
                problems.append(f"{where}: f-string given to {name}()")
    assert not problems, "\n".join(problems)


def _translator(lang: str) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(catalogue_path(lang))), lang
    return translator


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_rule_has_a_reminder_in_every_language(lang: str) -> None:
    translator = _translator(lang)
    assert set(RULE_REMINDERS) == set(Rule)
    for rule in Rule:
        text = translator.translate(REMINDER_CONTEXT, RULE_REMINDERS[rule])
        assert text and text != RULE_REMINDERS[rule], f"{lang}: no reminder for {rule}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_setting_label_is_translated(lang: str) -> None:
    translator = _translator(lang)
    endonyms = {"English", "Nederlands", "Deutsch", "Українська", "Dansk"}  # each language's own name stays
    labels = {s.label for s in SETTINGS} | {s.group for s in SETTINGS}
    labels |= {label for s in SETTINGS for _, label in s.choices if label not in endonyms}
    for label in labels:
        assert translator.translate("Settings", label), f"{lang}: {label!r}"


def test_the_seeds_own_sentences_are_the_reminders() -> None:
    """The players already say it this way (the seed pages): the reminders reuse their words."""
    wrong_suit = RULE_REMINDERS[Rule.WRONG_SUIT]
    assert "Pik-7 auf Pik-8, niemals auf Herz-8" in _translator("de").translate(REMINDER_CONTEXT, wrong_suit)
    assert "7 пік на 8 пік, ніколи на 8 черв" in _translator("uk").translate(REMINDER_CONTEXT, wrong_suit)
    assert "schoppen 7 mag alleen op schoppen 8" in _translator("nl").translate(REMINDER_CONTEXT, wrong_suit)
    assert "spar 7 på spar 8" in _translator("da").translate(REMINDER_CONTEXT, wrong_suit)
