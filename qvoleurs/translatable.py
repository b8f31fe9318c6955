"""A no-op marker for strings translated later, without importing Qt.

`pyside6-lupdate` extracts every `QT_TRANSLATE_NOOP("Context", "text")` call by its
name; the UI translates the text at run time with QCoreApplication.translate, the
command line with `cli_text`. Modules that must stay Qt-free import it from here.
"""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    return text
