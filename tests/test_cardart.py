"""Card art: sizes, caching, every face distinct, colour modes, and a readable fanned index."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from qvoleurs.engine.cards import DECK_SIZE, card_id
from qvoleurs.ui.table.cardart import CARD_ASPECT, INDEX_STRIP, CardArt, suit_path

# The share of a card's height the tightest fanned column shows of each covered card.
FAN_STRIP = INDEX_STRIP
# Small, medium (stacked-index threshold region) and large card widths.
WIDTHS = (40, 70, 140)


def _size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_ASPECT)


def _image(pixmap: QPixmap, rect: QRect | None = None) -> QImage:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return image.copy(rect) if rect is not None else image


def _bytes(image: QImage) -> bytes:
    return bytes(image.constBits())


def _ink(image: QImage) -> int:
    """Pixels of printed ink: opaque and dark or strongly coloured (not white face, not grey border)."""
    data = _bytes(image)
    count = 0
    for i in range(0, len(data), 4):
        blue, green, red, alpha = data[i], data[i + 1], data[i + 2], data[i + 3]
        if alpha == 255 and min(red, green, blue) < 110:
            count += 1
    return count


@pytest.fixture
def art(qapp: QApplication) -> CardArt:
    return CardArt()


@pytest.mark.parametrize(("width", "dpr"), [(40, 1.0), (100, 2.0), (61, 1.5), (200, 1.25)])
def test_pictures_have_the_asked_size_and_pixel_ratio(art: CardArt, width: int, dpr: float) -> None:
    width, height = _size(width)
    for pixmap in (art.face(5, width, height, dpr), art.back(width, height, dpr), art.slot(width, height, dpr, suit=2)):
        assert pixmap.width() == round(width * dpr)
        assert pixmap.height() == round(height * dpr)
        assert pixmap.devicePixelRatio() == pytest.approx(dpr)
        assert pixmap.deviceIndependentSize().width() == pytest.approx(width, abs=0.5)


def test_the_cache_returns_one_picture_for_both_copies_of_a_card(art: CardArt) -> None:
    width, height = _size(80)
    first = art.face(card_id(1, 12), width, height)
    assert art.face(card_id(1, 12), width, height) is first
    assert art.face(card_id(1, 12, copy=1), width, height) is first
    assert art.face(card_id(1, 12), width, height, 2.0) is not first
    assert art.back(width, height) is art.back(width, height)
    assert art.slot(width, height, suit=3) is art.slot(width, height, suit=3)


def test_the_cache_forgets_old_sizes_so_resizing_cannot_fill_memory(art: CardArt) -> None:
    for width in range(40, 52):
        for card in range(DECK_SIZE):
            art.face(card, *_size(width))
    # Twelve sizes of a full deck were asked for; far fewer pictures are kept.
    assert len(art._faces) < 12 * DECK_SIZE


@pytest.mark.parametrize("width", WIDTHS)
def test_all_52_faces_are_different(art: CardArt, width: int) -> None:
    images = {_bytes(_image(art.face(card, *_size(width)))) for card in range(DECK_SIZE)}
    assert len(images) == DECK_SIZE


@pytest.mark.parametrize("width", WIDTHS)
def test_the_top_strip_alone_tells_every_card_apart(art: CardArt, width: int) -> None:
    # A covered card in a fanned column shows only its top strip: that strip must identify it.
    width, height = _size(width)
    strip = QRect(0, 0, width, int(height * FAN_STRIP))
    strips = {_bytes(_image(art.face(card, width, height), strip)) for card in range(DECK_SIZE)}
    assert len(strips) == DECK_SIZE


@pytest.mark.parametrize("width", (*WIDTHS, 95, 100, 200))
def test_corner_index_is_printed_inside_the_fan_strip(art: CardArt, width: int) -> None:
    width, height = _size(width)
    inset = 3
    index_column = int(width * 0.2)
    corner = QRect(inset, inset, index_column - inset, int(height * FAN_STRIP) - inset)
    for card in range(DECK_SIZE):
        ink = _ink(_image(art.face(card, width, height), corner))
        assert ink >= corner.width() * corner.height() * 0.08, f"card {card} at width {width}"
    # Below the strip the index column of a two is blank: the whole index fits the strip.
    below = QRect(inset, int(height * FAN_STRIP) + 1, index_column - inset, int(height * 0.2))
    for suit in range(4):
        assert _ink(_image(art.face(card_id(suit, 2), width, height), below)) == 0


def test_four_colour_recolours_diamonds_and_clubs_only(qapp: QApplication) -> None:
    size = _size(60)
    two, four = CardArt(), CardArt(four_colour=True)
    for rank in (1, 7, 12):

        def same(suit: int, rank: int = rank) -> bool:
            card = card_id(suit, rank)
            return _bytes(_image(two.face(card, *size))) == _bytes(_image(four.face(card, *size)))

        assert same(0) and same(1)
        assert not same(2) and not same(3)


def test_switching_colour_mode_redraws_cached_faces(art: CardArt) -> None:
    size = _size(60)
    club = card_id(3, 9)
    before = _bytes(_image(art.face(club, *size)))
    art.four_colour = True
    assert art.four_colour
    assert _bytes(_image(art.face(club, *size))) != before
    art.four_colour = False
    assert _bytes(_image(art.face(club, *size))) == before


def test_slots_show_their_suit_and_a_used_up_stock(art: CardArt) -> None:
    size = _size(70)
    plain = _bytes(_image(art.slot(*size)))
    looks = {plain, _bytes(_image(art.slot(*size, no_redeal=True)))}
    looks |= {_bytes(_image(art.slot(*size, suit=suit))) for suit in range(4)}
    assert len(looks) == 6
    # A slot is an outline on the table: its middle lets the table show through.
    middle = _image(art.slot(*size)).pixelColor(size[0] // 2, size[1] // 2)
    assert middle.alpha() < 80


def test_back_is_opaque_and_differs_from_faces(art: CardArt) -> None:
    size = _size(70)
    back = _image(art.back(*size))
    assert back.pixelColor(size[0] // 2, size[1] // 2).alpha() == 255
    assert back.pixelColor(0, 0).alpha() < 255  # rounded corner
    faces = {_bytes(_image(art.face(card, *size))) for card in range(0, DECK_SIZE, 13)}
    assert _bytes(back) not in faces


def test_suit_paths_fit_the_size_centred_and_differ(qapp: QApplication) -> None:
    shapes = []
    for suit in range(4):
        box = suit_path(suit, 50).boundingRect()
        assert max(box.width(), box.height()) == pytest.approx(50, abs=0.5)
        assert box.center().x() == pytest.approx(0, abs=0.5)
        assert box.center().y() == pytest.approx(0, abs=0.5)
        shapes.append((round(box.width()), round(box.height())))
    assert len(set(shapes)) == 4
