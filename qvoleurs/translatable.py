"""A no-op marker for strings translated later, without importing Qt.

`pyside6-lupdate` extracts every `QT_TRANSLATE_NOOP("Context", "text")` call by its
name; the UI translates the text at run time with QCoreApplication.translate, the
command line with `cli_text`. Modules that must stay Qt-free import it from here, and
`arg`, which fills the %1, %2, ... of a (translated) text.
"""

import re


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    return text


_PLACEHOLDER = re.compile(r"%(\d)")


def arg(text: str, *values: object) -> str:
    """Fill %1, %2, ... in one pass, like QString.arg (a value's own % signs stay as they are).

    >>> arg("Column %1: %2", 3, "ace of spades")
    'Column 3: ace of spades'
    >>> arg("%1 of %2", "%2", "hearts")
    '%2 of hearts'
    """
    return _PLACEHOLDER.sub(lambda m: str(values[int(m[1]) - 1]) if 0 < int(m[1]) <= len(values) else m[0], text)
