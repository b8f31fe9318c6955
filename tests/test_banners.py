"""The banners over the table ("no legal move is left", a win) and the toast, for every
player: in the player's own font, a little larger; with a large font or a narrow table the
buttons go below the text, never cut; on their cream background, in a light palette even
under a dark or high-contrast desktop; and Tab goes through the buttons as they are seen."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, QRect, Qt
from PySide6.QtGui import QAccessible, QColor, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from qvoleurs import settings
from qvoleurs.deal_code_messages import WORD_JOINER
from qvoleurs.engine import Deal, Move, Position
from qvoleurs.engine.rules import COLUMN_PILES, STOCK
from qvoleurs.model.game_model import GameModel
from qvoleurs.preferences import Preferences
from qvoleurs.ui import announce as announce_module
from qvoleurs.ui.table.access import TableAccess
from qvoleurs.ui.table.overlays import MESSAGE_SCALE, Banner
from qvoleurs.ui.window import MainWindow
from tests.conftest import OpenWindow
from tests.languages import language_restored
from tests.solver_positions import position
from tests.test_window import _stuck_position, game_at


@pytest.fixture
def dark_desktop(qapp: QApplication) -> Iterator[None]:
    palette = qapp.palette()
    dark = QPalette(palette)
    for role, colour in ((QPalette.ColorRole.Window, "#2a2e32"), (QPalette.ColorRole.WindowText, "#fcfcfc"),
                         (QPalette.ColorRole.Button, "#31363b"), (QPalette.ColorRole.ButtonText, "#fcfcfc"),
                         (QPalette.ColorRole.Highlight, "#ffff00")):  # fmt: skip
        dark.setColor(role, QColor(colour))
    qapp.setPalette(dark)
    yield
    qapp.setPalette(palette)


def stuck_window(open_window: OpenWindow, prefs: Preferences, size: tuple[int, int]) -> MainWindow:
    """Stuck after a draw, so that "Where did I lose it?" is offered too (a line to look at)."""
    position = _stuck_position()
    assert len(position.piles[STOCK]) == 1
    win = open_window(GameModel(game_at(position), prefs), prefs, size=size)
    assert win.model.draw() and win.model.is_stuck()
    assert win.view.stuck_banner.isVisible()
    return win


def buttons_of(banner: Banner) -> list[QPushButton]:
    return [b for b in banner.findChildren(QPushButton) if b.isVisible()]


def assert_nothing_cut(banner: Banner, qtbot: QtBot) -> None:
    viewport = banner.parentWidget()
    assert viewport is not None
    label = banner.label

    def laid_out() -> bool:  # new words lay out in the event loop: buttons and label both, in either order
        whole_words = label.height() >= label.heightForWidth(label.width())
        return whole_words and all(b.width() >= b.sizeHint().width() for b in buttons_of(banner))

    qtbot.waitUntil(laid_out, timeout=2000)
    assert viewport.rect().contains(banner.geometry())
    for button in buttons_of(banner):
        assert banner.rect().contains(button.geometry()), button.text()
    assert label.width() >= 200 and label.height() >= label.heightForWidth(label.width())  # no line lost


@pytest.mark.usefixtures("large_font")
def test_with_a_large_font_the_buttons_go_below_the_text_never_cut(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    win = stuck_window(open_window, prefs, (560, 600))
    banner = win.view.stuck_banner
    assert_nothing_cut(banner, qtbot)
    assert min(b.geometry().top() for b in buttons_of(banner)) >= banner.label.geometry().bottom()  # below
    win.resize(1900, 900)  # room: beside the text again
    qtbot.waitUntil(lambda: win.width() == 1900, timeout=2000)
    banner.place()
    assert_nothing_cut(banner, qtbot)
    assert all(b.geometry().left() >= banner.label.geometry().right() for b in buttons_of(banner))


def test_the_messages_speak_in_the_player_s_font_a_little_larger(
    open_window: OpenWindow, prefs: Preferences, qapp: QApplication
) -> None:
    win = stuck_window(open_window, prefs, (1100, 760))
    size = qapp.font().pointSizeF()
    assert win.view.stuck_banner.label.font().pointSizeF() == pytest.approx(size * MESSAGE_SCALE)
    assert win.view.toast.font().pointSizeF() == pytest.approx(size * MESSAGE_SCALE)


@pytest.mark.usefixtures("dark_desktop")
def test_under_a_dark_desktop_the_banner_s_buttons_keep_a_light_palette(
    open_window: OpenWindow, prefs: Preferences
) -> None:
    win = stuck_window(open_window, prefs, (1100, 760))
    for button in buttons_of(win.view.stuck_banner):
        palette = button.palette()
        assert palette.color(QPalette.ColorRole.ButtonText).lightness() < 100, button.text()  # dark on light
        assert palette.color(QPalette.ColorRole.Highlight) != QColor("#ffff00")  # a frame seen on cream


def test_tab_goes_through_the_banner_s_buttons_as_they_are_seen(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    win = stuck_window(open_window, prefs, (1100, 760))
    banner = win.view.stuck_banner
    seen = sorted(buttons_of(banner), key=lambda b: b.geometry().left())
    assert win.solver.lost_button in seen and seen[-1] is banner.close_button
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    seen[0].setFocus()
    order = [QApplication.focusWidget()]
    for _ in seen[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == seen


def test_escape_closes_the_banner_and_the_table_has_the_focus_again(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """From any of its buttons, Escape closes the banner as ✕ does (a dialog's habit), and
    the focus is back on the table, not on some widget beyond it."""
    win = stuck_window(open_window, prefs, (1100, 760))
    banner = win.view.stuck_banner
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    banner.primary.setFocus()
    qtbot.waitUntil(banner.primary.hasFocus, timeout=1000)
    qtbot.keyClick(banner.primary, Qt.Key.Key_Escape)
    assert not banner.isVisible()
    assert win.view.hasFocus()
    assert win.model.is_stuck()  # closing it did nothing else (no undo, no new game)


def test_escape_on_the_cards_closes_a_message_then_the_banner(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ✕ says "Close this message (Esc)", but from the cards Escape closed a message over
    them and then did nothing: the banner stayed until the focus was on its buttons. Each
    closing is heard (by ear, the lost game's banner went without a word)."""
    said: list[str] = []
    monkeypatch.setattr(announce_module, "announce", lambda source, text, **kw: said.append(text))
    win = stuck_window(open_window, prefs, (1100, 760))
    banner, view = win.view.stuck_banner, win.view
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    view.setFocus()
    win.show_message("A message over the cards")
    assert view.toast.isVisible()
    said.clear()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.toast.isVisible() and banner.isVisible()  # the nearer one first
    assert said == ["Message closed"]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not banner.isVisible() and view.hasFocus() and win.model.is_stuck()
    assert said == ["Message closed", "Message closed"]
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # nothing left to close: nothing said
    assert len(said) == 2


def test_the_banner_is_named_by_its_message(open_window: OpenWindow, prefs: Preferences) -> None:
    """Tab into its buttons and a screen reader says the panel they are in: its message."""
    from PySide6.QtGui import QAccessible

    win = stuck_window(open_window, prefs, (1100, 760))
    banner = win.view.stuck_banner
    panel = QAccessible.queryAccessibleInterface(banner)
    assert panel is not None
    assert panel.text(QAccessible.Text.Name) == banner.label.text() != ""
    button = QAccessible.queryAccessibleInterface(banner.primary)
    assert button is not None and button.parent().object() is banner


def test_a_message_shown_before_the_table_has_its_size_fits_its_text_after(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """A message shown while the table is still narrow (a start in full screen says how to
    leave it before the window has its full size) is as tall as its text once the table is
    wide, not a box of six lines around one."""
    win = open_window(GameModel(game_at(_stuck_position()), prefs), prefs, size=(500, 420))
    toast = win.view.toast
    toast.show_message("Full screen: press F11 or Esc to leave it, and a few words more to wrap")
    narrow = toast.height()
    win.resize(1600, 900)
    qtbot.waitUntil(lambda: toast.width() > 900, timeout=2000)
    assert toast.height() == toast.heightForWidth(toast.width()) < narrow
    assert toast.height() < 3 * toast.fontMetrics().height()  # one line, with its padding
    assert win.view.viewport().rect().contains(toast.geometry())


def test_enter_on_a_banner_s_button_presses_it_and_never_reaches_the_table(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """A button outside a dialog takes only Space: Enter went on to the table, which played
    the card of its focused pile. Now Enter presses the focused button, and only that."""
    win = stuck_window(open_window, prefs, (1100, 760))
    banner = win.view.stuck_banner
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    pressed: list[str] = []
    banner.secondary.clicked.connect(lambda: pressed.append("new game"))
    played: list[object] = []
    win.model.move_applied.connect(played.append)
    banner.secondary.setFocus()
    qtbot.waitUntil(banner.secondary.hasFocus, timeout=1000)
    qtbot.keyClick(banner.secondary, Qt.Key.Key_Return)
    assert pressed == ["new game"] and played == []


def test_one_focus_is_seen_at_a_time_the_table_s_frame_goes_with_the_focus(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """The keyboard's frame on a pile while the focus is on a banner's button: two focuses
    seen, and no telling which one Enter acts on. It goes, and comes back with the focus."""
    win = stuck_window(open_window, prefs, (1100, 760))
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    view, scene = win.view, win.table_scene
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the keyboard's frame is shown
    shown = scene.focus_pile
    assert shown is not None
    banner = win.view.stuck_banner
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # into the banner
    qtbot.waitUntil(lambda: banner.isAncestorOf(QApplication.focusWidget()), timeout=1000)
    assert scene.focus_pile is None
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # back on the table
    qtbot.waitUntil(view.hasFocus, timeout=1000)
    assert scene.focus_pile == shown


def _drawn_lines(label: QLabel) -> list[str]:
    """The lines the label draws its text in, at its width less its padding, as Qt breaks them."""
    layout = QTextLayout(QLabel.text(label), label.font())  # the text as drawn, joiners and all
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append(layout.text()[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return [line.replace(WORD_JOINER, "").strip() for line in lines]


@pytest.mark.parametrize("lang", ["de", "uk", "en"])
def test_the_won_banner_never_puts_the_score_on_a_line_apart_from_its_label(
    open_window: OpenWindow, prefs: Preferences, qapp: QApplication, lang: str
) -> None:
    """German at 1024x600 with large fonts drew "Punkte:" at the end of one line and "1.120"
    alone on the next. At any width the number now stays with its label; a reader hears the
    words as they are."""
    from qvoleurs.i18n import install_translators
    from tests.test_window import near_won

    with language_restored(qapp):
        install_translators(qapp, lang)
        win = open_window(GameModel(game_at(near_won()), prefs), prefs, size=(800, 600))
        win.model.game.score = 1120
        win.on_won()
        label = win.view.won_banner.label
        score = QLocale().toString(1120)
        said = win.view.won_banner.accessibleName()
        assert said == win._won_text() and said.endswith(" " + score)  # heard with a plain space
        for width in range(120, 900, 3):
            label.setFixedWidth(width + label.contentsRect().left() * 2)
            lines = _drawn_lines(label)
            assert not any(line.startswith(score) for line in lines[1:]), (width, lines)
        win.close()


@pytest.mark.parametrize("words", ["~/.local/share/qvoleurs/game.json:", "FT1-N-AAAAAA5,"])
def test_a_path_or_a_deal_code_is_not_broken_across_lines_where_it_fits_one(
    open_window: OpenWindow, prefs: Preferences, words: str
) -> None:
    """Qt breaks a line after "/" or "-" as at a space: a narrow toast showed "~/.local/" on
    one line and the rest of the path on the next. Where the word fits a line it stays whole;
    one longer than a line still breaks, never running past the toast's edge."""
    win = open_window(GameModel(game_at(_stuck_position()), prefs), prefs, size=(560, 420))
    toast = win.view.toast
    metrics = toast.fontMetrics()
    for before in range(30):  # every place the word can come in a line
        lead = "a " * (before // 2) + "x" * (before % 2)
        message = lead + "The game was not saved in " + words + " the disk is full."
        toast.show_message(message)
        assert toast.text() == message  # as given, to compare and to read out
        assert QAccessible.queryAccessibleInterface(toast).text(QAccessible.Text.Name) == message
        lines, room = _drawn_lines(toast), toast.contentsRect().width()
        assert " ".join(lines) == message
        assert any(words in line for line in lines), lines
        assert all(metrics.horizontalAdvance(line) <= room for line in lines)
    QAccessible.setActive(True)  # a braille display spells a joiner out as "word": none then
    try:
        toast.show_message("Not saved in " + words)
        assert QLabel.text(toast) == toast.text()
    finally:
        QAccessible.setActive(False)
    long_path = "~/" + "/".join(["folder"] * 20) + "/game.json"
    room = toast.contentsRect().width()
    assert metrics.horizontalAdvance(long_path) > room
    toast.show_message("Not saved in " + long_path)
    lines = _drawn_lines(toast)
    assert len(lines) > 2 and all(metrics.horizontalAdvance(line) <= room for line in lines)


def test_what_a_banner_s_button_did_is_said_after_the_focus_is_back_on_a_pile(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undo on the banner by keyboard: the table takes the focus back and tells a screen
    reader its pile; "Undone: …" came between the two, and Orca cuts off what it is saying
    when a focus comes, so the only word of what the button did went unheard."""
    told: list[str] = []
    monkeypatch.setattr(announce_module, "_send", lambda source, text, assertive: told.append("said: " + text))
    focus_moved = TableAccess.focus_moved
    monkeypatch.setattr(TableAccess, "focus_moved", lambda self: (told.append("focus"), focus_moved(self)))
    win = stuck_window(open_window, prefs, (1100, 760))
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    undo = next(b for b in buttons_of(win.view.stuck_banner) if "Undo" in b.text())
    undo.setFocus()
    qtbot.waitUntil(undo.hasFocus, timeout=1000)
    QAccessible.setActive(True)
    try:
        told.clear()
        qtbot.keyClick(undo, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: any(t.startswith("said: Undone") for t in told), timeout=2000)
    finally:
        QAccessible.setActive(False)
    assert not win.view.stuck_banner.isVisible() and win.view.hasFocus()
    said = next(i for i, t in enumerate(told) if t.startswith("said: Undone"))
    assert "focus" in told[:said], told


def test_a_game_whose_moves_left_cannot_win_ends_with_its_banner_once(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The stock used up, a card could go home and the 6 of hearts from one 7 of hearts to the
    other and back: legal moves, so no banner ever came and the game seemed to go on. It ends as
    one with no move left does, says why, and is not said again at each move that is left."""
    from tests.test_dead_end import LINE

    said: list[str] = []
    monkeypatch.setattr(announce_module, "announce", lambda source, text, **kw: said.append(text))
    game = game_at(Position.from_deal(Deal.from_code(LINE[0])))
    win = open_window(GameModel(game, prefs), prefs, size=(1366, 768))
    last_draw = len(LINE) - 3  # then a card home and the 6 of hearts between its two places
    assert LINE[last_draw] == "s-w"
    for word in LINE[1:last_draw]:
        assert win.model.move(Move.parse(word))
    assert not win.view.stuck_banner.isVisible()  # a card in the stock: play goes on
    assert win.model.move(Move.parse(LINE[last_draw]))
    banner = win.view.stuck_banner
    assert win.model.is_stuck() and win.model.has_moves_left() and banner.isVisible()
    assert "none of the moves left can win" in banner.label.text() and "No legal move" not in banner.label.text()
    assert len([text for text in said if "none of the moves left" in text]) == 1
    for word in LINE[last_draw + 1 :]:  # still over, and not said again at each move
        assert win.model.move(Move.parse(word))
        assert banner.isVisible() and len([text for text in said if "none of the moves left" in text]) == 1
    for _ in range(3):  # back before the last draw: play goes on again
        win.undo()
    assert not win.model.is_stuck() and not banner.isVisible()


@pytest.mark.parametrize("lang", ["de", "uk"])
def test_the_longer_ending_of_a_game_whose_moves_cannot_win_fits_a_small_window(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, qapp: QApplication, lang: str
) -> None:
    """Its words are longer than "no legal move": in the longest languages, at 800×600, the
    banner keeps every line and every button inside the table."""
    from qvoleurs.i18n import install_translators
    from tests.languages import language_restored
    from tests.test_dead_end import shuttling

    with language_restored(qapp):
        install_translators(qapp, lang)
        win = open_window(GameModel(shuttling(), prefs), prefs, size=(800, 600))
        banner = win.view.stuck_banner
        assert banner.isVisible() and win.model.has_moves_left()
        assert banner.label.text() == win._stuck_text() and "Undo" not in banner.label.text()
        assert_nothing_cut(banner, qtbot)
        win.close()


@pytest.mark.parametrize("lang", ["de", "uk", "nl"])
def test_a_win_with_every_record_bettered_fits_a_small_window(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, qapp: QApplication, lang: str
) -> None:
    """The won banner's words grow by up to three sentences when records fall: in the longer
    languages, at 800×600, every line and the buttons stay inside the table."""
    from qvoleurs.i18n import install_translators
    from qvoleurs.statistics import Statistics
    from tests.languages import language_restored
    from tests.test_window import near_won

    stats = Statistics.in_memory()
    stats.last_records = ("best_score", "fewest_moves", "best_time")  # as if this win bettered them
    with language_restored(qapp):
        install_translators(qapp, lang)
        win = open_window(GameModel(game_at(near_won()), prefs), prefs, size=(800, 600), stats=stats)
        win.on_won()
        banner = win.view.won_banner
        assert banner.isVisible() and banner.accessibleName().startswith(win._won_text())
        assert banner.label.text().count("!") >= 4  # "won!" and the three records
        assert_nothing_cut(banner, qtbot)
        install_translators(qapp, "en")  # the records stay through a change of language
        qtbot.waitUntil(lambda: banner.label.text().startswith("You won!"))
        assert banner.label.text().endswith("A new best score! Your fewest moves yet! Your best time yet!")
        win.close()


@pytest.mark.parametrize(("first", "then"), [("da", "nl"), ("en", "de"), ("da", "uk")])
def test_a_banner_grows_with_its_words_when_the_language_changes(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, qapp: QApplication, first: str, then: str
) -> None:
    """Switched from Danish to Dutch in the preferences, the ending banner kept its three-line
    height for five lines of Dutch: the first and last lines were cut off."""
    from qvoleurs.i18n import install_translators
    from tests.languages import language_restored
    from tests.test_dead_end import shuttling

    with language_restored(qapp):
        install_translators(qapp, first)
        win = open_window(GameModel(shuttling(), prefs), prefs, size=(800, 600))
        banner = win.view.stuck_banner
        assert_nothing_cut(banner, qtbot)
        install_translators(qapp, then)
        qtbot.waitUntil(lambda: banner.label.text() == win._stuck_text() and "Undo" not in banner.label.text())
        assert_nothing_cut(banner, qtbot)
        win.close()


def test_a_game_that_comes_back_over_is_not_told_again_at_its_first_move(
    open_window: OpenWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Restored in a dead end, the window shows and says the ending; the first move within it
    brought the banner back (closed by then) and said it all again."""
    from tests.test_dead_end import shuttling

    win = open_window(GameModel(shuttling(), prefs), prefs, size=(1100, 760))
    banner = win.view.stuck_banner
    assert banner.isVisible()
    banner.dismiss()
    with_stuck: list[bool] = []
    win.model.stuck.connect(lambda: with_stuck.append(True))
    assert win.model.move(next(iter(win.model.game.legal_moves)))
    assert not with_stuck and not banner.isVisible()


def test_the_ending_s_words_follow_the_position_while_it_stays_over(
    open_window: OpenWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An undo from a position with no move left back into a dead end kept "No legal move is
    left" on the banner though a move was there: its words follow each change of position."""
    from tests.test_dead_end import shuttling

    win = open_window(GameModel(shuttling(), prefs), prefs, size=(1100, 760))
    banner = win.view.stuck_banner
    assert "none of the moves left" in banner.label.text()
    monkeypatch.setattr(win.model, "has_moves_left", lambda: False)  # as after such an undo
    win.update_state()
    assert banner.isVisible() and banner.label.text().startswith("No legal move is left")


def test_a_new_game_from_the_stuck_banner_is_not_asked_again(
    qtbot: QtBot, open_window: OpenWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The banner says the game is lost and offers a new one: its New Game (or Restart, or
    Ctrl+N) asked once more "The game in progress will count as lost. Start another one?".
    It still counts as lost; a game that can go on is still asked about."""
    from PySide6.QtWidgets import QMessageBox

    prefs.set(settings.CONFIRM_ABANDON, True)
    asked: list[str] = []

    def answer(parent: object, title: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    win = stuck_window(open_window, prefs, (1100, 760))
    abandoned: list[object] = []
    win.model.game_abandoned.connect(abandoned.append)
    qtbot.mouseClick(win.view.stuck_banner.secondary, Qt.MouseButton.LeftButton)  # New Game
    assert asked == [] and len(abandoned) == 1
    assert win.model.move_counter == 0 and not win.model.is_stuck()
    win.model.draw()  # a new game under way, not lost: asked
    win.new_action.trigger()
    assert asked == ["Abandon this game?"] and win.model.move_counter == 1


def test_the_last_moves_of_a_lost_game_say_that_no_move_is_left(
    open_window: OpenWindow, prefs: Preferences, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    """The stock used up, the banner said none of the moves left can win; the last of those
    moves (cards home) changed its words to "No legal move is left", and the ear heard only the
    move: a player by ear went on pressing Enter and heard "this card has nowhere to go"."""
    from pathlib import Path

    line = (Path(__file__).parent / "data" / "no_move_left_line.txt").read_text(encoding="utf-8").split()
    said: list[str] = []
    monkeypatch.setattr(announce_module, "announce", lambda source, text, **kw: said.append(text))
    game = game_at(Position.from_deal(Deal.from_code(line[0])))
    win = open_window(GameModel(game, prefs), prefs, size=(1366, 768))
    banner = win.view.stuck_banner
    moves = [Move.parse(word) for word in line[1:]]
    for move in moves[:-7]:
        assert win.model.move(move)
    assert not banner.isVisible()
    assert win.model.move(moves[-7])  # the last draw: none of the moves left can win
    assert banner.isVisible() and win.model.has_moves_left()
    for move in moves[-6:-1]:  # cards home, still lost: not said again
        assert win.model.move(move)
    assert sum("No legal move" in text for text in said) == 0
    assert sum("none of the moves left" in text for text in said) == 1
    assert win.model.move(moves[-1])
    assert not win.model.has_moves_left() and banner.label.text().startswith("No legal move is left")
    assert [text for text in said if "No legal move" in text] == [win._stuck_text()]
    win.retranslate()  # the same ending in other words is not news
    qapp.processEvents()
    assert sum("No legal move" in text for text in said) == 1
    win.undo()  # moves left again, none of which can win: said, as the banner shows it
    assert banner.isVisible() and win.model.has_moves_left()
    assert sum("none of the moves left" in text for text in said) == 2


@pytest.mark.parametrize("how", ["Escape", "✕"])
def test_closing_the_banner_from_its_own_buttons_is_heard_as_from_the_cards(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """Escape on the cards says "Message closed"; Escape on the banner's button (or its ✕
    pressed) took the focus back to the table and said nothing of the message: a listener
    heard a pile and could not tell whether the banner was gone. Both say the same now."""
    said: list[str] = []
    monkeypatch.setattr(announce_module, "announce", lambda source, text, **kw: said.append(text))
    win = stuck_window(open_window, prefs, (1100, 760))
    banner = win.view.stuck_banner
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    button = banner.primary if how == "Escape" else banner.close_button
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=1000)
    said.clear()
    qtbot.keyClick(button, Qt.Key.Key_Escape if how == "Escape" else Qt.Key.Key_Space)
    assert not banner.isVisible() and win.view.hasFocus()
    assert said == ["Message closed"]


def _frame_pixels(win: MainWindow, pile: int) -> int:
    """Pixels of the keyboard's frame colour drawn just outside `pile`'s top card, as seen."""
    from qvoleurs.ui.table.cardart import FOCUS_COLOUR

    view = win.view
    rect = view.mapFromScene(win.table_scene.top_rect(pile)).boundingRect().adjusted(-4, -4, 4, 4)
    image = view.viewport().grab().toImage()
    edge = [(x, rect.top() + 1) for x in range(rect.left(), rect.right())]
    edge += [(rect.left() + 1, y) for y in range(rect.top(), rect.bottom())]
    near = 0
    for x, y in edge:
        colour = image.pixelColor(x, y)
        if abs(colour.red() - FOCUS_COLOUR.red()) + abs(colour.blue() - FOCUS_COLOUR.blue()) < 60:
            near += 1
    return near


def test_a_click_on_a_banner_s_button_leaves_no_keyboard_frame_on_the_table(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """The frame on the keyboard's pile is for the keyboard: after a click on the banner's
    Undo it came back drawn on the table, where the player's pointer had taken over (a click
    on the cards hides it). It stays hidden until the next key, which shows it again."""
    win = stuck_window(open_window, prefs, (1100, 760))
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    view, banner = win.view, win.view.stuck_banner
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    pile = view.focused_pile()
    assert _frame_pixels(win, pile) > 20  # the keyboard's frame, drawn
    qtbot.mouseClick(banner.primary, Qt.MouseButton.LeftButton)  # Undo, by the pointer
    qtbot.waitUntil(lambda: not banner.isVisible() and view.hasFocus(), timeout=1000)
    assert win.table_scene.focus_pile is None and _frame_pixels(win, pile) == 0
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_pile() == pile and _frame_pixels(win, pile) > 20


def test_a_restart_from_a_banner_button_takes_the_focus_straight_to_the_table(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot
) -> None:
    """Ctrl+R with the focus on "Where Did I Lose It?": that button went first and the focus
    fell to the ✕ beside it, then to the table as the banner went. A listener heard "Close,
    Close this message (Esc)", a button about to vanish, before the pile."""
    win = stuck_window(open_window, prefs, (1100, 760))
    banner, lost = win.view.stuck_banner, win.solver.lost_button
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=1000)
    lost.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lost.hasFocus, timeout=1000)
    focused: list[object] = []

    def moved(_old: object, new: object) -> None:
        focused.append(new)

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(moved)
    try:
        win.restart()
        qtbot.waitUntil(lambda: not banner.isVisible() and win.view.hasFocus(), timeout=1000)
    finally:
        app.focusChanged.disconnect(moved)  # (the application outlives the test)
    assert banner.close_button not in focused and focused == [win.view]


def long_columns_stuck_after_a_draw() -> Position:
    """Every ace home; ten columns of 4 to 16 cards, topped by kings and two 5S, so that
    nothing fits anywhere; the stock's last card, a 3H, fits nowhere either."""
    tops = ["KS", "KS", "KH", "KH", "KD", "KD", "KC", "KC", "5S", "5S"]
    rest = [rank + suit for _ in range(2) for suit in "SHDC" for rank in "23456789TJQK"]
    for card in [*tops, "3H"]:
        rest.remove(card)
    columns, start = [], 0
    for length, top in zip((16, 16, 14, 12, 10, 8, 6, 6, 4, 3), tops, strict=True):
        columns.append(" ".join([*rest[start : start + length - 1], top]))
        start += length - 1
    return position(columns, [1] * 8, stock="3H")


def column_tops_in_view(win: MainWindow) -> list[QRect]:
    """Where the top card of each column is drawn, in the table's viewport."""
    view, scene, piles = win.view, win.view.table_scene, win.model.position.piles
    items = [scene.cards[piles[pile][-1]] for pile in COLUMN_PILES]
    return [view.mapFromScene(item.sceneBoundingRect()).boundingRect() for item in items]


@pytest.mark.parametrize("animations", [False, True])
def test_the_longest_columns_end_above_the_stuck_banner_and_open_out_after_it(
    open_window: OpenWindow, prefs: Preferences, qtbot: QtBot, animations: bool
) -> None:
    """The banner asks what to undo, and the tops of the longest columns, which that is
    about, lay under it: the columns now close up above it (smaller cards where even the
    tightest fan needs it), and open out again once it is gone."""
    prefs.set(settings.ANIMATIONS, animations)
    win = open_window(GameModel(game_at(long_columns_stuck_after_a_draw()), prefs), prefs, size=(1366, 740))
    scene, banner = win.view.table_scene, win.view.stuck_banner
    width_before = scene.table.card_width
    assert max(rect.bottom() for rect in column_tops_in_view(win)) > win.view.viewport().height() - 60
    assert win.model.draw() and win.model.is_stuck()
    qtbot.waitUntil(lambda: banner.isVisible() and not scene.is_animating(), timeout=5000)
    viewport = win.view.viewport().rect()
    for rect in column_tops_in_view(win):
        assert viewport.contains(rect) and rect.bottom() < banner.geometry().top(), (rect, banner.geometry())
    assert scene.table.card_width >= width_before * 0.8  # smaller, not stamps
    qtbot.mouseClick(banner.primary, Qt.MouseButton.LeftButton)  # Undo
    qtbot.waitUntil(lambda: not banner.isVisible() and not scene.is_animating(), timeout=5000)
    assert scene.table.card_width == width_before and scene.table.kept_clear == 0
