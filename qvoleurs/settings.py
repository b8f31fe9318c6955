"""Every player setting, declared once: key, type, default, translatable label.

The preferences dialog is built from `SETTINGS`; code refers to settings through
these objects (`DOUBLE_CLICK`, ...), never through raw key strings. Pure Python: the
store that persists them lives in `qvoleurs/storage/`, the dialog in the UI.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

from .cli_text import LANGUAGE_NAMES
from .translatable import QT_TRANSLATE_NOOP

T = TypeVar("T", bool, int, str)


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting. `choices` lists (value, translatable label) for choice settings;
    `needs` is the key of the on/off setting without which this one does nothing (the
    preferences dialog greys it out while that one is off)."""

    key: str
    default: T
    label: str
    group: str
    choices: tuple[tuple[T, str], ...] = field(default=())
    needs: str | None = None

    @property
    def kind(self) -> type:
        return type(self.default)

    def accepts(self, value: object) -> bool:
        """True when `value` is a valid value of this setting (used on load)."""
        if type(value) is not type(self.default):
            return False
        return not self.choices or any(value == v for v, _ in self.choices)


_PLAY = QT_TRANSLATE_NOOP("Settings", "Play")
_LOOK = QT_TRANSLATE_NOOP("Settings", "Appearance")
_GAME = QT_TRANSLATE_NOOP("Settings", "Game")
_SOLVER = QT_TRANSLATE_NOOP("Settings", "Solver")

DOUBLE_CLICK = Setting("play/double_click", True, QT_TRANSLATE_NOOP("Settings", "Double-click moves a card"), _PLAY)
AUTO_PLACE = Setting(
    "play/auto_place", False, QT_TRANSLATE_NOOP("Settings", "Auto-place a released card on the best place"), _PLAY
)
PLACEMENT_HELP = Setting(
    "play/placement_help", True, QT_TRANSLATE_NOOP("Settings", "Highlight the piles that accept a dragged card"), _PLAY
)
RULE_REMINDERS = Setting(
    "play/rule_reminders", True, QT_TRANSLATE_NOOP("Settings", "Remind me of the rule when a move is refused"), _PLAY
)
AUTO_FINISH = Setting(
    "play/auto_finish",
    True,
    QT_TRANSLATE_NOOP("Settings", "Send the last cards home by themselves when only moves home are left"),
    _PLAY,
)
ANIMATIONS = Setting("look/animations", True, QT_TRANSLATE_NOOP("Settings", "Animate card moves"), _LOOK)
ANIMATION_SPEED = Setting(
    "look/animation_speed",
    "normal",
    QT_TRANSLATE_NOOP("Settings", "Animation speed"),
    _LOOK,
    (
        ("slow", QT_TRANSLATE_NOOP("Settings", "Slow")),
        ("normal", QT_TRANSLATE_NOOP("Settings", "Normal")),
        ("fast", QT_TRANSLATE_NOOP("Settings", "Fast")),
    ),
    needs=ANIMATIONS.key,
)
FOUR_COLOUR = Setting(
    "look/four_colour", False, QT_TRANSLATE_NOOP("Settings", "Four-colour deck (each suit its own colour)"), _LOOK
)
LANGUAGE = Setting(
    "look/language",
    "system",
    QT_TRANSLATE_NOOP("Settings", "Language"),
    _LOOK,
    (("system", QT_TRANSLATE_NOOP("Settings", "System language")), *LANGUAGE_NAMES.items()),
)
UNDO_DEPTH = Setting(
    "game/undo_depth",
    100,
    QT_TRANSLATE_NOOP("Settings", "Undo history"),
    _GAME,
    (
        (100, QT_TRANSLATE_NOOP("Settings", "Last 100 actions (the standard limit)")),
        (0, QT_TRANSLATE_NOOP("Settings", "Unlimited")),
    ),
)
RULESET = Setting(
    "game/ruleset",
    "N",
    QT_TRANSLATE_NOOP("Settings", "Rules for new games"),
    _GAME,
    (
        ("N", QT_TRANSLATE_NOOP("Settings", "One card at a time (standard rules)")),
        ("S", QT_TRANSLATE_NOOP("Settings", "With supermoves (Danish house rule)")),
    ),
)
CONFIRM_ABANDON = Setting(
    "game/confirm_abandon", True, QT_TRANSLATE_NOOP("Settings", "Ask before abandoning a game in progress"), _GAME
)
GAME_TIMER = Setting(
    "game/timer", False, QT_TRANSLATE_NOOP("Settings", "Show a game timer (paused while the window is hidden)"), _GAME
)
SOLVER_INDICATOR = Setting(
    "solver/indicator",
    True,
    QT_TRANSLATE_NOOP("Settings", "Show whether the game can still be won (this does not count as help)"),
    _SOLVER,
)
WINNABLE_ONLY = Setting(
    "solver/winnable_only",
    False,
    QT_TRANSLATE_NOOP("Settings", "Deal only games the solver has won"),
    _SOLVER,
)

SETTINGS: tuple[Setting, ...] = (  # type: ignore[type-arg]
    DOUBLE_CLICK,
    AUTO_PLACE,
    PLACEMENT_HELP,
    RULE_REMINDERS,
    AUTO_FINISH,
    ANIMATIONS,
    ANIMATION_SPEED,
    FOUR_COLOUR,
    LANGUAGE,
    UNDO_DEPTH,
    RULESET,
    CONFIRM_ABANDON,
    GAME_TIMER,
    SOLVER_INDICATOR,
    WINNABLE_ONLY,
)

# Kept between runs but never shown in the preferences dialog nor reset with the settings.
WINDOW_GEOMETRY = Setting("window/geometry", "", "", "")  # QWidget.saveGeometry(), base64
SLOW_CORE_TOLD = Setting("notices/slow_core_told", "", "", "")  # the version that said the solver's core is missing
STATE: tuple[Setting, ...] = (WINDOW_GEOMETRY, SLOW_CORE_TOLD)  # type: ignore[type-arg]
STORED: tuple[Setting, ...] = SETTINGS + STATE  # type: ignore[type-arg]


def undo_depth_value(stored: int) -> int | None:
    """The engine's undo depth for the stored setting (0 means unlimited)."""
    return None if stored == 0 else stored
