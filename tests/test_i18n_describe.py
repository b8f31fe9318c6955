"""The board description in every language, against the seed pages and the engine's English."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from qvoleurs.engine import Deal, Game, Move
from qvoleurs.engine.describe import ENGLISH, describe
from qvoleurs.engine.position import Position
from qvoleurs.engine.rules import FOUNDATION_PILES, STOCK, WASTE
from qvoleurs.i18n import load_translators
from qvoleurs.i18n.describe import describe_in, phrasebook_for
from qvoleurs.i18n.phrasebook import BoardPhrasebook, TranslatorLookup

ROOT = Path(__file__).resolve().parent.parent
SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"  # the shared folder beside the project
SEED_LAYOUT = Path(__file__).resolve().parent / "data" / "seed_layout.json"

# The description lines of the German and Ukrainian seed pages, as published.
GERMAN_SEED = (
    "Talon: 64 Karten; Ablagestapel leer. Fundament 1: leer, Fundament 2: leer, Fundament 3: leer, "
    "Fundament 4: leer, Fundament 5: leer, Fundament 6: leer, Fundament 7: leer, Fundament 8: leer. "
    "Spalte 1: Karo-Ass, Pik-3, Herz-König, Herz-2; Spalte 2: Kreuz-Bube, Herz-3, Pik-2, Herz-9; "
    "Spalte 3: Kreuz-9, Herz-Bube, Herz-Ass, Herz-8; Spalte 4: Karo-8, Karo-9, Kreuz-König, Karo-7; "
    "Spalte 5: Karo-10, Pik-9, Herz-Ass, Pik-Bube; Spalte 6: Kreuz-König, Pik-Bube, Pik-8, Pik-Dame; "
    "Spalte 7: Karo-9, Herz-Dame, Karo-6, Herz-4; Spalte 8: Herz-9, Pik-Ass, Kreuz-Ass, Herz-3; "
    "Spalte 9: Kreuz-6, Pik-5, Herz-7, Karo-4; Spalte 10: Karo-5, Kreuz-9, Pik-2, Kreuz-10."
)
UKRAINIAN_SEED = (
    "Резерв: 64 карт; скид порожній. Базова стопка 1: порожня, базова стопка 2: порожня, "
    "базова стопка 3: порожня, базова стопка 4: порожня, базова стопка 5: порожня, базова стопка 6: порожня, "
    "базова стопка 7: порожня, базова стопка 8: порожня. Стовпець 1: туз бубни, 3 піки, король чирви, 2 чирви; "
    "стовпець 2: валет трефи, 3 чирви, 2 піки, 9 чирви; стовпець 3: 9 трефи, валет чирви, туз чирви, 8 чирви; "
    "стовпець 4: 8 бубни, 9 бубни, король трефи, 7 бубни; стовпець 5: 10 бубни, 9 піки, туз чирви, валет піки; "
    "стовпець 6: король трефи, валет піки, 8 піки, дама піки; стовпець 7: 9 бубни, дама чирви, 6 бубни, 4 чирви; "
    "стовпець 8: 9 чирви, туз піки, туз трефи, 3 чирви; стовпець 9: 6 трефи, 5 піки, 7 чирви, 4 бубни; "
    "стовпець 10: 5 бубни, 9 трефи, 2 піки, 10 трефи."
)
# Words each language's description must use (the seeds' and the issue's vocabulary).
WORDS = {
    "en": ("Stock: 64 cards", "waste empty", "Foundation 1: empty", "Column 1: ace of diamonds"),
    "nl": ("Trekstapel: 64 kaarten", "aflegstapel leeg", "Fundament 1: leeg", "Kolom 1: ruitenaas, schoppen 3"),
    "de": ("Talon: 64 Karten", "Ablagestapel leer", "Fundament 1: leer", "Spalte 1: Karo-Ass, Pik-3"),
    "uk": ("Колода добору: 64 карти", "скид порожній", "Базова стопка 1: порожня", "Стовпець 1: туз бубон, 3 пік"),
    "da": ("Bunke: 64 kort", "affaldsbunke tom", "Fundament 1: tomt", "Kolonne 1: ruder es, spar 3"),
}


def seed_position() -> Position:
    return Game(Deal.from_json(json.loads(SEED_LAYOUT.read_text(encoding="utf-8")))).position


@pytest.mark.skipif(not SEEDS.exists(), reason="the seed pages are not here")
def test_the_quoted_seed_lines_are_the_seed_pages_own() -> None:
    texts = "\n".join(p.read_text(encoding="utf-8") for p in SEEDS.glob("*.txt"))
    assert GERMAN_SEED in texts
    assert UKRAINIAN_SEED in texts


def test_german_reproduces_the_seed_exactly() -> None:
    assert describe_in(seed_position(), "de") == GERMAN_SEED


# The seed's description in correct Ukrainian: the plural "64 карти"; the stock named "колода добору" as
# everywhere else in the seed page (and the program); the suit in a card's name in the genitive ("3 пік",
# "король черв", "туз бубон", "10 треф"), with "черви" as the seed's rules spell it.
UKRAINIAN_FIXES = (
    ("Резерв: 64 карт;", "Колода добору: 64 карти;"),
    (" піки", " пік"),
    (" чирви", " черв"),
    (" бубни", " бубон"),
    (" трефи", " треф"),
)


def ukrainian_seed_corrected() -> str:
    text = UKRAINIAN_SEED
    for wrong, right in UKRAINIAN_FIXES:
        text = text.replace(wrong, right)
    return text


def test_ukrainian_reproduces_the_seed_in_correct_ukrainian() -> None:
    expected = ukrainian_seed_corrected()
    assert "Стовпець 1: туз бубон, 3 пік, король черв, 2 черв;" in expected
    assert describe_in(seed_position(), "uk") == expected


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_every_language_has_the_seed_form(lang: str) -> None:
    text = describe_in(seed_position(), lang)
    for words in WORDS[lang]:
        assert words in text
    # The same three sentences in every language: head, 8 foundations, 10 columns.
    head, foundations, columns = text.rstrip(".").split(". ")
    assert head.count("; ") == 1
    assert foundations.count(", ") == 7
    assert columns.count("; ") == 9


@pytest.mark.parametrize(
    ("count", "form"),
    [(1, "1 карта"), (2, "2 карти"), (4, "4 карти"), (5, "5 карт"), (11, "11 карт"), (21, "21 карта")],
)
def test_ukrainian_plural_forms(count: int, form: str) -> None:
    assert phrasebook_for("uk").stock(count) == f"колода добору: {form}"


def test_danish_foundations_are_neuter_and_columns_common_gender() -> None:
    words = phrasebook_for("da")
    assert words.foundation(3, None) == "fundament 3: tomt"
    assert words.column(3, []) == "kolonne 3: tom"


def played_positions() -> list[Position]:
    """Positions along random games: waste of one card and more, foundations built, columns emptied, stock used up."""
    rng = random.Random(7)
    one_drawn = Game(Deal.from_number(5, "N"))
    one_drawn.push(Move.parse("s-w"))
    found = [one_drawn.position.copy()]
    for number in (0, 1, 2, 3, 31337, 2**20):
        game = Game(Deal.from_number(number, "N"))
        for step in range(300):
            moves = list(game.position.legal_moves())
            if not moves:
                break
            # Prefer playing cards over drawing, so foundations fill and columns empty.
            plays = [m for m in moves if m.src != STOCK]
            game.push(rng.choice(plays) if plays and rng.random() < 0.8 else moves[0])
            if step % 23 == 0:
                found.append(game.position.copy())
        found.append(game.position.copy())
    return found


def test_english_catalogue_agrees_with_the_engine_phrasebook() -> None:
    """The Qt phrasebook in English (source strings + the English plural forms) says what the engine says."""
    english = BoardPhrasebook(TranslatorLookup(load_translators("en"), "en"))
    positions = played_positions()
    assert any(len(p.piles[WASTE]) == 1 for p in positions)
    assert any(p.piles[f] for p in positions for f in FOUNDATION_PILES)
    for position in positions:
        assert describe(position, english) == describe(position)
    for count in (0, 1, 2, 64):
        assert english.stock(count) == ENGLISH.stock(count)
        top = "ace of spades" if count else None
        assert english.waste(count, top) == ENGLISH.waste(count, top)


def test_without_any_catalogue_the_qt_phrasebook_still_speaks_the_engine_s_english() -> None:
    """A window that never installed a translator still reads the board in correct English."""
    bare = BoardPhrasebook(TranslatorLookup([], "en"))
    for position in played_positions():
        assert describe(position, bare) == describe(position)


def test_an_unknown_language_reads_in_english() -> None:
    assert describe_in(seed_position(), "fr") == describe(seed_position())


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_command_line_describes_in_each_language(lang: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    done = subprocess.run(
        [sys.executable, "-m", "qvoleurs", "describe", str(SEED_LAYOUT), "--lang", lang],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    for words in WORDS[lang]:
        assert words in done.stdout
    if lang == "de":
        assert done.stdout.strip() == GERMAN_SEED


def test_card_names_for_the_window() -> None:
    """Screen readers and messages name a card by its id, in the language's own words."""
    ace_of_diamonds = 2 * 13 + 0  # suit 2 (diamonds), rank 1, first copy
    ten_of_clubs_copy_2 = 52 + 3 * 13 + 9
    assert phrasebook_for("de").name(ace_of_diamonds) == "Karo-Ass"
    assert phrasebook_for("nl").name(ace_of_diamonds) == "ruitenaas"
    assert phrasebook_for("uk").name(ten_of_clubs_copy_2) == "10 треф"
    assert phrasebook_for("da").name(ten_of_clubs_copy_2) == "klør 10"
    assert phrasebook_for("en").name(ten_of_clubs_copy_2) == "10 of clubs"
