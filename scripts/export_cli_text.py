"""Export the command line's translations from translations/qvoleurs_<lang>.ts to JSON.

`qvoleurs deal|replay|solve` never import Qt, so they cannot read the .qm catalogues;
they read qvoleurs/i18n/cli_<lang>.json instead (see qvoleurs/cli_text.py). This holds
the finished, non-plural entries of the contexts the command line needs.
Run by scripts/update-translations; usage: export_cli_text.py TS_DIR OUT_DIR
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from qvoleurs.cli_text import CLI_CONTEXTS, DEFAULT_LANGUAGE, LANGUAGES, catalogue_name  # noqa: E402


def cli_catalogue(ts_file: Path) -> dict[str, dict[str, str]]:
    catalogue: dict[str, dict[str, str]] = {name: {} for name in CLI_CONTEXTS}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        if name not in catalogue:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if translation is None or translation.get("type") is not None or message.get("numerus") == "yes":
                continue  # unfinished, obsolete or plural: the command line shows the English source
            if translation.text and translation.text.strip():
                catalogue[name][source] = translation.text
    return catalogue


def export(ts_dir: Path, out_dir: Path) -> list[Path]:
    written = []
    for lang in LANGUAGES:
        if lang == DEFAULT_LANGUAGE:
            continue
        target = out_dir / catalogue_name(lang)
        text = json.dumps(cli_catalogue(ts_dir / f"qvoleurs_{lang}.ts"), ensure_ascii=False, indent=1, sort_keys=True)
        tmp = target.with_suffix(".json.tmp")
        tmp.write_text(text + "\n", encoding="utf-8")
        tmp.replace(target)  # atomic: a reader never sees half a catalogue
        written.append(target)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: export_cli_text.py TS_DIR OUT_DIR")
    export(Path(sys.argv[1]), Path(sys.argv[2]))
